import { describe, expect, it } from 'vitest';
import accountEn from '../../../frontends/account/src/messages/en';
import accountEs from '../../../frontends/account/src/messages/es';
import offersEn from '../../../frontends/offers/src/messages/en';
import offersEs from '../../../frontends/offers/src/messages/es';
import { friendSession, inmateSession, staffSession } from '../testing/sessions';
import en from './frame-messages.en';
import es from './frame-messages.es';
import { screenHeading } from './screen-headings';

describe('the first heading of a remote screen (issue 12 §5)', () => {
  it("is the remote's own heading, word for word, in each language", () => {
    expect(en.screens.offers).toBe(offersEn.selection.heading);
    expect(es.screens.offers).toBe(offersEs.selection.heading);
    expect(en.screens.accountInfo).toBe(accountEn.page.title);
    expect(es.screens.accountInfo).toBe(accountEs.page.title);
  });

  it('is known from the address and the session only where the remote shows it first', () => {
    expect(screenHeading('/inmates/register', '', {})).toBe('offers');
    expect(screenHeading('/admin/inmates/register', '', staffSession(['ADMIN']))).toBe('offers');
    expect(screenHeading('/inmates/register', '?step=registration', {})).toBeUndefined();
    expect(screenHeading('/inmates/detail', '', inmateSession())).toBe('accountInfo');
    expect(
      screenHeading('/employee1/inmates/detail', '', { ...staffSession(['EMPLOYEE1']), ...inmateSession() }),
    ).toBe('accountInfo');
    // Without an inmate the account screen sends the visitor to the login: no heading to promise.
    expect(screenHeading('/inmates/detail', '', {})).toBeUndefined();
    expect(screenHeading('/inmates/detail', '', friendSession())).toBeUndefined();
    expect(screenHeading('/friends/detail', '', friendSession())).toBeUndefined();
  });
});

import type { ActiveOffersAnswer, Language, OfferListAnswer, Session } from '@app/shared';
import type { Context } from 'hono';
import { offerSelectionHtml } from '../../../../frontends/offers/src/features/offer-selection/first-paint-html';
import type { AppEnv } from '../env';
import { ACTIVE_OFFER_CALLS, ACTIVE_OFFERS } from '../offers/active-offers-answer';
import { readShared } from './shared-answers';

// Remote screens the Worker writes into the page itself (issue 12 §5, docs/architecture.md "The first paint"), so
// their content paints before any script: the screen's HTML (the remote's own plain-TypeScript picture of its first
// render) and the answers it came from, which the page carries as its first reads (@app/shared pageRead) so the
// remote starts from them. Only the offer selection: public, the same for everyone, served from memory.

export type FirstScreen = { html: string; reads: Record<string, unknown> };

/**
 * The painted screen of `screen` (the path without its prefix) on the public site for `session`, or undefined: the
 * offer selection of a visitor or an inmate on a plain address (`?step=registration` is the registration form).
 * A failure to read the offers leaves the page with its skeleton, as before, never without a page.
 */
export async function firstScreen(
  c: Context<AppEnv>,
  screen: string,
  search: string,
  session: Session | undefined,
  language: Language,
): Promise<FirstScreen | undefined> {
  if (screen !== 'inmates/register' || search || !session || session.staff) return undefined;
  try {
    const [singles, aggregates] = await Promise.all([
      readShared(c.env, ACTIVE_OFFERS, ACTIVE_OFFER_CALLS.byServiceType),
      readShared(c.env, ACTIVE_OFFERS, ACTIVE_OFFER_CALLS.aggregates),
    ]);
    const offers = {
      singles: singles.value as ActiveOffersAnswer,
      aggregates: aggregates.value as OfferListAnswer,
    };
    return {
      html: offerSelectionHtml(offers, language, true),
      reads: {
        [`/api/${ACTIVE_OFFER_CALLS.byServiceType}`]: offers.singles,
        [`/api/${ACTIVE_OFFER_CALLS.aggregates}`]: offers.aggregates,
      },
    };
  } catch (error) {
    console.error(`first paint of ${screen}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

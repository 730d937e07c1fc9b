import { describe, expect, it } from 'vitest';
import { accountKeyOf, type Session } from './session';

const inmate = { id: 7, username: 'ann', firstName: 'Ann' };
const friend = { id: 9, username: 'fred' };
const staff = { id: 3, name: 'Sam', roles: ['ADMIN' as const] };

describe('accountKeyOf', () => {
  it('names the signed-in inmate or friend', () => {
    expect(accountKeyOf({ inmate })).toBe('inmate:7');
    expect(accountKeyOf({ friend })).toBe('friend:9');
  });

  it('names whom staff act as', () => {
    const actingAsInmate: Session = {
      staff,
      inmate,
      actingAs: { kind: 'inmate', id: 7, firstName: 'Ann', lastName: 'Lee' },
    };
    const actingAsFriend: Session = {
      staff,
      friend,
      actingAs: { kind: 'friend', id: 9, firstName: 'Fred', lastName: 'Hall' },
    };
    expect(accountKeyOf(actingAsInmate)).toBe('inmate:7');
    expect(accountKeyOf(actingAsFriend)).toBe('friend:9');
  });

  it('names no account for staff alone or nobody', () => {
    expect(accountKeyOf({ staff })).toBeUndefined();
    expect(accountKeyOf({})).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { type ChosenOffer, overlaps, selectionOverlaps, selectOffer } from './offers';

const createOffer = (id: number, serviceTypes: ChosenOffer['serviceTypes']): ChosenOffer => ({
  id,
  serviceTypes,
});

const pals = createOffer(1, ['PHONE_PALS']);
const forwarding = createOffer(2, ['CALL_FORWARDING']);
const chat = createOffer(3, ['AI_CHAT']);
const messaging = createOffer(4, ['MESSAGING']);
const palsAndChat = createOffer(9, ['PHONE_PALS', 'AI_CHAT']);
const chatAndMessaging = createOffer(10, ['AI_CHAT', 'MESSAGING']);

describe('overlaps', () => {
  it('is true when the offers share a service type', () => {
    expect(overlaps(['PHONE_PALS', 'AI_CHAT'], ['AI_CHAT'])).toBe(true);
    expect(overlaps(['PHONE_PALS'], ['MESSAGING'])).toBe(false);
    expect(overlaps([], ['MESSAGING'])).toBe(false);
  });
});

describe('selectOffer (spec §4)', () => {
  it('keeps choices in other columns that do not overlap', () => {
    const selection = selectOffer(selectOffer({}, 'PHONE_PALS', pals), 'MESSAGING', messaging);
    expect(selection).toEqual({ PHONE_PALS: pals, MESSAGING: messaging });
  });

  it('replaces the choice of the same radio group', () => {
    const other = createOffer(5, ['PHONE_PALS']);
    expect(selectOffer({ PHONE_PALS: pals }, 'PHONE_PALS', other)).toEqual({ PHONE_PALS: other });
  });

  it('clears the single offers an aggregate covers, and keeps the rest', () => {
    const current = { PHONE_PALS: pals, CALL_FORWARDING: forwarding, AI_CHAT: chat };
    expect(selectOffer(current, 'aggregate-9', palsAndChat)).toEqual({
      CALL_FORWARDING: forwarding,
      'aggregate-9': palsAndChat,
    });
  });

  it('clears an aggregate when a single offer of one of its types is chosen (the reverse)', () => {
    expect(selectOffer({ 'aggregate-9': palsAndChat, MESSAGING: messaging }, 'AI_CHAT', chat)).toEqual({
      MESSAGING: messaging,
      AI_CHAT: chat,
    });
  });

  it('clears other overlapping aggregates', () => {
    expect(selectOffer({ 'aggregate-9': palsAndChat }, 'aggregate-10', chatAndMessaging)).toEqual({
      'aggregate-10': chatAndMessaging,
    });
  });

  it('does not change the current selection', () => {
    const current = { PHONE_PALS: pals };
    selectOffer(current, 'aggregate-9', palsAndChat);
    expect(current).toEqual({ PHONE_PALS: pals });
  });
});

describe('selectionOverlaps', () => {
  it('finds a pair of chosen offers sharing a type', () => {
    expect(selectionOverlaps({ PHONE_PALS: pals, 'aggregate-9': palsAndChat })).toBe(true);
    expect(selectionOverlaps({ PHONE_PALS: pals, 'aggregate-10': chatAndMessaging })).toBe(false);
    expect(selectionOverlaps({})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { offerSchema } from './offer';
import { issuesOf } from './test-helpers';

const createOffer = (overrides: Record<string, unknown> = {}) => ({
  serviceTypes: ['PHONE_PALS'],
  title: 'Friends 100',
  description: '100 minutes with a friend',
  price: '12.50',
  creditsIncluded: '100',
  ...overrides,
});

describe('offerSchema (spec §5)', () => {
  it('accepts an offer; empty optional numbers become null', () => {
    expect(offerSchema.parse(createOffer({ validFor: '', fixedMoCrCharge: null }))).toEqual({
      id: undefined,
      serviceTypes: ['PHONE_PALS'],
      title: 'Friends 100',
      description: '100 minutes with a friend',
      price: '12.50',
      creditsIncluded: 100,
      validFor: null,
      fixedMoCrCharge: null,
    });
  });

  it('accepts JSON numbers for every numeric field', () => {
    expect(
      offerSchema.parse(
        createOffer({ id: 4, price: 12.5, creditsIncluded: 100, validFor: 30, fixedMoCrCharge: 5 }),
      ),
    ).toMatchObject({
      id: 4,
      price: '12.5',
      creditsIncluded: 100,
      validFor: 30,
      fixedMoCrCharge: 5,
    });
  });

  it('requires at least one service type, each once', () => {
    expect(issuesOf(offerSchema, createOffer({ serviceTypes: [] }))).toEqual([
      ['serviceTypes', 'Please select at least 1 service type'],
    ]);
    expect(issuesOf(offerSchema, createOffer({ serviceTypes: undefined }))).toEqual([
      ['serviceTypes', 'Please select at least 1 service type'],
    ]);
    expect(issuesOf(offerSchema, createOffer({ serviceTypes: ['FAX'] }))).toEqual([
      ['serviceTypes.0', 'Unknown service type'],
    ]);
    expect(
      offerSchema.parse(createOffer({ serviceTypes: ['MESSAGING', 'AI_CHAT', 'MESSAGING'] })).serviceTypes,
    ).toEqual(['AI_CHAT', 'MESSAGING']);
  });

  it('checks the title: required, letters, digits, spaces and #, max 50', () => {
    expect(issuesOf(offerSchema, createOffer({ title: '' }))).toEqual([['title', 'Title is required']]);
    expect(issuesOf(offerSchema, createOffer({ title: 'Best! offer' }))).toEqual([
      ['title', 'Title can only contain letters, digits, spaces and #'],
    ]);
    expect(issuesOf(offerSchema, createOffer({ title: 'a'.repeat(51) }))).toEqual([
      ['title', 'Title must be at most 50 characters'],
    ]);
  });

  it('requires a description', () => {
    expect(issuesOf(offerSchema, createOffer({ description: '' }))).toEqual([
      ['description', 'description is required'],
    ]);
  });

  it('checks the price: required, up to two decimals, max 6 characters', () => {
    expect(issuesOf(offerSchema, createOffer({ price: '' }))).toEqual([['price', 'price is required']]);
    for (const price of ['12.505', '12,50', '-1', '.5', '12.', 'abc', '1234.56'])
      expect(issuesOf(offerSchema, createOffer({ price }))).toEqual([['price', 'invalid price']]);
    for (const price of ['0', '999999', '999.99', '5.5'])
      expect(offerSchema.parse(createOffer({ price })).price).toBe(price);
  });

  it('checks creditsIncluded: required, whole number, max 4 digits', () => {
    expect(issuesOf(offerSchema, createOffer({ creditsIncluded: '' }))).toEqual([
      ['creditsIncluded', 'Credits included is required'],
    ]);
    expect(issuesOf(offerSchema, createOffer({ creditsIncluded: 1.5 }))).toEqual([
      ['creditsIncluded', 'Credits included must be a whole number'],
    ]);
    expect(issuesOf(offerSchema, createOffer({ creditsIncluded: 10000 }))).toEqual([
      ['creditsIncluded', 'Credits included must be at most 4 digits'],
    ]);
  });

  it('checks validFor and fixedMoCrCharge when given: whole numbers, max 4 digits', () => {
    expect(issuesOf(offerSchema, createOffer({ validFor: 'x', fixedMoCrCharge: '12345' }))).toEqual([
      ['validFor', 'Valid for must be a whole number'],
      ['fixedMoCrCharge', 'Fixed monthly credit charge must be at most 4 digits'],
    ]);
    expect(issuesOf(offerSchema, createOffer({ validFor: '12345', fixedMoCrCharge: true }))).toEqual([
      ['validFor', 'Valid for must be at most 4 digits'],
      ['fixedMoCrCharge', 'Fixed monthly credit charge must be a whole number'],
    ]);
  });

  it('refuses a validity of 0 days: empty is the offer that never expires', () => {
    expect(issuesOf(offerSchema, createOffer({ validFor: '0' }))).toEqual([
      ['validFor', 'Valid for must be at least 1 day: leave it empty for never expire'],
    ]);
    expect(offerSchema.parse(createOffer({ validFor: '1' })).validFor).toBe(1);
  });
});

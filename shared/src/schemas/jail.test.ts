import { describe, expect, it } from 'vitest';
import { jailSchema } from './jail';
import { issuesOf } from './test-helpers';

const createJail = (overrides: Record<string, unknown> = {}) => ({
  name: 'County Jail #2',
  phoneNumber: '5551234567',
  promptDuration: '10',
  pauseBeforeGreeting: 2,
  dtmfResponse: '1',
  ...overrides,
});

describe('jailSchema (spec §5)', () => {
  it('accepts numbers or numeric strings and outputs seconds as numbers', () => {
    expect(jailSchema.parse(createJail({ id: 3 }))).toEqual({
      id: 3,
      name: 'County Jail #2',
      phoneNumber: '5551234567',
      promptDuration: 10,
      pauseBeforeGreeting: 2,
      dtmfResponse: '1',
    });
    expect(jailSchema.parse(createJail({ id: null, dtmfResponse: 5 }))).toMatchObject({
      id: undefined,
      dtmfResponse: '5',
    });
  });

  it('requires every field', () => {
    expect(issuesOf(jailSchema, {})).toEqual([
      ['name', 'Institution name is required'],
      ['phoneNumber', 'Phone number is required'],
      ['promptDuration', 'Prompt duration is required'],
      ['pauseBeforeGreeting', 'Pause before greeting is required'],
      ['dtmfResponse', 'DTMF tone is required'],
    ]);
    expect(issuesOf(jailSchema, createJail({ promptDuration: '' }))).toEqual([
      ['promptDuration', 'Prompt duration is required'],
    ]);
  });

  it('allows letters, digits, spaces and # in the name, at most 25', () => {
    expect(issuesOf(jailSchema, createJail({ name: 'County-Jail' }))).toEqual([
      ['name', 'Institution name can only contain letters, digits, spaces and #'],
    ]);
    expect(issuesOf(jailSchema, createJail({ name: 'a'.repeat(26) }))).toEqual([
      ['name', 'Institution name must be at most 25 characters'],
    ]);
  });

  it('takes only digits, at most 11, for the phone', () => {
    expect(issuesOf(jailSchema, createJail({ phoneNumber: '+15551234567' }))).toEqual([
      ['phoneNumber', 'Phone number can only contain digits'],
    ]);
    expect(issuesOf(jailSchema, createJail({ phoneNumber: '123456789012' }))).toEqual([
      ['phoneNumber', 'Phone number must be at most 11 digits'],
    ]);
  });

  it('takes at most 2 digits for the durations and exactly 1 for the DTMF tone', () => {
    expect(
      issuesOf(
        jailSchema,
        createJail({ promptDuration: '1.5', pauseBeforeGreeting: 100, dtmfResponse: '12' }),
      ),
    ).toEqual([
      ['promptDuration', 'Prompt duration can only contain digits'],
      ['pauseBeforeGreeting', 'Pause before greeting must be at most 2 digits'],
      ['dtmfResponse', 'DTMF tone must be exactly 1 digit'],
    ]);
    expect(issuesOf(jailSchema, createJail({ pauseBeforeGreeting: -1, dtmfResponse: '#' }))).toEqual([
      ['pauseBeforeGreeting', 'Pause before greeting can only contain digits'],
      ['dtmfResponse', 'DTMF tone can only contain digits'],
    ]);
  });

  it('rejects an id that is not a positive whole number', () => {
    expect(issuesOf(jailSchema, createJail({ id: 'abc' }))).toEqual([['id', 'Invalid id']]);
    expect(issuesOf(jailSchema, createJail({ id: 0 }))).toEqual([['id', 'Invalid id']]);
    expect(jailSchema.parse(createJail({ id: '7' })).id).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './first-issue';
import { type RegistrationInput, registrationSchema } from './registration';

const createRegistration = (overrides: Partial<Record<keyof RegistrationInput, unknown>> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  username: 'ann1',
  email: 'ann@example.com',
  password: 'Inmate#2026x',
  reenterPassword: 'Inmate#2026x',
  ...overrides,
});

function issuesOf(input: unknown) {
  const result = registrationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('registrationSchema (spec §3, §5)', () => {
  it('accepts a valid registration and trims the text fields', () => {
    const parsed = registrationSchema.parse(
      createRegistration({ firstName: ' Ann ', email: ' ann@example.com' }),
    );
    expect(parsed).toEqual(createRegistration());
  });

  it('reports "Passwords must match" on reenterPassword', () => {
    expect(issuesOf(createRegistration({ reenterPassword: 'Inmate#2026y' }))).toEqual([
      ['reenterPassword', 'Passwords must match'],
    ]);
  });

  it('gives reenterPassword the password rules first', () => {
    expect(issuesOf(createRegistration({ reenterPassword: '' }))).toEqual([
      ['reenterPassword', 'password is required'],
    ]);
    expect(issuesOf(createRegistration({ reenterPassword: 'short' }))).toEqual([
      ['reenterPassword', 'Password must be at least 8 characters long'],
    ]);
  });

  it('reports a mismatch together with other fields’ messages, in field order', () => {
    expect(issuesOf(createRegistration({ firstName: '', password: 'Other#2026x' }))).toEqual([
      ['firstName', 'First name is required'],
      ['reenterPassword', 'Passwords must match'],
    ]);
  });

  it('reports one message per field for an empty form, the first being the first field’s', () => {
    const result = registrationSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.message)).toEqual([
      'First name is required',
      'Last name is required',
      'username is required',
      'email is required',
      'password is required',
      'password is required',
    ]);
    expect(firstIssueMessage(result.error)).toBe('First name is required');
  });

  it('rejects a body that is not an object without throwing', () => {
    expect(registrationSchema.safeParse(null).success).toBe(false);
    expect(registrationSchema.safeParse('x').success).toBe(false);
  });
});

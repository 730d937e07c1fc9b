import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema, usernameSchema } from './person';

/** Every message reported for a value, in order (a field must report only its first failing rule). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('firstNameSchema and lastNameSchema (spec §5)', () => {
  it.each([
    [firstNameSchema, 'First name'],
    [lastNameSchema, 'Last name'],
  ] as const)(
    '%#: reports only the required message for an empty, blank or missing value',
    (schema, label) => {
      for (const value of ['', '   ', undefined, null])
        expect(messages(schema, value)).toEqual([`${label} is required`]);
    },
  );

  it('says required of a missing value only: a number is checked as its text, another type is no text', () => {
    expect(messages(firstNameSchema, 12)).toEqual([
      'First name can only contain upper and lower case letters',
    ]);
    for (const value of [['Ann'], { name: 'Ann' }, true]) {
      const result = firstNameSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).not.toContain('First name is required');
    }
  });

  it('rejects anything but letters', () => {
    expect(messages(firstNameSchema, 'Ann3')).toEqual([
      'First name can only contain upper and lower case letters',
    ]);
    expect(messages(lastNameSchema, 'Mary Ann')).toEqual([
      'Last name can only contain upper and lower case letters',
    ]);
  });

  it('limits names to 25 characters', () => {
    expect(messages(firstNameSchema, 'a'.repeat(26))).toEqual(['First name must be at most 25 characters']);
    expect(messages(lastNameSchema, 'a'.repeat(26))).toEqual(['Last name must be at most 25 characters']);
    expect(firstNameSchema.parse('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('checks letters before the length, and trims', () => {
    expect(messages(firstNameSchema, `${'a'.repeat(30)}1`)).toEqual([
      'First name can only contain upper and lower case letters',
    ]);
    expect(firstNameSchema.parse('  Ann ')).toBe('Ann');
    expect(lastNameSchema.parse('Zoë')).toBe('Zoë');
  });

  it('takes an accent typed as its own mark (José as e + U+0301) and keeps the composed form', () => {
    const decomposed = 'Jose\u0301';
    expect(firstNameSchema.parse(decomposed)).toBe('Jos\u00e9');
    expect(firstNameSchema.parse(`${'e\u0301'.repeat(25)}`)).toHaveLength(25);
  });

  it('takes the letters of scripts written with vowel signs (Devanagari, Thai), never a mark alone', () => {
    expect(firstNameSchema.parse('प्रिया')).toBe('प्रिया');
    expect(lastNameSchema.parse('สมศักดิ์')).toBe('สมศักดิ์');
    expect(messages(firstNameSchema, '\u0301')).toEqual([
      'First name can only contain upper and lower case letters',
    ]);
  });

  it('counts a letter beyond the Basic Multilingual Plane as one character (25 of U+282E2 fit)', () => {
    const letter = '\u{282E2}';
    expect(firstNameSchema.parse(letter.repeat(25))).toBe(letter.repeat(25));
    expect(messages(firstNameSchema, letter.repeat(26))).toEqual([
      'First name must be at most 25 characters',
    ]);
  });
});

describe('emailSchema (spec §5)', () => {
  it('requires an e-mail', () => {
    expect(messages(emailSchema, '')).toEqual(['email is required']);
    expect(messages(emailSchema, undefined)).toEqual(['email is required']);
  });

  it('requires the address form', () => {
    for (const value of ['inmate1', 'a@b', 'a b@example.com', '@example.com'])
      expect(messages(emailSchema, value)).toEqual(['invalid email address']);
    expect(emailSchema.parse(' inmate1@example.com ')).toBe('inmate1@example.com');
  });

  it('limits e-mails to 50 characters', () => {
    const long = `${'a'.repeat(39)}@example.com`;
    expect(long).toHaveLength(51);
    expect(messages(emailSchema, long)).toEqual(['email must be at most 50 characters']);
    expect(messages(emailSchema, long.slice(1))).toEqual([]);
  });
});

describe('usernameSchema (spec §5)', () => {
  it('requires a username', () => {
    expect(messages(usernameSchema, '')).toEqual(['username is required']);
  });

  it('takes lower-case letters and digits, or an e-mail', () => {
    expect(usernameSchema.parse('inmate1')).toBe('inmate1');
    expect(usernameSchema.parse('Friend.One@example.com')).toBe('Friend.One@example.com');
    for (const value of ['Inmate1', 'in mate', 'in_mate', 'inmate!'])
      expect(messages(usernameSchema, value)).toEqual([
        'username can only contain lower case letters and digits or e-mail',
      ]);
  });

  it('limits usernames to 50 characters', () => {
    expect(messages(usernameSchema, 'a'.repeat(51))).toEqual(['username must be at most 50 characters']);
    expect(messages(usernameSchema, 'a'.repeat(50))).toEqual([]);
  });
});

describe('passwordSchema (spec §5)', () => {
  it('requires a password, reporting nothing else', () => {
    expect(messages(passwordSchema, '')).toEqual(['password is required']);
    expect(messages(passwordSchema, undefined)).toEqual(['password is required']);
  });

  it('needs at least 8 characters before anything else', () => {
    expect(messages(passwordSchema, 'abc')).toEqual(['Password must be at least 8 characters long']);
    expect(messages(passwordSchema, 'Ab1#xyz')).toEqual(['Password must be at least 8 characters long']);
  });

  it('needs each character class and only the allowed characters', () => {
    const strength =
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
    for (const value of ['abcdefg1#', 'ABCDEFG1#', 'Abcdefgh#', 'Abcdefg12', 'Abcdef1#^', 'Abcdef1# x'])
      expect(messages(passwordSchema, value)).toEqual([strength]);
    for (const special of '@$!%*#?&') expect(messages(passwordSchema, `Abcdef1${special}`)).toEqual([]);
  });

  it('allows at most 20 characters and never trims', () => {
    expect(messages(passwordSchema, 'Inmate#2026x'.padEnd(21, 'a'))).toEqual([
      'Password must be at most 20 characters long',
    ]);
    expect(messages(passwordSchema, 'Inmate#2026x'.padEnd(20, 'a'))).toEqual([]);
    expect(messages(passwordSchema, ' Inmate#2026x')).toHaveLength(1);
  });
});

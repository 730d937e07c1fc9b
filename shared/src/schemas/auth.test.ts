import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, resetPasswordSchema } from './auth';
import { issuesOf } from './test-helpers';

describe('loginSchema', () => {
  it('accepts any stored password and trims the username', () => {
    expect(loginSchema.parse({ username: ' inmate1 ', password: 'weak' })).toEqual({
      username: 'inmate1',
      password: 'weak',
    });
  });

  it('requires both fields', () => {
    expect(issuesOf(loginSchema, {})).toEqual([
      ['username', 'username is required'],
      ['password', 'password is required'],
    ]);
  });

  it('bounds both fields', () => {
    expect(issuesOf(loginSchema, { username: 'a'.repeat(51), password: 'a'.repeat(21) })).toEqual([
      ['username', 'username must be at most 50 characters'],
      ['password', 'password must be at most 20 characters'],
    ]);
  });
});

describe('changePasswordSchema', () => {
  const valid = { password: 'old', newPassword: 'Inmate#2027x', reenterPassword: 'Inmate#2027x' };

  it('accepts an old password and a matching strong new one', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires the old password', () => {
    expect(issuesOf(changePasswordSchema, { ...valid, password: '' })).toEqual([
      ['password', 'password is required'],
    ]);
  });

  it('applies the password rules to the new password and its repetition', () => {
    expect(issuesOf(changePasswordSchema, { ...valid, newPassword: 'abcdefgh' })).toEqual([
      [
        'newPassword',
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
      ['reenterPassword', 'Passwords must match'],
    ]);
    expect(issuesOf(changePasswordSchema, { ...valid, reenterPassword: 'x' })).toEqual([
      ['reenterPassword', 'Password must be at least 8 characters long'],
    ]);
  });

  it('requires the repetition to equal the new password', () => {
    expect(issuesOf(changePasswordSchema, { ...valid, reenterPassword: 'Inmate#2027y' })).toEqual([
      ['reenterPassword', 'Passwords must match'],
    ]);
  });
});

describe('resetPasswordSchema', () => {
  it('uses the username and e-mail rules', () => {
    expect(resetPasswordSchema.parse({ username: 'inmate1', email: 'inmate1@example.com' })).toBeTruthy();
    expect(issuesOf(resetPasswordSchema, { username: 'Inmate 1', email: 'nope' })).toEqual([
      ['username', 'username can only contain lower case letters and digits or e-mail'],
      ['email', 'invalid email address'],
    ]);
  });
});

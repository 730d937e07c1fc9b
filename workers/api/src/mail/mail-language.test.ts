import { catalogueProblems, passwordSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { outbox } from '../auth/password-test-helpers';
import { mailText } from './mail-text';
import en from './messages/en';
import es from './messages/es';

// Issue 13 §1: e-mails go in the reader's language, the `lang` cookie first, else Accept-Language, else English.

const resetFor = (form: { username: string; email: string }, headers: Record<string, string>) =>
  call('/api/resetpassword', { form, headers });

describe('the password-reset e-mail', () => {
  it('is in Spanish when the request says lang=es', async () => {
    const inmate = await createInmate({ firstName: 'Ana', email: 'ana.es@example.com' });
    const response = await resetFor(
      { username: inmate.username, email: inmate.email },
      { cookie: 'lang=es', 'accept-language': 'en-US' },
    );
    expect(response.status).toBe(200);
    const [mail] = await outbox();
    expect(mail?.subject).toBe('Su contraseña temporal');
    expect(mail?.text).toContain('Hola, Ana:');
    expect(mail?.text).toContain('Sirve una sola vez, durante 60 minutos');
    const password = /contraseña temporal es: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it('follows Accept-Language without the cookie, and is in English otherwise', async () => {
    const spanish = await createInmate({ email: 'accept.es@example.com' });
    await resetFor(
      { username: spanish.username, email: spanish.email },
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    const english = await createInmate({ email: 'plain.en@example.com' });
    await resetFor({ username: english.username, email: english.email }, {});
    const mails = await outbox();
    expect(mails.find((mail) => mail.to === spanish.email)?.subject).toBe('Su contraseña temporal');
    const englishMail = mails.find((mail) => mail.to === english.email);
    expect(englishMail?.subject).toBe('Your temporary password');
    expect(englishMail?.text).toMatch(/^Hello .+,\n\nYour temporary password is: \S+\n/);
  });
});

describe('mailText', () => {
  it('puts the values in, in either language', () => {
    expect(mailText('en', 'passwordReset.once', { minutes: 60 })).toBe(
      'It works once, within 60 minutes: sign in with it and choose a new password.',
    );
    expect(mailText('es', 'passwordReset.greeting', { name: 'José' })).toBe('Hola, José:');
  });

  it('has the same lines and values in English and Spanish', () => {
    expect(catalogueProblems(en, es)).toEqual([]);
  });
});

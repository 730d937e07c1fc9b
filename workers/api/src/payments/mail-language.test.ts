import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInmate, PASSWORD } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import { db, intentIdOf, payAndDeliver, paymentIntent } from '../../test/payment-flows';
import { inmates, mailOutbox } from '../db/schema';

// issue 13 §1, §4: the receipt and low-balance e-mails are written in inmates.language, which the registration
// takes from the browser (the lang cookie, else Accept-Language) and the inmate's own sign-in updates.

const languageOf = async (id: number) =>
  (await db().query.inmates.findFirst({ columns: { language: true }, where: eq(inmates.id, id) }))?.language;

const registration = {
  firstName: 'Lucía',
  lastName: 'Gómez',
  username: 'luciagomez',
  email: 'lucia@example.com',
  password: 'Sunny#2026x',
  reenterPassword: 'Sunny#2026x',
};

describe('the language of the inmate’s e-mails', () => {
  it('is the registering browser’s, and the receipt is written in it', async () => {
    const { pals } = await createCatalogue();
    const response = await call('/api/registerinmate', {
      json: registration,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(response.status).toBe(200);
    const { inmate } = (await response.json()) as { inmate: { id: number } };
    expect(await languageOf(inmate.id)).toBe('es');

    const cookie = cookiesOf(response);
    expect((await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie })).status).toBe(200);
    const answer = await paymentIntent(cookie);
    await payAndDeliver(answer.clientSecret);
    const mails = (await db().select().from(mailOutbox)).filter((mail) => mail.to === registration.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Su recibo: $9.99']);
    expect(mails[0]?.text).toContain('Hola, Lucía:');
    expect(intentIdOf(answer.clientSecret)).toMatch(/^pi_/);
  });

  it('defaults to English, and follows the inmate’s own sign-in (the lang cookie first)', async () => {
    const inmate = await createInmate();
    expect(await languageOf(inmate.id)).toBe('en');
    const signIn = (headers: Record<string, string>) =>
      call('/api/logininmate', { json: { username: inmate.username, password: PASSWORD }, headers });
    expect((await signIn({ 'accept-language': 'es' })).status).toBe(200);
    expect(await languageOf(inmate.id)).toBe('es');
    expect((await signIn({ cookie: 'lang=en', 'accept-language': 'es' })).status).toBe(200);
    expect(await languageOf(inmate.id)).toBe('en');
    // A failed sign-in changes nothing.
    await call('/api/logininmate', {
      json: { username: inmate.username, password: 'Wrong#2026x' },
      headers: { 'accept-language': 'es' },
    });
    expect(await languageOf(inmate.id)).toBe('en');
  });
});

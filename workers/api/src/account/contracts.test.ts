import { env } from 'cloudflare:workers';
import {
  adminNotesAnswerSchema,
  callRecordsAnswerSchema,
  cardOnFileChargeAnswerSchema,
  chargeCreditsAnswerSchema,
  creditChargesAnswerSchema,
  currencyChargesAnswerSchema,
  inmateDetailAnswerSchema,
  paymentFormAnswerSchema,
  paymentRecordsAnswerSchema,
  servicesAnswerSchema,
  uploadedFilesAnswerSchema,
  uploadFileAnswerSchema,
} from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCall,
  createCreditCharge,
  createPayment,
  createPaymentMethod,
  createService,
  inmateWithViewers,
} from '../../test/account-fixtures';
import { answer } from '../../test/contracts';
import { call } from '../../test/http';
import { recordAuxiliaryCurrencyCharge } from '../charges/record';
import { getDb } from '../db/client';
import { createMailer } from '../mail/mailer';
import type { PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';

// The inmate account's calls (spec §7 "Inmate account", "Files", "Charges") on real fixtures, each answer parsed
// with its strict shared contract (shared/src/contracts); the other calls are in ../contracts.test.ts.

afterEach(() => setPaymentsForTests(undefined));

const fileForm = () => {
  const form = new FormData();
  const mp3 = [...'ID3'].map((char) => char.charCodeAt(0)).concat([4, 0, 0, 0, 0, 0, 0x21, 0xff, 0xfb, 0x90]);
  form.set(
    'file',
    new File([new Uint8Array([...mp3, ...new Array(64).fill(0)])], 'song.mp3', { type: 'audio/mpeg' }),
  );
  form.set('description', 'Birthday song');
  return form;
};

describe('inmate account, files and charges answers', () => {
  it('parse for each viewer, credits with one decimal and money in dollars', async () => {
    const { inmate, cookie } = await inmateWithViewers({ twilioNumber: '+15555550100' });
    const monthly = await createService(inmate.id, {
      remainingTenths: 125,
      paidThrough: '2026-03-01T00:00:00.000Z',
      offer: { priceCents: 1999, fixedMonthlyCreditChargeTenths: 100, serviceTypes: ['AI_CHAT'] },
    });
    const plain = await createService(inmate.id, { recurringPayments: true, automaticPayments: true });
    const method = await createPaymentMethod(inmate.id);
    await createPayment(inmate.id, { amountCents: 1999, paymentMethodId: method.id, services: [monthly] });
    await createCall(inmate.id, monthly.id, { creditsUsedTenths: 25 });
    await createCall(inmate.id, monthly.id, { creditsUsedTenths: 100, conversationUuid: null });
    await createCreditCharge(monthly.id, { tenths: 15 });
    await recordAuxiliaryCurrencyCharge(getDb(env.DB), createMailer(env), {
      inmateId: inmate.id,
      amountCents: 1250,
      description: 'Replacement ID card',
      stripePaymentIntentId: 'pi_contract',
      paymentMethodId: method.id,
    });

    for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
      const session = await cookie(viewer);
      const get = (path: string) => call(path, { cookie: session });
      await answer(
        `getinmatedetail (${viewer})`,
        inmateDetailAnswerSchema,
        await get('/api/getinmatedetail'),
      );
      const services = await answer(
        `services (${viewer})`,
        servicesAnswerSchema,
        await get('/api/getservicesforinmate'),
      );
      expect(services.find((service) => service.id === monthly.id)).toMatchObject({
        remainingCredits: 12.5,
        offer: { fixedMoCrCharge: 10, ...(viewer !== 'employee1' && { price: 19.99 }) },
      });
      const charges = await get('/api/getauxiliarycreditcharges');
      expect(
        (await answer(`credit charges (${viewer})`, creditChargesAnswerSchema, charges))[0]?.credits,
      ).toBe(1.5);
      await answer(
        `getuploadedfiles (${viewer})`,
        uploadedFilesAnswerSchema,
        await get('/api/getuploadedfiles'),
      );
      if (viewer === 'employee1') continue; // spec §6: no payments, calls or money charges
      const payments = await answer(
        `payments (${viewer})`,
        paymentRecordsAnswerSchema,
        await get('/api/getinmatepayments'),
      );
      expect(payments.map((payment) => payment.amount).sort()).toEqual([12.5, 19.99]); // the money charge paid too
      const calls = await answer(
        `calls (${viewer})`,
        callRecordsAnswerSchema,
        await get('/api/getinmatecalls'),
      );
      expect(calls.map((record) => record.creditsUsed).sort((a, b) => a - b)).toEqual([2.5, 10]);
      const money = await get('/api/getauxiliarycurrencycharges');
      expect(
        (await answer(`currency charges (${viewer})`, currencyChargesAnswerSchema, money))[0]?.price,
      ).toBe(12.5);
    }

    const admin = await cookie('admin');
    const employee = await cookie('employee1');
    const post = (path: string, options: Parameters<typeof call>[1]) =>
      call(path, { cookie: admin, ...options });
    await answer(
      'savename',
      inmateDetailAnswerSchema,
      await post('/api/savename', { form: { firstName: 'Ann', lastName: 'Lee' } }),
    );
    await answer(
      'saveemail',
      inmateDetailAnswerSchema,
      await post('/api/saveemail', { body: 'ann.lee@example.com' }),
    );
    await answer(
      'resetsecretcode',
      inmateDetailAnswerSchema,
      await call('/api/resetsecretcode', { cookie: admin }),
    );
    const phone = await post('/admin/api/saveassignedphonenumber', { body: '+15555550199' });
    await answer('saveassignedphonenumber', inmateDetailAnswerSchema, phone);
    await answer(
      'saveadminnotes',
      adminNotesAnswerSchema,
      await post('/admin/api/saveadminnotes', { body: 'Notes' }),
    );
    const notes = await call('/employee1/api/saveadminnotes', { body: 'More', cookie: employee });
    await answer('saveadminnotes (employee1)', adminNotesAnswerSchema, notes);
    await answer(
      'selectservice',
      servicesAnswerSchema,
      await post('/api/selectservice', { body: String(monthly.id) }),
    );
    await answer(
      'stopautorenew',
      servicesAnswerSchema,
      await post('/api/stopautorenew', { body: String(plain.id) }),
    );

    const uploaded = await answer(
      'uploadfile',
      uploadFileAnswerSchema,
      await post('/admin/api/uploadfile', { body: fileForm() }),
    );
    expect(uploaded.secretCode).toMatch(/^\d{6}$/);
    await answer(
      'deletefile',
      uploadedFilesAnswerSchema,
      await post('/api/deletefile', { body: String(uploaded.id) }),
    );

    const form = { serviceId: String(monthly.id), credits: '2.5', description: 'Replacement tablet' };
    const charged = await call('/employee1/api/auxiliarychargecredits', { form, cookie: employee });
    const credits = await answer('auxiliarychargecredits', chargeCreditsAnswerSchema, charged);
    expect(credits).toMatchObject({ charge: { credits: 2.5 }, service: { remainingCredits: 10 } });
    const moneyForm = { form: { amount: '12.5', description: 'Replacement ID card' } };
    const cardForm = await post('/admin/api/auxiliarychargecurrency', moneyForm);
    expect((await answer('auxiliarychargecurrency', paymentFormAnswerSchema, cardForm)).payButtonText).toBe(
      'Pay $12.50',
    );
    // The saved card is charged at the provider: a stand-in answers for it (charges-money.test.ts tests the charge).
    setPaymentsForTests({
      chargeCardOnFile: async () => ({ paymentIntentId: 'pi_contract_onfile', status: 'succeeded' }),
      stopCardOnFile: async () => {},
      cancelSubscription: async () => {},
    } as unknown as PaymentPort);
    const onFile = await post('/admin/api/auxiliarychargecurrencywithmethodonfile', moneyForm);
    await answer('auxiliarychargecurrencywithmethodonfile', cardOnFileChargeAnswerSchema, onFile);
    await answer(
      'stoprecurring',
      servicesAnswerSchema,
      await post('/api/stoprecurring', { body: String(plain.id) }),
    );
  });
});

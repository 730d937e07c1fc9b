import {
  type AdminNotesAnswer,
  adminNotesSchema,
  type CallRecordAnswer,
  emailSchema,
  forwardingNumberSchema,
  type InmateDetailAnswer,
  idBodySchema,
  inmateNameSchema,
  type LanguageChoiceAnswer,
  languageChoiceSchema,
  type PaymentRecordAnswer,
  phoneNumberSchema,
  type ServicesAnswer,
} from '@app/shared';
import type { Context } from 'hono';
import { readAsCaller } from '../auth/caller-check';
import { readKeptCards } from '../charges/queries';
import { getDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { AppEnv } from '../env';
import { sameOriginOnly } from '../lib/csrf';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { formBody, textBody } from '../lib/validate';
import { providerMessage } from '../payments/port';
import { paymentsFor } from '../payments/provider';
import { selectService } from '../services/select';
import { stopRenewals } from '../services/stop';
import {
  assignPhoneNumber,
  callRecordsFrom,
  callsQuery,
  emailUsedByAnother,
  findService,
  inmateDetailFor,
  inmateDetailQuery,
  paymentRecordsFrom,
  paymentsQuery,
  serviceFor,
  servicesAsCallerQuery,
  updateInmate,
} from './queries';
import { newSecretCode } from './secret-code';
import { type AccountVariables, INMATE_OR_ADMIN, requireAccount, STAFF } from './viewer';

type AccountEnv = AppEnv & { Variables: AccountVariables };

export const SERVICE_NOT_FOUND = 'Service not found';
export const EMAIL_IN_USE = 'This e-mail is already used by another account';
/** One assigned number rings one inmate (the facility's calls find the inmate by it). */
export const PHONE_ASSIGNED_TO_ANOTHER = 'This phone number is assigned to another inmate';

// The reads below are one D1 round trip each, confirming the caller in it on the hot reads (auth/caller-check.ts);
// the viewer is read after it, so the answer is shaped for the confirmed viewer.

async function detailAnswer<E extends AccountEnv>(c: Context<E>) {
  const [row] = await readAsCaller(c, inmateDetailQuery, { inmateId: c.get('inmateId') }, 'id');
  if (!row) fail(404, 'Inmate not found');
  return c.json(inmateDetailFor(c.get('viewer'), row) satisfies InmateDetailAnswer, 200);
}

async function servicesAnswer<E extends AccountEnv>(c: Context<E>) {
  const rows = await readAsCaller(c, servicesAsCallerQuery, { inmateId: c.get('inmateId') }, 'id');
  return c.json(rows.map((row) => serviceFor(c.get('viewer'), row)) satisfies ServicesAnswer, 200);
}

async function ownService<E extends AccountEnv>(c: Context<E>, serviceId: number) {
  const service = await findService(getDb(c.env.DB), c.get('inmateId'), serviceId);
  if (!service) fail(404, SERVICE_NOT_FOUND);
  return service;
}

/** Runs a payment provider call; a failure answers 502 with a readable message. */
async function atProvider(what: string, action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    console.error(`${what}: ${error instanceof Error ? error.message : error}`);
    fail(502, providerMessage(error));
  }
}

/**
 * The inmate account (spec §7 "Inmate account"), always the session's inmate: the inmate, or staff acting as
 * one. Role rules of DESIGN.md "Who may call what" and docs/decisions.md "Inmate account".
 */
export const accountRoutes = createRouter()
  .get('/api/getinmatedetail', requireAccount(), detailAnswer)
  .get('/api/getservicesforinmate', requireAccount(), servicesAnswer)
  .get('/api/getinmatepayments', requireAccount(INMATE_OR_ADMIN), async (c) => {
    const rows = await readAsCaller(c, paymentsQuery, { inmateId: c.get('inmateId') }, 'id');
    return c.json(paymentRecordsFrom(rows) satisfies PaymentRecordAnswer[], 200);
  })
  .get('/api/getinmatecalls', requireAccount(INMATE_OR_ADMIN), async (c) => {
    const rows = await readAsCaller(c, callsQuery, { inmateId: c.get('inmateId') }, 'id');
    return c.json(callRecordsFrom(rows) satisfies CallRecordAnswer[], 200);
  })
  .post('/api/savename', requireAccount(INMATE_OR_ADMIN), formBody(inmateNameSchema), async (c) => {
    await updateInmate(getDb(c.env.DB), c.get('inmateId'), c.req.valid('form'));
    return detailAnswer(c);
  })
  // The inmate's own choice of the site's language is their e-mails' (sign-in sets it from the browser too); staff
  // acting as them choose only their own page's, so they are refused (docs/decisions.md "The switcher").
  .post('/api/savelanguage', requireAccount(['inmate']), textBody(languageChoiceSchema), async (c) => {
    const language = c.get('textBody');
    await updateInmate(getDb(c.env.DB), c.get('inmateId'), { language });
    return c.json({ language } satisfies LanguageChoiceAnswer, 200);
  })
  .post('/api/saveemail', requireAccount(INMATE_OR_ADMIN), textBody(emailSchema), async (c) => {
    if (await emailUsedByAnother(getDb(c.env.DB), c.get('inmateId'), c.get('textBody'))) {
      fail(409, EMAIL_IN_USE);
    }
    try {
      await updateInmate(getDb(c.env.DB), c.get('inmateId'), { email: c.get('textBody') });
    } catch (error) {
      if (isUniqueViolation(error, 'email')) fail(409, EMAIL_IN_USE);
      throw error;
    }
    return detailAnswer(c);
  })
  // The number CALL_FORWARDING dials (issue 11): a contact detail, so the inmate's or an ADMIN's (spec §6); the raw
  // number as the body (the §5 phone rule), an empty body clears it.
  .post(
    '/api/saveforwardingnumber',
    requireAccount(INMATE_OR_ADMIN),
    textBody(forwardingNumberSchema),
    async (c) => {
      await updateInmate(getDb(c.env.DB), c.get('inmateId'), { forwardingNumber: c.get('textBody') });
      return detailAnswer(c);
    },
  )
  // spec §7: a GET that changes the code, so a cross-site link must not trigger it. Staff acting as the inmate may
  // reset it (DESIGN.md); EMPLOYEE1's answer, as every detail it gets, leaves the code out.
  .get('/api/resetsecretcode', sameOriginOnly(), requireAccount(), async (c) => {
    const db = getDb(c.env.DB);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await updateInmate(db, c.get('inmateId'), { secretCode: newSecretCode() });
        break;
      } catch (error) {
        if (!isUniqueViolation(error, 'secret_code') || attempt >= 4) throw error;
      }
    }
    return detailAnswer(c);
  })
  // The ADMIN prefix guard of createApp leaves this call to admins (spec §6).
  .post(
    '/admin/api/saveassignedphonenumber',
    requireAccount(['admin']),
    textBody(phoneNumberSchema),
    async (c) => {
      if (!(await assignPhoneNumber(getDb(c.env.DB), c.get('inmateId'), c.get('textBody')))) {
        fail(409, PHONE_ASSIGNED_TO_ANOTHER);
      }
      return detailAnswer(c);
    },
  )
  .post('/api/selectservice', requireAccount(), textBody(idBodySchema), async (c) => {
    const service = await ownService(c, c.get('textBody'));
    await selectService(getDb(c.env.DB), c.get('inmateId'), service.id);
    return servicesAnswer(c);
  })
  // spec §4: stopping the recurring top-off also stops the auto-renewal (Automatic needs Recurring). The saved card
  // is detached at the provider once no service of the inmate has recurring payments any more.
  .post('/api/stoprecurring', requireAccount(), textBody(idBodySchema), async (c) => {
    const service = await ownService(c, c.get('textBody'));
    const db = getDb(c.env.DB);
    const payments = paymentsFor(c.env);
    const cancel = (id: string) => atProvider('stoprecurring', () => payments.cancelSubscription(id));
    // The last recurring service stopped: no card stays kept at the provider (every one a Recurring payment saved).
    // stopRenewals decides which stop is the last when it writes, so two stops at once still detach (a repeat is safe).
    const detachCards = async () => {
      for (const id of await readKeptCards(db, c.get('inmateId')))
        await atProvider('stoprecurring', () => payments.stopCardOnFile(id));
    };
    await stopRenewals(db, service, cancel, { recurring: true, beforeLastStop: detachCards });
    return servicesAnswer(c);
  })
  .post('/api/stopautorenew', requireAccount(), textBody(idBodySchema), async (c) => {
    const service = await ownService(c, c.get('textBody'));
    const cancel = (id: string) =>
      atProvider('stopautorenew', () => paymentsFor(c.env).cancelSubscription(id));
    await stopRenewals(getDb(c.env.DB), service, cancel, { recurring: false });
    return servicesAnswer(c);
  });

// spec §7 {prefix}/api/saveadminnotes: staff only (spec §6), under /admin and /employee1 (DESIGN.md).
export const adminNotesRoutes = createRouter().post(
  '/api/saveadminnotes',
  requireAccount(STAFF),
  textBody(adminNotesSchema),
  async (c) => {
    await updateInmate(getDb(c.env.DB), c.get('inmateId'), { adminNotes: c.get('textBody') });
    return c.json({ adminNotes: c.get('textBody') } satisfies AdminNotesAnswer, 200);
  },
);

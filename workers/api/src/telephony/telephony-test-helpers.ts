import { env } from 'cloudflare:workers';
import type { ServiceType } from '@app/shared';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createFriend, createInmate } from '../../test/fixtures';
import { call, ORIGIN } from '../../test/http';
import { getDb } from '../db/client';
import { calls, friendEarnings, jails, offers, phoneCalls, services } from '../db/schema';
import { bookRenewal } from '../payments/book-renewal';
import { addDays, today } from '../services/paid-through';
import { twilioSignature } from './signature';

// Shared by the telephony API tests: signed webhook requests as Twilio sends them, a facility call's fixtures, and
// small readers of the TwiML answers.

/** wrangler.toml's local auth token (the same the Worker under test checks with). */
export const AUTH_TOKEN = 'twilio_local_token';
export const db = () => getDb(env.DB);

/** The webhooks the steps of a call post to, as Twilio names them (the code's and the menu's Gather actions). */
export const CODE_URL = 'http://localhost/api/telephony/code';
export const MENU_URL = 'http://localhost/api/telephony/menu';

/** A fresh Twilio call id: CA and 32 hex digits. */
export function newCallSid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `CA${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * POSTs `params` form-encoded to `pathOrUrl` (a path, or an absolute URL from a TwiML answer) signed as Twilio
 * signs. `signature` replaces the header (null: none); `signedUrl` signs over another URL.
 */
export async function twilioPost(
  pathOrUrl: string,
  params: Record<string, string>,
  options: { signature?: string | null; signedUrl?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(pathOrUrl, ORIGIN);
  const path = `${url.pathname}${url.search}`;
  const signature =
    options.signature === undefined
      ? await twilioSignature(AUTH_TOKEN, options.signedUrl ?? `${ORIGIN}${path}`, params)
      : options.signature;
  return call(path, {
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature !== null && { 'x-twilio-signature': signature }),
      ...options.headers,
    },
  });
}

/** The answer's TwiML text, after checking it is a 200 text/xml answer. */
export async function twimlOf(response: Response): Promise<string> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${text}`);
  if (!response.headers.get('content-type')?.startsWith('text/xml')) throw new Error('not TwiML');
  return text;
}

/** The value of `attribute` on the first `<tag …>` of `xml`. */
export function attributeOf(xml: string, tag: string, attribute: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(xml)?.[0];
  const value = element && new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1];
  return value?.replaceAll('&amp;', '&');
}

/** The text of the first `<tag>…</tag>` of `xml`. */
export function textOf(xml: string, tag: string): string | undefined {
  return new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1];
}

let jailSequence = 0;
let numberSequence = 0;

/** A jail, an inmate with an assigned number and a 4-digit secret code, and (unless `service: null`) a service. */
export async function createCallSetup(
  options: {
    serviceTypes?: ServiceType[];
    remainingTenths?: number;
    selected?: boolean;
    service?: null;
    forwardingNumber?: string;
    jail?: Partial<typeof jails.$inferInsert>;
  } = {},
) {
  jailSequence += 1;
  numberSequence += 1;
  const [jail] = await db()
    .insert(jails)
    .values({
      name: `Jail ${jailSequence}`,
      phoneNumber: `1555700${String(jailSequence).padStart(4, '0')}`,
      promptDuration: 10,
      pauseBeforeGreeting: 2,
      dtmfResponse: '1',
      ...options.jail,
    })
    .returning();
  if (!jail) throw new Error('jail not created');
  const secretCode = String(1000 + numberSequence).padStart(4, '0');
  const inmate = await createInmate({
    twilioNumber: `+1555800${String(numberSequence).padStart(4, '0')}`,
    secretCode,
    forwardingNumber: options.forwardingNumber,
  });
  const service =
    options.service === null
      ? undefined
      : await createService(inmate.id, {
          remainingTenths: options.remainingTenths ?? 100,
          selected: options.selected ?? false,
          offer: { serviceTypes: options.serviceTypes ?? ['PHONE_PALS'] },
        });
  return { jail, inmate, service, secretCode };
}

export type CallSetup = Awaited<ReturnType<typeof createCallSetup>>;

/** A friend who can be rung: approved, verified, available, with a phone. */
export function createReadyFriend(overrides: Parameters<typeof createFriend>[0] = {}) {
  return createFriend({
    approved: true,
    verified: true,
    available: true,
    phoneNumber: '+15559990001',
    ...overrides,
  });
}

/** The params of the inmate's leg on every later webhook (contract: AccountSid, CallSid, From, To, …). */
export function legParams(setup: CallSetup, callSid: string): Record<string, string> {
  return {
    AccountSid: 'ACLOCAL',
    CallSid: callSid,
    From: setup.jail.phoneNumber,
    To: setup.inmate.twilioNumber ?? '',
    CallStatus: 'in-progress',
    Direction: 'inbound',
    ApiVersion: '2010-04-01',
  };
}

/** The call comes in: POST /voice. Answers the TwiML. */
export async function callIn(setup: CallSetup, callSid = newCallSid()) {
  const xml = await twimlOf(
    await twilioPost('/api/telephony/voice', { ...legParams(setup, callSid), CallStatus: 'ringing' }),
  );
  return { callSid, xml };
}

/** The call comes in and the code is keyed (the right one unless `digits`): the code webhook's TwiML. */
export async function callAndKeyCode(setup: CallSetup, digits = setup.secretCode) {
  const { callSid, xml } = await callIn(setup);
  const action = attributeOf(xml, 'Gather', 'action') ?? '';
  const answer = await twimlOf(await twilioPost(action, { ...legParams(setup, callSid), Digits: digits }));
  return { callSid, xml: answer };
}

/** The Dial's action after a bridged leg of `seconds`. */
export async function bridged(setup: CallSetup, callSid: string, dialXml: string, seconds: number) {
  return twilioPost(attributeOf(dialXml, 'Dial', 'action') ?? '', {
    ...legParams(setup, callSid),
    DialCallStatus: 'completed',
    DialCallSid: newCallSid(),
    DialCallDuration: String(seconds),
    DialBridged: 'true',
  });
}

/** The Dial's action after a leg that was not bridged. */
export async function notBridged(setup: CallSetup, callSid: string, dialXml: string) {
  return twimlOf(
    await twilioPost(attributeOf(dialXml, 'Dial', 'action') ?? '', {
      ...legParams(setup, callSid),
      DialCallStatus: 'no-answer',
      DialCallDuration: '0',
      DialBridged: 'false',
    }),
  );
}

/** The friend's leg picks up: POSTs the whisper url of the Dial's Number. Answers its TwiML and the leg's params. */
export async function friendPicksUp(setup: CallSetup, callSid: string, dialXml: string) {
  const whisperUrl = attributeOf(dialXml, 'Number', 'url') ?? '';
  const childParams = {
    AccountSid: 'ACLOCAL',
    CallSid: newCallSid(),
    ParentCallSid: callSid,
    From: setup.inmate.twilioNumber ?? '',
    To: textOf(dialXml, 'Number') ?? '',
    CallStatus: 'in-progress',
    Direction: 'outbound-dial',
  };
  return { whisperXml: await twimlOf(await twilioPost(whisperUrl, childParams)), childParams };
}

/** The friend's leg: the whisper, then `digit` (`beforeDigit` runs between the two, as the friend listens). */
export async function friendAnswers(
  setup: CallSetup,
  callSid: string,
  dialXml: string,
  digit: string,
  beforeDigit?: () => Promise<unknown>,
) {
  const { whisperXml, childParams } = await friendPicksUp(setup, callSid, dialXml);
  const action = attributeOf(whisperXml, 'Gather', 'action') ?? '';
  await beforeDigit?.();
  return {
    whisperXml,
    answer: await twimlOf(await twilioPost(action, { ...childParams, Digits: digit })),
  };
}

export async function serviceRemaining(serviceId: number): Promise<number> {
  const [row] = await db()
    .select({ remainingTenths: services.remainingTenths })
    .from(services)
    .where(eq(services.id, serviceId));
  return row?.remainingTenths ?? Number.NaN;
}

export async function callRecords(serviceId: number) {
  return db().select().from(calls).where(eq(calls.serviceId, serviceId));
}

export async function earningsOf(friendId: number) {
  return db().select().from(friendEarnings).where(eq(friendEarnings.friendId, friendId));
}

export async function phoneCall(callSid: string) {
  const [row] = await db().select().from(phoneCalls).where(eq(phoneCalls.callSid, callSid));
  return row;
}

/** Renewals booked by serviceInItsGrace so far: each one's subscription, invoice and payment ids are its own. */
let renewals = 0;

/**
 * Makes setup's service an Automatic service of a 30-day offer with 60 credits, its paid period over yesterday, its
 * subscription live, at 01:00 UTC today (the clock faked: the caller's afterEach restores it): in the renewal grace,
 * Stripe charging the next cycle. `renew` books that cycle's renewal.
 */
export async function serviceInItsGrace(setup: CallSetup) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today(new Date())}T01:00:00.000Z`));
  renewals += 1;
  const subscriptionId = `sub_grace_${renewals}`;
  const serviceId = setup.service?.id ?? 0;
  await db()
    .update(offers)
    .set({ validForDays: 30, creditsIncludedTenths: 600 })
    .where(eq(offers.id, setup.service?.offerId ?? 0));
  await db()
    .update(services)
    .set({
      automaticPayments: true,
      recurringPayments: true,
      stripeSubscriptionId: subscriptionId,
      paidThrough: addDays(today(), -1),
      remainingTenths: 600,
      topUpTenths: 600,
    })
    .where(eq(services.id, serviceId));
  const renew = async () =>
    expect(
      await bookRenewal(db(), {
        subscriptionId,
        invoiceId: `in_grace_${renewals}`,
        amountPaidCents: 999,
        paymentKey: `pi_grace_${renewals}`,
      }),
    ).toBe('renewed');
  return { serviceId, renew };
}

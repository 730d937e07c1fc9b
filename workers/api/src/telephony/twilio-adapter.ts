import type { Language } from '@app/shared';
import { TWILIO_API } from '../env';
import { CallNotPlacedError, type OutgoingCall, type TelephonyConfig, type TelephonyPort } from './port';

// Twilio Programmable Voice over its REST API (DESIGN.md "Telephony"): POST …/Accounts/{sid}/Calls.json with
// Basic auth (account SID and auth token) and the TwiML to play inline, as Workers cannot run the Twilio SDK.
// TWILIO_API_BASE points it at the local Twilio-compatible server (scripts/twilio-local) under `npm start` and e2e.

/** The API base the adapter talks to, without a trailing slash. */
export function twilioApiBase(config: Pick<TelephonyConfig, 'TWILIO_API_BASE'>): string {
  return (config.TWILIO_API_BASE || TWILIO_API).replace(/\/+$/, '');
}

/** The account's Calls resource (POST places a call; GET lists them). */
export function twilioCallsUrl(config: Pick<TelephonyConfig, 'TWILIO_API_BASE'>, accountSid: string): string {
  return `${twilioApiBase(config)}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Calls.json`;
}

/** The Basic credentials of the Twilio account. */
export function twilioAuthorization(accountSid: string, authToken: string): string {
  return `Basic ${btoa(`${accountSid}:${authToken}`)}`;
}

/** `text` safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** The TwiML that speaks `say` once the call is answered. */
export function sayTwiml(say: string, language: Language = 'en'): string {
  // Twilio's default voice is English; a Spanish text is read by a Spanish (Latin American) voice.
  const open = language === 'es' ? '<Say language="es-MX">' : '<Say>';
  return `<Response>${open}${escapeXml(say)}</Say></Response>`;
}

export class TwilioTelephony implements TelephonyPort {
  private readonly accountSid: string;
  private readonly authToken: string;
  private readonly from: string;
  private readonly callsUrl: string;

  constructor(
    config: TelephonyConfig,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {
    if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_FROM_NUMBER) {
      throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER must be set');
    }
    this.accountSid = config.TWILIO_ACCOUNT_SID;
    this.authToken = config.TWILIO_AUTH_TOKEN;
    this.from = config.TWILIO_FROM_NUMBER;
    this.callsUrl = twilioCallsUrl(config, config.TWILIO_ACCOUNT_SID);
  }

  async placeCall(call: OutgoingCall): Promise<{ id: string }> {
    const response = await this.fetcher(this.callsUrl, {
      method: 'POST',
      headers: {
        authorization: twilioAuthorization(this.accountSid, this.authToken),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: call.to,
        From: this.from,
        Twiml: sayTwiml(call.say, call.language),
      }).toString(),
    });
    const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; message?: unknown };
    if (!response.ok || typeof answer.sid !== 'string') {
      // Twilio's message (e.g. "The 'To' number … is not a valid phone number") is for the logs, not the person.
      const detail = typeof answer.message === 'string' ? answer.message : `status ${response.status}`;
      throw new CallNotPlacedError(`Twilio refused the call: ${detail}`);
    }
    return { id: answer.sid };
  }
}

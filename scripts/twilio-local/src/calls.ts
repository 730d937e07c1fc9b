import { newCallSid } from './simulate';

// The Calls resource of Twilio's REST API (2010-04-01), the subset the Worker's adapter uses: create a call (Call Me)
// and list them. Calls are kept in memory with what they would play; answers and errors in Twilio's JSON shapes.

export const API_VERSION = '2010-04-01';

/** Twilio's error answer: `{code, message, more_info, status}`. */
export class TwilioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return {
      code: this.code,
      message: this.message,
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status: this.status,
    };
  }
}

/** A call placed through the API, with what it plays (local only: Twilio does not answer these two back). */
export type PlacedCall = {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  twiml: string | null;
  url: string | null;
  createdAt: Date;
};

/** E.164, or the digits of a number (Twilio also dials `sip:` and `client:` addresses, which the product does not). */
const PHONE = /^\+?\d{7,15}$/;

/** RFC 2822 dates, as Twilio writes them: `Tue, 24 Nov 2026 23:40:00 +0000`. */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

/** The call resource as Twilio answers it, just created: queued, not yet answered. */
export function callResource(call: PlacedCall) {
  const uri = `/${API_VERSION}/Accounts/${call.accountSid}/Calls/${call.sid}`;
  return {
    sid: call.sid,
    account_sid: call.accountSid,
    api_version: API_VERSION,
    to: call.to,
    to_formatted: call.to,
    from: call.from,
    from_formatted: call.from,
    status: 'queued',
    direction: 'outbound-api',
    date_created: rfc2822(call.createdAt),
    date_updated: rfc2822(call.createdAt),
    start_time: null,
    end_time: null,
    duration: null,
    price: null,
    price_unit: 'USD',
    parent_call_sid: null,
    phone_number_sid: null,
    answered_by: null,
    caller_name: null,
    forwarded_from: null,
    group_sid: null,
    queue_time: '0',
    trunk_sid: null,
    annotation: null,
    uri: `${uri}.json`,
    subresource_uris: {
      notifications: `${uri}/Notifications.json`,
      recordings: `${uri}/Recordings.json`,
      payments: `${uri}/Payments.json`,
      events: `${uri}/Events.json`,
      siprec: `${uri}/Siprec.json`,
      streams: `${uri}/Streams.json`,
      transcriptions: `${uri}/Transcriptions.json`,
      user_defined_message_subscriptions: `${uri}/UserDefinedMessageSubscriptions.json`,
      user_defined_messages: `${uri}/UserDefinedMessages.json`,
    },
  };
}

/** The calls placed since the server started. */
export class CallStore {
  readonly calls: PlacedCall[] = [];

  /** POST …/Calls.json: To, From and Twiml or Url (what the call plays once answered). */
  create(accountSid: string, form: URLSearchParams): PlacedCall {
    const to = form.get('To')?.trim();
    const from = form.get('From')?.trim();
    const twiml = form.get('Twiml');
    const url = form.get('Url');
    if (!to) throw new TwilioApiError(400, 21201, "No 'To' number is specified");
    if (!PHONE.test(to)) throw new TwilioApiError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!from) throw new TwilioApiError(400, 21603, "A 'From' phone number is required.");
    if (!twiml && !url) throw new TwilioApiError(400, 21205, 'Url parameter is required.');
    if (url && !/^https?:\/\/[^/\s]+/.test(url))
      throw new TwilioApiError(400, 21205, `Url is not valid: ${url}`);
    const call: PlacedCall = {
      sid: newCallSid(),
      accountSid,
      to,
      from,
      twiml: twiml || null,
      url: url || null,
      createdAt: new Date(),
    };
    this.calls.push(call);
    return call;
  }

  /**
   * GET …/Calls.json: newest first, in Twilio's page shape (one page holds them all locally). Local only, each call
   * also carries the `twiml` it was placed with, which the Worker's GET /api/dev/calls turns into the spoken text.
   */
  list(accountSid: string) {
    const calls = this.calls.filter((call) => call.accountSid === accountSid).reverse();
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Calls.json`;
    return {
      calls: calls.map((call) => ({ ...callResource(call), twiml: call.twiml })),
      first_page_uri: `${uri}?PageSize=50&Page=0`,
      next_page_uri: null,
      previous_page_uri: null,
      page: 0,
      page_size: 50,
      start: 0,
      end: Math.max(calls.length - 1, 0),
      uri: `${uri}?PageSize=50&Page=0`,
    };
  }

  get(accountSid: string, sid: string): PlacedCall {
    const call = this.calls.find((candidate) => candidate.sid === sid && candidate.accountSid === accountSid);
    if (!call) {
      throw new TwilioApiError(
        404,
        20404,
        `The requested resource /${API_VERSION}/Accounts/${accountSid}/Calls/${sid}.json was not found`,
      );
    }
    return call;
  }
}

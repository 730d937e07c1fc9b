import { type TwilioParams, twilioSignature } from './signature';
import {
  DEFAULT_MAX_STEPS,
  type Leg,
  LOCAL_ACCOUNT_SID,
  LOCAL_AUTH_TOKEN,
  type SimulateOptions,
  SimulationError,
  WorkerUnreachableError,
} from './simulate-types';
import { parseTwiml, type Verb } from './twiml';

// The simulated call's side of the wire: its record of steps, the webhooks it requests signed as Twilio signs them,
// the TwiML it reads back, and the URLs of a document resolved against the document's own.

/** Resolves the URLs of a TwiML document (actions, redirects, audio) against the URL it was requested from. */
export const resolveAgainst =
  (requested: string) =>
  (url: string): string =>
    new URL(url, requested).toString();

/** The base of the call player: the steps it records, and every request it makes to the Worker. */
export class WebhookPlayer {
  readonly steps: string[] = [];
  /** Simulated seconds since the call was answered. */
  seconds = 0;
  private count = 0;
  private readonly fetcher: typeof fetch;
  protected readonly accountSid: string;
  private readonly authToken: string;
  private readonly maxSteps: number;

  constructor(protected readonly options: SimulateOptions) {
    this.fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
    this.accountSid = options.accountSid ?? LOCAL_ACCOUNT_SID;
    this.authToken = options.authToken ?? LOCAL_AUTH_TOKEN;
    this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  }

  fail(message: string): never {
    throw new SimulationError(message, this.steps);
  }

  protected step(leg: Leg, line: string) {
    this.count += 1;
    if (this.count > this.maxSteps) {
      this.fail(
        `Stopped after ${this.maxSteps} steps: the Worker's TwiML keeps going (a loop?). Last: ${line}`,
      );
    }
    this.steps.push(`${leg.label}${line}`);
  }

  /** A signed request as Twilio makes it: POST form-encoded, or GET with the parameters in the query. */
  async request(method: string, url: string, params: TwilioParams): Promise<Response> {
    let target = url;
    let body: string | undefined;
    if (method === 'GET') {
      const withQuery = new URL(url);
      for (const [name, value] of Object.entries(params)) withQuery.searchParams.append(name, String(value));
      target = withQuery.toString();
    } else {
      body = new URLSearchParams(params as Record<string, string>).toString();
    }
    const headers: Record<string, string> = {
      'x-twilio-signature': twilioSignature(this.authToken, target, body === undefined ? {} : params),
      'user-agent': 'TwilioProxy/1.1 (twilio-local)',
      accept: 'text/xml, application/xml, */*',
    };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    try {
      return await this.fetcher(target, { method, headers, ...(body !== undefined ? { body } : {}) });
    } catch (error) {
      // fetch fails with "fetch failed" and the network error as its cause (ECONNREFUSED: nothing listens).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (!(error instanceof TypeError) || !cause) throw error;
      throw new WorkerUnreachableError(this.options.worker, cause.code ?? cause.message ?? String(error));
    }
  }

  /** Requests a webhook and reads its TwiML; anything but a 2xx XML answer ends the simulation. */
  protected async twiml(method: string, url: string, params: TwilioParams): Promise<Verb[]> {
    const response = await this.request(method, url, params);
    const text = await response.text();
    if (!response.ok) this.fail(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
    const type = response.headers.get('content-type') ?? '';
    if (!/\b(text|application)\/xml\b/.test(type)) {
      this.fail(
        `${method} ${url} answered ${type || 'no content-type'}, not TwiML (text/xml): ${text.slice(0, 200)}`,
      );
    }
    try {
      return parseTwiml(text);
    } catch (error) {
      this.fail(`${method} ${url}: ${(error as Error).message}`);
    }
  }
}

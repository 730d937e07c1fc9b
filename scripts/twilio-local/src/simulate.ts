import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type TwilioParams, twilioSignature } from './signature';
import { type DialNumber, parseTwiml, type Verb } from './twiml';

// A facility call played end to end as Twilio plays it (the telephony flow contract, docs/architecture.md "Local
// phone network"): the incoming call's webhook, every TwiML verb in order, the friend's leg of a Dial, the talk time
// (simulated, never waited), the status callback, then the Worker's record of the call from its dev door.

export const LOCAL_ACCOUNT_SID = 'ACLOCAL';
export const LOCAL_AUTH_TOKEN = 'twilio_local_token';
export const DEFAULT_WORKER_URL = 'http://localhost:8787';
/** More steps than any real call takes: a Worker that keeps redirecting is stopped here. */
export const DEFAULT_MAX_STEPS = 50;

export type FriendChoice = 'accepts' | 'declines';

export type SimulateOptions = {
  /** The jail's phone number, as stored (the caller). */
  from: string;
  /** The inmate's twilioNumber, as stored (the number called). */
  to: string;
  /** What the inmate keys at each of their Gathers. */
  code: string;
  /** How long the inmate and the callee would talk once bridged (the Dial's timeLimit may cut it). */
  minutes: number;
  /** The callee keys 1 at every Gather of their leg when they accept, 2 when they decline. */
  friend: FriendChoice;
  /** Base URL of the Worker, e.g. http://localhost:8787. */
  worker: string;
  accountSid?: string;
  authToken?: string;
  maxSteps?: number;
  fetcher?: typeof fetch;
};

/** The Worker's record of the call (GET /api/dev/phonecalls/:callSid). */
export const callResultSchema = z.object({
  callSid: z.string(),
  status: z.string(),
  serviceType: z.enum(['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT', 'MESSAGING']).nullable(),
  minutes: z.number(),
  creditsCharged: z.number(),
  friendId: z.number().nullable(),
  friendEarned: z.number(),
});
export type CallResult = z.infer<typeof callResultSchema>;

export type Simulation = {
  callSid: string;
  /** What happened, one readable line per step (`Pause 5s`, `Gather 6 digits → keys 482913`, …). */
  steps: string[];
  /** Seconds of the whole call, as sent in the status callback. */
  duration: number;
  result: CallResult;
};

/** The call could not be played: the Worker refused a webhook, answered something that is not TwiML, or looped. */
export class SimulationError extends Error {
  constructor(
    message: string,
    readonly steps: string[] = [],
  ) {
    super(message);
    this.name = 'SimulationError';
  }
}

/** Nothing answers at the Worker's URL. */
export class WorkerUnreachableError extends SimulationError {
  constructor(worker: string, cause: string) {
    super(
      `The Worker at ${worker} is not answering (${cause}). Start it with \`npm start\` or pass --worker <url>.`,
    );
    this.name = 'WorkerUnreachableError';
  }
}

/** A Twilio call SID: `CA` and 32 hex digits. */
export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;

/** One leg of the call: its parameters on every webhook, and what its person keys at a Gather. */
type Leg = {
  params: Record<string, string>;
  keys: (gather: Extract<Verb, { verb: 'Gather' }>) => string;
  /** Prefix of its step lines. */
  label: string;
};

/** How a leg's TwiML ended: at a Hangup, or by running out of verbs. */
type LegEnd = 'hangup' | 'ended';

/** Seconds a Say takes, roughly (about 150 spoken words a minute). */
const sayingSeconds = (text: string) => Math.ceil(text.split(/\s+/).filter(Boolean).length / 2.5);

class CallPlayer {
  readonly steps: string[] = [];
  /** Simulated seconds since the call was answered. */
  seconds = 0;
  private count = 0;
  private readonly fetcher: typeof fetch;
  private readonly accountSid: string;
  private readonly authToken: string;
  private readonly maxSteps: number;

  constructor(private readonly options: SimulateOptions) {
    this.fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
    this.accountSid = options.accountSid ?? LOCAL_ACCOUNT_SID;
    this.authToken = options.authToken ?? LOCAL_AUTH_TOKEN;
    this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  }

  fail(message: string): never {
    throw new SimulationError(message, this.steps);
  }

  private step(leg: Leg, line: string) {
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
  private async twiml(method: string, url: string, params: TwilioParams): Promise<Verb[]> {
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

  /** Follows a leg's TwiML from `url` until a Hangup or the end of a document with nowhere to go next. */
  async follow(leg: Leg, start: { method: string; url: string; params?: TwilioParams }): Promise<LegEnd> {
    let next: { method: string; url: string; params: TwilioParams } | undefined = {
      ...start,
      params: { ...leg.params, ...start.params },
    };
    while (next) {
      const requested: string = next.url;
      const verbs = await this.twiml(next.method, requested, next.params);
      next = undefined;
      const resolve = (url: string) => new URL(url, requested).toString();
      for (const verb of verbs) {
        if (verb.verb === 'Hangup') {
          this.step(leg, 'Hangup');
          return 'hangup';
        }
        if (verb.verb === 'Redirect') {
          this.step(leg, `Redirect ${verb.url}`);
          next = { method: verb.method, url: resolve(verb.url), params: leg.params };
          break;
        }
        if (verb.verb === 'Gather') {
          const digits = await this.gather(leg, verb, resolve);
          if (digits === undefined) continue;
          // Without an action Twilio posts the digits back to the document's own URL.
          next = {
            method: verb.method,
            url: resolve(verb.action ?? requested),
            params: { ...leg.params, Digits: digits },
          };
          break;
        }
        if (verb.verb === 'Dial') {
          const outcome = await this.dial(leg, verb, resolve);
          if (!verb.action) continue;
          next = { method: verb.method, url: resolve(verb.action), params: { ...leg.params, ...outcome } };
          break;
        }
        await this.play(leg, verb, resolve);
      }
    }
    return 'ended';
  }

  /** Pause, Play and Say: what the person hears. */
  private async play(leg: Leg, verb: Verb, resolve: (url: string) => string) {
    if (verb.verb === 'Pause') {
      this.step(leg, `Pause ${verb.length}s`);
      this.seconds += verb.length;
    } else if (verb.verb === 'Say') {
      this.step(leg, `Say "${verb.text}"`);
      this.seconds += sayingSeconds(verb.text);
    } else if (verb.verb === 'Play' && verb.digits !== undefined) {
      this.step(leg, `Play digits ${verb.digits}`);
      this.seconds += (verb.digits.match(/w/g)?.length ?? 0) * 0.5;
    } else if (verb.verb === 'Play' && verb.url !== undefined) {
      // Twilio fetches the audio to play it; a missing file is heard as silence, not an error of the call.
      const url = resolve(verb.url);
      const response = await this.request('GET', url, {});
      await response.arrayBuffer().catch(() => undefined);
      this.step(
        leg,
        `Play ${verb.url} → ${response.status} ${response.headers.get('content-type') ?? ''}`.trim(),
      );
    }
  }

  /** Plays a Gather's prompts, then the digits the leg's person keys (undefined: no input, go on). */
  private async gather(
    leg: Leg,
    verb: Extract<Verb, { verb: 'Gather' }>,
    resolve: (url: string) => string,
  ): Promise<string | undefined> {
    for (const prompt of verb.prompts) await this.play(leg, prompt, resolve);
    const wanted = verb.numDigits !== undefined ? `${verb.numDigits} digits` : 'digits';
    const keyed = verb.input.split(/\s+/).includes('dtmf') ? leg.keys(verb) : '';
    // Twilio stops listening once numDigits are keyed.
    const digits = verb.numDigits !== undefined ? keyed.slice(0, verb.numDigits) : keyed;
    if (!digits) {
      this.step(leg, `Gather ${wanted} → no input`);
      this.seconds += verb.timeout;
      return undefined;
    }
    this.step(leg, `Gather ${wanted} → keys ${digits}`);
    return digits;
  }

  /** Dials the callee on a child leg; answers the parameters Twilio posts to the Dial's action. */
  private async dial(
    leg: Leg,
    verb: Extract<Verb, { verb: 'Dial' }>,
    resolve: (url: string) => string,
  ): Promise<Record<string, string>> {
    // Twilio rings every <Number> of a Dial at once and bridges the first to answer: here the first always does.
    const number = verb.numbers[0] as DialNumber;
    const childSid = newCallSid();
    this.step(leg, `Dial ${number.number} (timeLimit ${verb.timeLimit}s)`);
    let bridged = true;
    if (number.url) {
      const child: Leg = {
        label: `${leg.label}friend leg: `,
        params: {
          AccountSid: this.accountSid,
          CallSid: childSid,
          ParentCallSid: leg.params.CallSid as string,
          From: verb.callerId ?? (leg.params.From as string),
          To: number.number,
          CallStatus: 'in-progress',
          Direction: 'outbound-dial',
          ApiVersion: '2010-04-01',
        },
        keys: () => (this.options.friend === 'accepts' ? '1' : '2'),
      };
      bridged = (await this.follow(child, { method: number.method, url: resolve(number.url) })) !== 'hangup';
    }
    if (!bridged) {
      this.step(leg, `${number.number} not bridged`);
      return {
        DialCallStatus: 'no-answer',
        DialCallSid: childSid,
        DialCallDuration: '0',
        DialBridged: 'false',
      };
    }
    const wanted = Math.round(this.options.minutes * 60);
    const talk = Math.min(wanted, verb.timeLimit);
    this.step(leg, `${number.number} bridged`);
    this.step(leg, `talk ${talk}s${talk < wanted ? ` (cut at timeLimit ${verb.timeLimit}s)` : ''}`);
    this.seconds += talk;
    return {
      DialCallStatus: 'completed',
      DialCallSid: childSid,
      DialCallDuration: String(talk),
      DialBridged: 'true',
    };
  }
}

/** Plays a whole facility call against the Worker and reads what it recorded. */
export async function simulateCall(options: SimulateOptions): Promise<Simulation> {
  const worker = options.worker.replace(/\/+$/, '');
  // Typed, so that `player.fail` (never returns) narrows what follows it.
  const player: CallPlayer = new CallPlayer({ ...options, worker });
  const callSid = newCallSid();
  const params = {
    AccountSid: options.accountSid ?? LOCAL_ACCOUNT_SID,
    CallSid: callSid,
    From: options.from,
    To: options.to,
    Direction: 'inbound',
    ApiVersion: '2010-04-01',
  };
  const inmate: Leg = {
    label: '',
    params: { ...params, CallStatus: 'in-progress' },
    keys: () => options.code,
  };
  player.steps.push(`Call ${options.from} → ${options.to} (${callSid})`);
  const statusCallback = async () => {
    const duration = Math.ceil(player.seconds);
    const status = await player.request('POST', `${worker}/api/telephony/status`, {
      ...params,
      CallStatus: 'completed',
      CallDuration: String(duration),
    });
    const text = await status.text();
    if (!status.ok) player.fail(`The status callback answered ${status.status}: ${text.slice(0, 200)}`);
    player.steps.push(`Status callback: completed, ${duration}s`);
    return duration;
  };
  try {
    await player.follow(inmate, {
      method: 'POST',
      url: `${worker}/api/telephony/voice`,
      params: { CallStatus: 'ringing' },
    });
  } catch (error) {
    // Twilio ends a call whose webhook failed ("an application error has occurred") and still reports it completed,
    // so the Worker can close its record; then the error is the simulation's answer.
    if (error instanceof SimulationError && !(error instanceof WorkerUnreachableError)) {
      await statusCallback().catch(() => undefined);
    }
    throw error;
  }
  const duration = await statusCallback();

  const recordUrl = `${worker}/api/dev/phonecalls/${callSid}`;
  const record = await player.request('GET', recordUrl, {});
  const body = await record.text();
  if (!record.ok) player.fail(`GET ${recordUrl} answered ${record.status}: ${body.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    player.fail(`GET ${recordUrl} answered something that is not JSON: ${body.slice(0, 200)}`);
  }
  const parsed = callResultSchema.safeParse(json);
  if (!parsed.success) player.fail(`GET ${recordUrl} answered an unexpected shape: ${body.slice(0, 200)}`);
  return { callSid, steps: player.steps, duration, result: parsed.data };
}

import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { TwilioParams } from './signature';
import type { Verb } from './twiml';

// What a simulated facility call is made of (simulate.ts plays it): its options, its result, its errors, its legs.

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
  /** What the inmate keys at each Gather for the secret code. */
  code: string;
  /** What the inmate keys at a bundle's call menu (a Gather whose action is the menu webhook); none: no key. */
  choice?: string;
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
export type Leg = {
  params: Record<string, string>;
  keys: (gather: Extract<Verb, { verb: 'Gather' }>) => string;
  /** Prefix of its step lines. */
  label: string;
};

/** Where a leg's TwiML starts: the webhook to request, and parameters beyond the leg's own. */
export type LegStart = { method: string; url: string; params?: TwilioParams };

/** How a leg's TwiML ended: at a Hangup, or by running out of verbs. */
export type LegEnd = 'hangup' | 'ended';

import type { TwilioParams } from './signature';
import { DialingPlayer } from './simulate-dial';
import {
  callResultSchema,
  type Leg,
  type LegEnd,
  type LegStart,
  LOCAL_ACCOUNT_SID,
  newCallSid,
  type SimulateOptions,
  type Simulation,
  SimulationError,
  WorkerUnreachableError,
} from './simulate-types';
import { resolveAgainst } from './simulate-webhooks';
import type { Verb } from './twiml';

// A facility call played end to end as Twilio plays it (the telephony flow contract, docs/architecture.md "Local
// phone network"): the incoming call's webhook, every TwiML verb in order, the friend's leg of a Dial, the talk time
// (simulated, never waited), the status callback, then the Worker's record of the call from its dev door.
// What a call is made of is in simulate-types.ts, its signed webhooks in simulate-webhooks.ts, its Dials in
// simulate-dial.ts; here is the verb loop and the whole call.

export {
  type CallResult,
  callResultSchema,
  DEFAULT_MAX_STEPS,
  DEFAULT_WORKER_URL,
  type FriendChoice,
  LOCAL_ACCOUNT_SID,
  LOCAL_AUTH_TOKEN,
  newCallSid,
  type SimulateOptions,
  type Simulation,
  SimulationError,
  WorkerUnreachableError,
} from './simulate-types';

/** Seconds a Say takes, roughly (about 150 spoken words a minute). */
/** The call menu of a bundle (the Worker's telephony/connect.ts): the inmate keys `choice` there, not the code. */
const MENU_ACTION = /\/api\/telephony\/menu(\?|$)/;

const sayingSeconds = (text: string) => Math.ceil(text.split(/\s+/).filter(Boolean).length / 2.5);

class CallPlayer extends DialingPlayer {
  /** Follows a leg's TwiML from `url` until a Hangup or the end of a document with nowhere to go next. */
  async follow(leg: Leg, start: LegStart): Promise<LegEnd> {
    let next: { method: string; url: string; params: TwilioParams } | undefined = {
      ...start,
      params: { ...leg.params, ...start.params },
    };
    while (next) {
      const requested: string = next.url;
      const verbs = await this.twiml(next.method, requested, next.params);
      next = undefined;
      const resolve = resolveAgainst(requested);
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
    keys: (gather) =>
      gather.action && MENU_ACTION.test(gather.action) ? (options.choice ?? '') : options.code,
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

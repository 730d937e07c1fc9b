import { type Leg, type LegEnd, type LegStart, newCallSid } from './simulate-types';
import { WebhookPlayer } from './simulate-webhooks';
import type { DialNumber, Verb } from './twiml';

// A Dial of the simulated call: the callee's child leg (its whisper, where they accept or decline), whether it is
// bridged, and the talk time the Dial's timeLimit allows.

/** The call player with its Dials; the verb loop that follows a leg (simulate.ts) completes it. */
export abstract class DialingPlayer extends WebhookPlayer {
  /** Follows a leg's TwiML from `start` until a Hangup or the end of a document with nowhere to go next. */
  abstract follow(leg: Leg, start: LegStart): Promise<LegEnd>;

  /** Dials the callee on a child leg; answers the parameters Twilio posts to the Dial's action. */
  protected async dial(
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

// TwiML (Twilio's voice markup) built from values, never by pasting raw input into XML: every text and attribute
// goes through escapeXml. Only the verbs of the telephony flow contract (docs/architecture.md "Calls") exist here.

import { escapeXml } from './twilio-adapter';

type Attributes = Record<string, string | number | undefined>;

/** One TwiML element, already rendered (safe to nest). */
export type Verb = { readonly xml: string };

function element(name: string, attributes: Attributes = {}, children: (Verb | string)[] = []): Verb {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  if (children.length === 0) return { xml: `<${name}${attrs}/>` };
  const body = children.map((child) => (typeof child === 'string' ? escapeXml(child) : child.xml)).join('');
  return { xml: `<${name}${attrs}>${body}</${name}>` };
}

export const say = (text: string): Verb => element('Say', {}, [text]);
export const play = (url: string): Verb => element('Play', {}, [url]);
/** Sends DTMF tones; `w` waits half a second. */
export const playDigits = (digits: string): Verb => element('Play', { digits });
export const pause = (seconds: number): Verb => element('Pause', { length: seconds });
export const hangup = (): Verb => element('Hangup');
export const redirect = (url: string): Verb => element('Redirect', { method: 'POST' }, [url]);

export function gather(
  options: { numDigits: number; action: string; timeout?: number },
  ...prompts: Verb[]
): Verb {
  return element(
    'Gather',
    {
      input: 'dtmf',
      numDigits: options.numDigits,
      action: options.action,
      method: 'POST',
      timeout: options.timeout ?? 10,
    },
    prompts,
  );
}

/** Dials one number; with `whisperUrl` the callee's leg first runs that TwiML (and is bridged only if it ends without Hangup). */
export function dial(options: {
  action: string;
  number: string;
  timeLimit: number;
  callerId?: string;
  timeout?: number;
  whisperUrl?: string;
}): Verb {
  const number = element('Number', options.whisperUrl ? { url: options.whisperUrl, method: 'POST' } : {}, [
    options.number,
  ]);
  return element(
    'Dial',
    {
      action: options.action,
      method: 'POST',
      timeout: options.timeout ?? 25,
      timeLimit: options.timeLimit,
      callerId: options.callerId,
    },
    [number],
  );
}

/** The whole TwiML document. */
export function twiml(...verbs: Verb[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${element('Response', {}, verbs).xml}`;
}

import { DomUtils, parseDocument } from 'htmlparser2';

// TwiML, the subset of Twilio Programmable Voice the product answers with (the telephony flow contract in
// docs/architecture.md "Local phone network"), read with a real XML parser into verbs the simulator follows in order.

export type DialNumber = { number: string; url?: string; method: string };

export type Verb =
  | { verb: 'Pause'; length: number }
  | { verb: 'Play'; digits?: string; url?: string }
  | { verb: 'Say'; text: string }
  | {
      verb: 'Gather';
      numDigits?: number;
      action?: string;
      method: string;
      timeout: number;
      input: string;
      /** The prompts nested in the Gather (Say, Play, Pause), played while it listens. */
      prompts: Verb[];
    }
  | { verb: 'Redirect'; url: string; method: string }
  | {
      verb: 'Dial';
      action?: string;
      method: string;
      timeout: number;
      /** Seconds; Twilio's default cut is four hours. */
      timeLimit: number;
      callerId?: string;
      numbers: DialNumber[];
    }
  | { verb: 'Hangup' };

/** A document Twilio could not follow; Twilio itself would play "an application error has occurred". */
export class TwimlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TwimlError';
  }
}

/** Twilio's own defaults for the attributes the product may leave out. */
const DEFAULT_DIAL_TIME_LIMIT = 14_400;
const DEFAULT_DIAL_TIMEOUT = 30;
const DEFAULT_GATHER_TIMEOUT = 5;

/** An element of the parsed document (domhandler's, through htmlparser2). */
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
type Node = Parameters<typeof DomUtils.getChildren>[0];

const elements = (node: Node): Element[] => DomUtils.getChildren(node).filter(DomUtils.isTag);

const text = (element: Element) => DomUtils.textContent(element).trim();

function integer(element: Element, name: string, fallback?: number): number | undefined {
  const value = element.attribs[name];
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim())) {
    throw new TwimlError(`<${element.name}> ${name}="${value}" is not a whole number`);
  }
  return Number(value);
}

function method(element: Element): string {
  return (element.attribs.method ?? 'POST').toUpperCase();
}

function dialNumbers(dial: Element): DialNumber[] {
  const nested = elements(dial);
  if (nested.length === 0) {
    const bare = text(dial);
    return bare ? [{ number: bare, method: 'POST' }] : [];
  }
  return nested.map((child) => {
    if (child.name !== 'Number') throw new TwimlError(`<Dial> holds <${child.name}>, not <Number>`);
    const url = child.attribs.url;
    return { number: text(child), method: method(child), ...(url ? { url } : {}) };
  });
}

function verbOf(element: Element, inGather = false): Verb {
  switch (element.name) {
    case 'Pause':
      return { verb: 'Pause', length: integer(element, 'length', 1) as number };
    case 'Play': {
      const digits = element.attribs.digits;
      const url = text(element);
      if (!digits && !url) throw new TwimlError('<Play> has neither digits nor a URL');
      return { verb: 'Play', ...(digits ? { digits } : {}), ...(url ? { url } : {}) };
    }
    case 'Say':
      return { verb: 'Say', text: text(element) };
    case 'Gather': {
      if (inGather) throw new TwimlError('<Gather> inside <Gather>');
      const numDigits = integer(element, 'numDigits');
      const action = element.attribs.action;
      return {
        verb: 'Gather',
        method: method(element),
        timeout: integer(element, 'timeout', DEFAULT_GATHER_TIMEOUT) as number,
        input: element.attribs.input ?? 'dtmf',
        prompts: elements(element).map((child) => {
          if (!['Say', 'Play', 'Pause'].includes(child.name)) {
            throw new TwimlError(`<Gather> may hold Say, Play and Pause, not <${child.name}>`);
          }
          return verbOf(child, true);
        }),
        ...(numDigits !== undefined ? { numDigits } : {}),
        ...(action ? { action } : {}),
      };
    }
    case 'Redirect': {
      const url = text(element);
      if (!url) throw new TwimlError('<Redirect> has no URL');
      return { verb: 'Redirect', url, method: method(element) };
    }
    case 'Dial': {
      const numbers = dialNumbers(element);
      if (numbers.length === 0) throw new TwimlError('<Dial> has no number');
      const { action, callerId } = element.attribs;
      return {
        verb: 'Dial',
        method: method(element),
        timeout: integer(element, 'timeout', DEFAULT_DIAL_TIMEOUT) as number,
        timeLimit: integer(element, 'timeLimit', DEFAULT_DIAL_TIME_LIMIT) as number,
        numbers,
        ...(action ? { action } : {}),
        ...(callerId ? { callerId } : {}),
      };
    }
    case 'Hangup':
      return { verb: 'Hangup' };
    default:
      throw new TwimlError(`<${element.name}> is not a verb the product uses`);
  }
}

/** The verbs of a TwiML document, in order; a document that is not `<Response>…</Response>` is refused. */
export function parseTwiml(xml: string): Verb[] {
  const document = parseDocument(xml, { xmlMode: true });
  const roots = elements(document);
  const root = roots[0];
  if (roots.length !== 1 || !root || root.name !== 'Response') {
    throw new TwimlError(`not a TwiML document (expected <Response>): ${xml.slice(0, 80)}`);
  }
  return elements(root).map((element) => verbOf(element));
}

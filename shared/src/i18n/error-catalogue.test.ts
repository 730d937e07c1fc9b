import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as contracts from '../contracts';
import * as shared from '../index';
import { errorAnswer, errorCode, errorMatch } from './error-codes';
import errors from './messages/errors.en';

// Issue 13 §1 "server messages keep a stable code": every message the API can answer and every message of the
// shared schemas has a code in the `errors` catalogue. The source is scanned for the places messages are written
// (fail(), error answers, schema rules), so a new message without a code fails here, named.

const REPO = new URL('../../../', import.meta.url).pathname;

/** Folders whose messages reach people: the Worker and the shared schemas, contracts and UI errors. */
const SCANNED = [
  'workers/api/src',
  'shared/src/schemas',
  'shared/src/contracts',
  'shared/src/ui',
  'shared/src/http',
];

/**
 * Files whose messages only machines read: the phone network's webhook parameters (Twilio reads the answer) and the
 * local Twilio tool of `npm start`. Their texts name request fields and are not translated.
 */
const MACHINE_ONLY = ['workers/api/src/telephony/params.ts', 'workers/api/src/dev/local-twilio-calls.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|test-helpers\.ts$|\.d\.ts$/.test(entry.name)) return [];
    return [path];
  });
}

/** The code without its comments (their examples are not messages); `//` inside a URL has no space before it. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const files = SCANNED.flatMap((folder) => sourceFiles(join(REPO, folder)))
  .map((path) => ({ path: relative(REPO, path), text: withoutComments(readFileSync(path, 'utf8')) }))
  .filter((file) => !MACHINE_ONLY.includes(file.path));

/** Schema files, where any `message:`, rule tuple or messages object holds a message. */
const isSchemaFile = (path: string) => /^shared\/src\/(schemas|contracts)\//.test(path);

const LITERAL = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60`;
const CONSTANT = String.raw`[A-Z][A-Z0-9_]+(?:\.\w+)?`;
const MESSAGE = `(${LITERAL}|${CONSTANT})`;

/** The value of every string or number constant (`const NAME = '…'`, `NAME.key` of an object of texts). */
const constants = new Map<string, string>();
for (const { text } of files) {
  for (const match of text.matchAll(new RegExp(String.raw`const (${CONSTANT}) =\s*(${LITERAL}|\d+);`, 'g')))
    constants.set(match[1] ?? '', match[2] ?? '');
  for (const match of text.matchAll(/const ([A-Z][A-Z0-9_]+) = \{([^}]*)\}/g))
    for (const entry of (match[2] ?? '').matchAll(new RegExp(String.raw`(\w+): (${LITERAL})`, 'g')))
      constants.set(`${match[1]}.${entry[1]}`, entry[2] ?? '');
}

/**
 * The places a message is written, each with the expression of the message; `schemas` ones in schema files only,
 * `sentences` ones only for texts with a space (a rule's message, not an enum's values).
 */
const PLACES: Array<{ pattern: RegExp; schemas?: true; sentences?: true }> = [
  { pattern: new RegExp(String.raw`\bfail\(\s*[^,]+,\s*${MESSAGE}`, 'g') }, // fail(404, 'Not found')
  { pattern: new RegExp(String.raw`\bfail\([^;]*?\?\s*(${CONSTANT})\s*:\s*(${CONSTANT})`, 'g') }, // x ? A : B
  { pattern: new RegExp(String.raw`\[\s*\d{3}\s*,\s*${MESSAGE}\s*\]`, 'g') }, // [404, FRIEND_NOT_FOUND] refusals
  { pattern: new RegExp(String.raw`\brefusal\([^,]+,\s*${MESSAGE},\s*${MESSAGE}\)`, 'g') },
  { pattern: new RegExp(String.raw`errorJson\(c,\s*${MESSAGE}`, 'g') },
  { pattern: new RegExp(String.raw`\berror:\s*${MESSAGE}`, 'g') }, // zod's { error: '…' }
  { pattern: new RegExp(String.raw`\.(?:regex|min|max)\([^;]*?,\s*${MESSAGE}\s*\)`, 'g') },
  { pattern: new RegExp(String.raw`\[\s*(?:\/[^\n]*\/|null),\s*[A-Z_]+,\s*${MESSAGE},?\s*\]`, 'g') }, // body limits
  { pattern: new RegExp(String.raw`\b(?:requiredText|numericText)\(\s*${MESSAGE}`, 'g'), schemas: true },
  {
    pattern: new RegExp(String.raw`\b(?:message|required|notDigits|tooLong):\s*${MESSAGE}`, 'g'),
    schemas: true,
  },
  { pattern: new RegExp(String.raw`\[[^[\]]*,\s*${MESSAGE},?\s*\]`, 'g'), schemas: true, sentences: true }, // rules
  { pattern: /\b[A-Z_]+_MESSAGES = \{([^}]*)\}/g, schemas: true },
];

/** Literals that sit where a message may but are not one (zod issue codes, enum values). */
const NOT_MESSAGES = new Set(['custom', 'true', 'false']);

/** A literal's text; a template's `${…}` becomes a known constant's value, else a wildcard (`\u0000`). */
function textOf(expression: string): string | undefined {
  const literal = expression.startsWith('`') || expression.startsWith("'") || expression.startsWith('"');
  const source = literal ? expression : constants.get(expression);
  if (source === undefined || /^\d+$/.test(source)) return undefined;
  const body = source.slice(1, -1).replace(/\\(.)/g, '$1');
  if (!source.startsWith('`')) return body;
  return body.replace(/\$\{([^}]*)\}/g, (_, inner: string) => {
    const value = constants.get(inner.trim());
    return value === undefined ? '\u0000' : /^\d+$/.test(value) ? value : (textOf(inner.trim()) ?? '\u0000');
  });
}

const ENGLISH: string[] = Object.values(errors);

/** True when the catalogue has the message: exactly, through a template, or (with wildcards) some text fits it. */
function hasCode(message: string): boolean {
  if (!message.includes('\u0000')) return errorCode(message) !== undefined;
  const pattern = new RegExp(
    `^${message
      .split('\u0000')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return ENGLISH.some((text) => pattern.test(text));
}

/** The expressions a match captured; a messages object (`{ key: '…', … }`) gives each of its texts. */
function messageExpressions(captures: Array<string | undefined>): string[] {
  return captures.flatMap((capture) => {
    if (!capture) return [];
    if (/^\s*\w+:/.test(capture))
      return [...capture.matchAll(new RegExp(String.raw`\w+: (${LITERAL})`, 'g'))].map(
        (entry) => entry[1] ?? '',
      );
    return [capture];
  });
}

function writtenMessages() {
  const found = new Map<string, string>();
  for (const { path, text } of files)
    for (const place of PLACES) {
      if (place.schemas && !isSchemaFile(path)) continue;
      for (const match of text.matchAll(place.pattern))
        for (const expression of messageExpressions(match.slice(1))) {
          if (!expression) continue;
          const message = textOf(expression);
          if (message === undefined || NOT_MESSAGES.has(message)) continue;
          if (place.sentences && !message.includes(' ')) continue;
          if (!found.has(message)) found.set(message, `${path}: ${expression}`);
        }
    }
  return found;
}

describe('the errors catalogue covers every message', () => {
  const found = writtenMessages();

  it('finds the messages of fail(), the error answers and the shared schemas', () => {
    // A guard for the scan itself: these are written through each kind of place it reads.
    for (const message of [
      'Login Failed', // a constant in fail()
      'Not found', // a literal in fail()
      'This transaction id is already recorded', // a [status, message] refusal
      'The last ADMIN must keep the ADMIN role', // refusal(…)
      'Something went wrong', // errorJson
      'Invalid Monero Address', // a schema rule
      'First name is required', // requiredText
      'Pause before greeting must be at most 2 digits', // a template with a constant
      'The request body is too large', // a constant answered by a middleware
    ])
      expect(found.has(message), message).toBe(true);
    expect(found.size).toBeGreaterThan(120);
  });

  it('has a code for each of them', () => {
    const missing = [...found].filter(([message]) => !hasCode(message)).map(([, where]) => where);
    expect(missing).toEqual([]);
  });

  it('gives each English text one code', () => {
    const texts = ENGLISH.filter((text, index) => ENGLISH.indexOf(text) !== index);
    expect(texts).toEqual([]);
  });
});

/**
 * Runs every exported input schema of @app/shared with hostile values (wrong types, empty, nested objects), so a
 * message zod writes itself (its English defaults, which have no code) is caught even when the scan cannot see it.
 */
describe('the shared schemas answer only catalogued messages', () => {
  const HOSTILE: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    'x',
    0,
    -1,
    1.5,
    true,
    [],
    [1],
    {},
    { a: 1 },
    'é'.repeat(6000),
  ];
  // The answer contracts (shared/src/contracts) check the Worker's own answers, not people's input; their query
  // schemas read the address, whose values are always text.
  const schemas = Object.entries(shared as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] =>
      entry[1] instanceof z.ZodType &&
      entry[0].endsWith('Schema') &&
      (!(entry[0] in contracts) || entry[0].endsWith('QuerySchema')),
  );
  const TEXTS = HOSTILE.filter((value) => typeof value === 'string');

  it('finds the input schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['registrationSchema', 'offerSchema', 'jailSchema', 'friendProfileSchema']),
    );
  });

  it.each(schemas)('%s', (name, schema) => {
    const values = name.endsWith('QuerySchema') ? TEXTS : HOSTILE;
    const messages = new Set<string>();
    const record = (value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    };
    const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    for (const value of values) {
      if (!name.endsWith('QuerySchema')) record(value);
      // Each field hostile while the others are absent, and each field hostile among plausible ones.
      for (const field of shape) {
        record({ [field]: value });
        record(Object.fromEntries(shape.map((name) => [name, name === field ? value : '1'])));
      }
    }
    const withoutCode = [...messages].filter((message) => !errorCode(message));
    // A body that is not an object at all is answered 'Expected a JSON object' by the Worker (lib/validate.ts).
    expect(withoutCode.filter((message) => !/expected object/.test(message))).toEqual([]);
  });
});

describe('errorMatch and errorAnswer', () => {
  it('finds a fixed text, a template with its values, and nothing for an unknown text', () => {
    expect(errorMatch('Not allowed')).toEqual({ code: 'notAllowed' });
    expect(errorMatch('Too many attempts. Try again in 7 minutes.')).toEqual({
      code: 'tooManyAttempts',
      params: { minutes: '7' },
    });
    expect(errorMatch('Too many attempts. Try again in 1 minute.')).toEqual({
      code: 'tooManyAttemptsMinute',
    });
    expect(errorMatch('Something else')).toBeUndefined();
  });

  it('answers the code beside the English, and no code key for an unknown text', () => {
    expect(errorAnswer('Please sign in')).toEqual({ error: 'Please sign in', code: 'signIn' });
    expect(errorAnswer('Too many attempts. Try again in 2 minutes.')).toEqual({
      error: 'Too many attempts. Try again in 2 minutes.',
      code: 'tooManyAttempts',
      params: { minutes: '2' },
    });
    expect(Object.keys(errorAnswer('Something else'))).toEqual(['error']);
  });
});

import { firstIssueMessage } from '@app/shared';
import { zValidator } from '@hono/zod-validator';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import type { AppEnv } from '../env';
import { fail } from './errors';

type Schema = z.ZodType;

/** A JSON body that is not an object (`[]`, `null`, `"x"`): the schemas' fields cannot say it, zod's own text would. */
export const EXPECTED_JSON_OBJECT = 'Expected a JSON object';

/**
 * The message a failed schema answers: the first issue's exact spec message (spec §5), except for a body that is
 * not an object at all, which answers EXPECTED_JSON_OBJECT, and zod's own English defaults, which answer
 * 'Invalid input': those have no code in the `errors` catalogue, so no Spanish.
 */
export function validationMessage(error: z.ZodError): string {
  const [issue] = error.issues;
  if (issue?.code === 'invalid_type' && issue.path.length === 0 && issue.expected === 'object')
    return EXPECTED_JSON_OBJECT;
  const message = firstIssueMessage(error);
  // Zod's own English (a field of a schema without its own message, e.g. a query parameter sent twice becomes an
  // array) answers the catalogued 'Invalid input', which has a code and so a Spanish text.
  return ZOD_DEFAULT_MESSAGE.test(message) ? 'Invalid input' : message;
}

/** The shapes of zod's default messages ("Invalid input: expected string, received array", "Too big: …"). */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|key|element|value|string|number)|Too (big|small)): |^Unrecognized keys?: /;

/** The validation hook: a failed schema answers 400 with its message (validationMessage). */
export function validationHook(result: { success: true } | { success: false; error: $ZodError }) {
  // The schemas are zod classic ones, whose errors are z.ZodError; the validator types them as the core class.
  if (!result.success) fail(400, validationMessage(result.error as z.ZodError));
}

function mediaType(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** hono's validator's answer to a JSON body that does not parse; routes that read JSON themselves answer the same. */
export const MALFORMED_JSON = 'Malformed JSON in request body';

/** What a route's `c.req.valid('json')` is typed by, as zValidator types it. */
type JsonInput<S extends Schema> = { in: { json: z.input<S> }; out: { json: z.output<S> } };

/**
 * JSON.parse's reviver that keeps a number only when it is written as JavaScript writes it (`42`, `2.5`); any other
 * (`1e10`, `10000000000.0`, `-0`) becomes the text it was sent as. The schemas take a number as its text
 * (`numericText`, the ids), so it is checked as sent: parsed alone, `1e10` passed "digits only" as 10000000000.
 */
function numberAsSent(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number' || context?.source === undefined) return value;
  return context.source === String(value) ? value : context.source;
}

/**
 * A JSON body validated by `schema`: 415 for another content type, 400 for malformed JSON (MALFORMED_JSON) and
 * 400 with the spec message for a failed rule. Numbers reach the schema as sent (numberAsSent), which is why the body
 * is parsed here rather than by hono's zValidator.
 */
export function jsonBody<S extends Schema>(schema: S): MiddlewareHandler<Env, string, JsonInput<S>> {
  return async (c, next) => {
    if (!JSON_TYPE.test(mediaType(c))) fail(415, 'Expected a JSON body');
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text(), numberAsSent);
    } catch {
      fail(400, MALFORMED_JSON);
    }
    const result = await schema.safeParseAsync(value);
    validationHook(result);
    // As zValidator does; the output may be any JSON value (a schema of z.unknown() lets null through).
    c.req.addValidatedData('json', result.data as object);
    await bodyArrived(c);
    await next();
  };
}

/** Form data whose body does not parse (a multipart body without its boundary, a truncated one). */
export const MALFORMED_FORM = 'Malformed form data in request body';

/**
 * Parses the request's form body once, answering 400 MALFORMED_FORM when it does not parse. The parsed form is
 * kept on the request, where hono's validator and `c.req.parseBody()` read it again without parsing.
 */
export async function readFormData(c: Context): Promise<FormData> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    fail(400, MALFORMED_FORM);
  }
  await bodyArrived(c);
  return form;
}

/**
 * Runs, once, what a guard left for when the body has arrived: the staff member it let through, read again
 * (auth/guards.ts `loadStaff`). Every reader of a request body below calls it before the route can act on the body.
 */
async function bodyArrived(c: Context): Promise<void> {
  const app = c as Context<AppEnv>;
  const check = app.get('bodyReadCheck');
  if (!check) return;
  app.set('bodyReadCheck', null);
  await check();
}

/** A form body (multipart or URL-encoded, spec §7 "form data") validated by `schema`; 415 otherwise. */
export function formBody<S extends Schema>(schema: S) {
  const validate = zValidator('form', schema, validationHook);
  return (async (c, next) => {
    if (!FORM_TYPES.has(mediaType(c))) fail(415, 'Expected form data');
    await readFormData(c);
    return validate(c, next);
  }) as typeof validate;
}

/** Query parameters validated by `schema`. */
export function queryParams<S extends Schema>(schema: S) {
  return zValidator('query', schema, validationHook);
}

/**
 * The body's bytes as UTF-8, whatever its content type says (`c.req.text()` reads the same, but workerd logs a
 * warning for a body whose type is not text, such as a form sent where a raw body was expected).
 */
export async function bodyText(c: Context): Promise<string> {
  const text = new TextDecoder().decode(await c.req.arrayBuffer());
  await bodyArrived(c);
  return text;
}

/**
 * Reads a raw text body (spec §7 "body is the …": an id, an e-mail, notes, HTML). Clients send it as
 * text/plain or, for some calls, with a JSON content type; a body that is itself a JSON string (`"notes"`) is
 * unwrapped, anything else is taken as it is (a form sent instead is then refused by the schema). A JSON number is
 * not converted: as text `1e12` would become the digits 1000000000000 and `12345678901.0` lose its `.0`, and pass
 * the phone rule; a number written as its digits (`42`, an id) is the same text either way.
 */
export async function readTextBody(c: Context): Promise<string> {
  const text = await bodyText(c);
  if (JSON_TYPE.test(mediaType(c))) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'string') return value;
    } catch {
      // not JSON: the raw text is the value
    }
  }
  return text;
}

/** The answer to an HTML body sent as something else (readHtmlBody). */
export const EXPECTED_HTML = 'Expected HTML text';

/**
 * Reads a raw HTML body (the friend intro): text of a text/* type (or of none), or a JSON string. A form, a JSON value
 * that is not a string or any other type is refused, so no such body is ever taken as the HTML itself.
 */
export async function readHtmlBody(c: Context): Promise<string> {
  const type = mediaType(c);
  if (type === '' || type.startsWith('text/')) return bodyText(c);
  if (!JSON_TYPE.test(type)) fail(415, EXPECTED_HTML);
  let value: unknown;
  try {
    value = JSON.parse(await bodyText(c));
  } catch {
    fail(400, MALFORMED_JSON);
  }
  if (typeof value !== 'string') fail(400, EXPECTED_HTML);
  return value;
}

/**
 * A raw text body validated by `schema` (e.g. `emailSchema`, an id schema), available to the handler as
 * `c.get('textBody')`. Failures answer 400 with the schema's first message, like the other validators.
 */
export function textBody<S extends Schema>(schema: S) {
  return createMiddleware<AppEnv & { Variables: { textBody: z.output<S> } }>(async (c, next) => {
    const result = schema.safeParse(await readTextBody(c));
    if (!result.success) fail(400, validationMessage(result.error));
    c.set('textBody', result.data as z.output<S>);
    await next();
  });
}

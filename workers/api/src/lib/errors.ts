import { errorAnswer } from '@app/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Ends the request with `{error: message}` and `status`: the one `onError` of createApp renders it (errorJson).
 * @example if (!offer) fail(404, 'Offer not found')
 */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/**
 * The JSON error answer (issue 13 §1): `{ error: "<exact English>", code: "<stable code>" }`, the code from the
 * `errors` catalogue of @app/shared (plus `params`, the values of a template message); `{ error }` alone for a
 * message the catalogue does not have. Every error answer of the Worker is written by this.
 * @example return errorJson(c, 'Not found', 404); // {"error":"Not found","code":"notFound"}
 */
export function errorJson(c: Context, message: string, status: ContentfulStatusCode): Response {
  return c.json(errorAnswer(message), status);
}

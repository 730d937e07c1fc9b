import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Ends the request with `{error: message}` and `status`: the one `onError` of createApp renders it.
 * @example if (!offer) fail(404, 'Offer not found')
 */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

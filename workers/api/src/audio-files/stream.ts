import { AUDIO_FILE_MESSAGES } from '@app/shared';
import type { Context } from 'hono';
import { getDb } from '../db/client';
import type { audioFiles } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { findAudioFile } from './queries';

/** A byte range of the Range header: the part to send, or a range that starts past the end (answered 416). */
type ByteRange = { offset: number; length: number } | 'past the end';

/**
 * One byte range of `bytes=start-end`, `bytes=start-` or `bytes=-suffix`; null for none or one we do not serve (the
 * whole file is then sent, as RFC 9110 allows), 'past the end' for one no byte of the file is in (a suffix of 0 too).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { offset: size - suffix, length: suffix } : 'past the end';
  }
  const offset = Number(from);
  if (offset >= size) return 'past the end';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return offset <= end ? { offset, length: end - offset + 1 } : null;
}

/**
 * Plays a file in the page (`<audio controls>`): inline, with the type its bytes proved, and byte ranges (Safari's
 * player and seeking ask for them). The play URL carries `?v=<updatedAt>`: that exact version may be kept a day by
 * the browser, any other URL is not kept, so a replaced file is never played from a cache.
 *
 * The bytes are those of the row's `r2Key`. A replace writes a new key, moves the row to it and then deletes the old
 * one: when that lands between reading the row and reading its bytes, the old object is gone, so the row is read
 * again and the new file sent whole (a range worked out for the old bytes means nothing in the new ones).
 */
export async function streamAudioFile<E extends AppEnv>(
  c: Context<E>,
  file: typeof audioFiles.$inferSelect,
  afterReplace = false,
): Promise<Response> {
  const part = afterReplace ? null : await readRange(c, file.r2Key);
  const object = part?.object ?? (await c.env.FILES.get(file.r2Key));
  if (!object) {
    const now = afterReplace ? undefined : await findAudioFile(getDb(c.env.DB), file.id);
    if (!now || now.r2Key === file.r2Key) return fail(404, AUDIO_FILE_MESSAGES.notFound);
    return streamAudioFile(c, now, true);
  }
  c.header('Content-Type', object.httpMetadata?.contentType ?? file.contentType);
  c.header('Content-Disposition', 'inline');
  c.header('Accept-Ranges', 'bytes');
  c.header(
    'Cache-Control',
    c.req.query('v') === file.updatedAt ? 'private, max-age=86400' : 'private, no-store',
  );
  if (!part) {
    c.header('Content-Length', String(object.size));
    return c.body(object.body, 200);
  }
  const { offset, length } = part.range;
  c.header('Content-Length', String(length));
  c.header('Content-Range', `bytes ${offset}-${offset + length - 1}/${object.size}`);
  return c.body(object.body, 206);
}

/**
 * The part of the object the Range header asks for, read only if the object is still the one its size came from
 * (its etag: keys are never written twice, this only keeps the size and the bytes of one object together); null when
 * the whole object is to be sent (no range, one not served) or it is gone since (a replace deleted it).
 */
async function readRange<E extends AppEnv>(c: Context<E>, key: string) {
  const header = c.req.header('Range');
  const head = header === undefined ? null : await c.env.FILES.head(key);
  if (!head) return null;
  const range = parseRange(header, head.size);
  if (range === 'past the end') {
    c.header('Content-Range', `bytes */${head.size}`);
    return fail(416, AUDIO_FILE_MESSAGES.rangePastEnd);
  }
  if (!range) return null;
  const object = await c.env.FILES.get(key, { range, onlyIf: { etagMatches: head.etag } });
  return object && 'body' in object ? { object, range } : null;
}

import { AUDIO_FILE_MESSAGES } from '@app/shared';
import type { Context } from 'hono';
import type { audioFiles } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';

/** One byte range of `bytes=start-end`, `bytes=start-` or `bytes=-suffix`; null for none or one we do not serve. */
export function parseRange(
  header: string | undefined,
  size: number,
): { offset: number; length: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { offset: size - suffix, length: suffix } : null;
  }
  const offset = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return offset <= end ? { offset, length: end - offset + 1 } : null;
}

/**
 * Plays a file in the page (`<audio controls>`): inline, with the type its bytes proved, and byte ranges (Safari's
 * player and seeking ask for them). The play URL carries `?v=<updatedAt>`: that exact version may be kept a day by
 * the browser, any other URL is not kept, so a replaced file is never played from a cache.
 */
export async function streamAudioFile<E extends AppEnv>(c: Context<E>, file: typeof audioFiles.$inferSelect) {
  const head = await c.env.FILES.head(file.r2Key);
  if (!head) return fail(404, AUDIO_FILE_MESSAGES.notFound);
  const range = parseRange(c.req.header('Range'), head.size);
  const object = await c.env.FILES.get(file.r2Key, range ? { range } : {});
  if (!object) return fail(404, AUDIO_FILE_MESSAGES.notFound);
  c.header('Content-Type', object.httpMetadata?.contentType ?? file.contentType);
  c.header('Content-Disposition', 'inline');
  c.header('Accept-Ranges', 'bytes');
  c.header(
    'Cache-Control',
    c.req.query('v') === file.updatedAt ? 'private, max-age=86400' : 'private, no-store',
  );
  if (!range) {
    c.header('Content-Length', String(object.size));
    return c.body(object.body, 200);
  }
  c.header('Content-Length', String(range.length));
  c.header('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
  return c.body(object.body, 206);
}

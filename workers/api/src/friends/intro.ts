import {
  INTRO_ALLOWED_ATTRIBUTES,
  INTRO_ALLOWED_TAGS,
  INTRO_ALLOWED_URL_SCHEMES,
  INTRO_DROPPED_WITH_CONTENT,
  INTRO_LINK_REL,
  INTRO_LINK_TARGET,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { type Db, getDb } from '../db/client';
import { friendIntro } from '../db/schema';
import type { Bindings } from '../env';
import { readShared, refreshShared, type SharedAnswer, type SharedPart } from '../lib/shared-answers';
import { DEFAULT_FRIEND_INTRO } from './default-intro';

export { DEFAULT_FRIEND_INTRO };

// spec §3 friend intro: staff-written HTML shown to the public (issue 9). It is sanitised with sanitize-html, a kept
// library, under the one policy of shared/src/html-policy.ts (the remote's DOMPurify reads the same lists), on save,
// and again whenever the public answer is built from the row (lib/shared-answers.ts), so a row written by any other
// path (a seed, the D1 console) is never served raw; the reads themselves serve the sanitised answer kept in memory
// or KV, which savefriendintro refreshes before it answers.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...INTRO_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(INTRO_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...INTRO_ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...INTRO_DROPPED_WITH_CONTENT],
  // Every kept link opens apart and carries no referrer, whatever the author wrote.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: INTRO_LINK_REL,
        target: INTRO_LINK_TARGET,
      },
    }),
  },
};

/** `html` with only the intro policy's formatting left (no script, handler, style or unsafe URL). */
export function sanitizeIntro(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The intro to show: the saved one, or until an admin saves one the default intro that states the pay of $.15 per
 * minute (spec §9).
 */
export async function readIntro(db: Db): Promise<string> {
  const row = await db.query.friendIntro.findFirst({ where: eq(friendIntro.id, 1) });
  return sanitizeIntro(row?.content ?? DEFAULT_FRIEND_INTRO);
}

/** The part of FRIEND_INTRO that GET /api/getfriendintro answers. */
const INTRO_CALL = 'getfriendintro';

/** GET /api/getfriendintro's answer `{content}`, shared by every caller (lib/shared-answers.ts). */
export const FRIEND_INTRO: SharedAnswer = {
  key: 'shared-answer:friend-intro',
  build: async (env) => ({ [INTRO_CALL]: { content: await readIntro(getDb(env.DB)) } }),
};

/** The public intro answer, from memory or KV. */
export function readIntroAnswer(env: Bindings): Promise<SharedPart> {
  return readShared(env, FRIEND_INTRO, INTRO_CALL);
}

/** Saves the sanitised intro (the one row, id 1), refreshes the public answer, and answers what was stored. */
export async function saveIntro(env: Bindings, html: string): Promise<string> {
  const content = sanitizeIntro(html);
  await getDb(env.DB)
    .insert(friendIntro)
    .values({ id: 1, content })
    .onConflictDoUpdate({ target: friendIntro.id, set: { content } });
  await refreshShared(env, FRIEND_INTRO);
  return content;
}

import {
  INTRO_ALLOWED_ATTRIBUTES,
  INTRO_ALLOWED_TAGS,
  INTRO_ALLOWED_URL_SCHEMES,
  INTRO_DROPPED_WITH_CONTENT,
  INTRO_LINK_REL,
  INTRO_LINK_TARGET,
  LANGUAGES,
  type Language,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { type ActorNotAdmin, insertAsAdmin } from '../auth/still-admin';
import { type Db, getDb } from '../db/client';
import { friendIntro } from '../db/schema';
import type { Bindings } from '../env';
import { readShared, refreshShared, type SharedAnswer, type SharedPart } from '../lib/shared-answers';
import { DEFAULT_FRIEND_INTRO, DEFAULT_FRIEND_INTRO_ES } from './default-intro';

export { DEFAULT_FRIEND_INTRO, DEFAULT_FRIEND_INTRO_ES };

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
 * The intros to show, by language (docs/decisions.md "Friend intro per language"): English is the saved one, or
 * until an admin saves one the default that states the pay of $.15 per minute (spec §9); Spanish is the saved
 * Spanish one, else the English one staff saved (it states what they decided), else its own default.
 */
export async function readIntros(db: Db): Promise<Record<Language, string>> {
  const row = await db.query.friendIntro.findFirst({ where: eq(friendIntro.id, 1) });
  return {
    en: sanitizeIntro(row?.content ?? DEFAULT_FRIEND_INTRO),
    es: sanitizeIntro(row?.contentEs ?? row?.content ?? DEFAULT_FRIEND_INTRO_ES),
  };
}

/** The intro to show in `language`. */
export async function readIntro(db: Db, language: Language = 'en'): Promise<string> {
  return (await readIntros(db))[language];
}

/** The part of FRIEND_INTRO that GET /api/getfriendintro answers in `language`. */
const introCall = (language: Language) => `getfriendintro:${language}`;

/**
 * GET /api/getfriendintro's answers `{content}`, one per language, shared by every caller (lib/shared-answers.ts).
 * The key names the parts' shape: a copy of an older shape (one part, `getfriendintro`) left in KV by the previous
 * deployment is never read for a part it does not have.
 */
export const FRIEND_INTRO: SharedAnswer = {
  key: 'shared-answer:friend-intro-by-language',
  build: async (env) => {
    const intros = await readIntros(getDb(env.DB));
    return Object.fromEntries(
      LANGUAGES.map((language) => [introCall(language), { content: intros[language] }]),
    );
  },
};

/** The public intro answer in `language`, from memory or KV. */
export function readIntroAnswer(env: Bindings, language: Language): Promise<SharedPart> {
  return readShared(env, FRIEND_INTRO, introCall(language));
}

/**
 * Saves the sanitised intro of `language` (the one row, id 1; a Spanish one saved first leaves English at its
 * default), refreshes the public answers, and answers what was stored.
 */
export async function saveIntro(
  env: Bindings,
  adminId: number,
  html: string,
  language: Language,
): Promise<string | ActorNotAdmin> {
  const content = sanitizeIntro(html);
  const set = language === 'es' ? { contentEs: content } : { content };
  // Only while the caller is still an ADMIN (auth/still-admin.ts).
  const saved = await insertAsAdmin(getDb(env.DB), adminId, friendIntro, {
    id: 1,
    content: DEFAULT_FRIEND_INTRO,
    ...set,
  })
    .onConflictDoUpdate({ target: friendIntro.id, set })
    .returning({ id: friendIntro.id });
  if (saved.length === 0) return 'actor-not-admin';
  await refreshShared(env, FRIEND_INTRO);
  return content;
}

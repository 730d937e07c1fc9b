import * as z from 'zod';
import { LANGUAGES } from '../i18n/languages';

// Answers of spec §7 "Friends" (the friend side, issue 9).

/** spec §3 Friend as the friend (or an ADMIN acting as them) and the staff list read it. */
export const friendAnswerSchema = z
  .object({
    id: z.number().int().positive(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    moneroAddress: z.string().nullable(),
    description: z.string().nullable(),
    /** The photo's URL (GET /api/friendphoto/:id?v=…), or null without a photo; never a data URL in a list. */
    image: z.string().nullable(),
    /** spec §4 availability: available (true) or busy (false). */
    active: z.boolean(),
    approved: z.boolean(),
    /** The phone was verified by the code of a Call Me. */
    verified: z.boolean(),
  })
  .strict();
export type FriendAnswer = z.infer<typeof friendAnswerSchema>;

/** GET /admin/api/getfriends. */
export const friendsAnswerSchema = z.array(friendAnswerSchema);
export type FriendsAnswer = z.infer<typeof friendsAnswerSchema>;

/** GET /api/getfriendintro and POST /admin/api/savefriendintro: the sanitised HTML. */
export const friendIntroAnswerSchema = z.object({ content: z.string() }).strict();
export type FriendIntroAnswer = z.infer<typeof friendIntroAnswerSchema>;

export const INTRO_LANGUAGE_MESSAGE = 'lang must be en or es';

/**
 * The query of GET /api/getfriendintro and POST /admin/api/savefriendintro: `lang`, the language of the intro read
 * or saved (docs/decisions.md "Friend intro per language"), English when absent.
 */
export const friendIntroQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: INTRO_LANGUAGE_MESSAGE }).default('en'),
});

/** POST /api/registerfriend: the new friend, signed in, and where the screen goes next. */
export const registerFriendAnswerSchema = z
  .object({
    message: z.string(),
    friend: z.object({ id: z.number().int().positive(), username: z.string() }).strict(),
    forward: z.string(),
  })
  .strict();
export type RegisterFriendAnswer = z.infer<typeof registerFriendAnswerSchema>;

/** finishfriendregistration (the code call placed), updatefriendprofile, verifyfriendregistration: the friend now. */
export const friendProfileAnswerSchema = z
  .object({ message: z.string(), friend: friendAnswerSchema })
  .strict();
export type FriendProfileAnswer = z.infer<typeof friendProfileAnswerSchema>;

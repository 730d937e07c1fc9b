import {
  type FriendIntroAnswer,
  type FriendProfileAnswer,
  type FriendProfileData,
  type FriendsAnswer,
  friendIntroQuerySchema,
  friendProfileSchema,
  type RegisterFriendAnswer,
  registrationSchema,
  requestLanguage,
} from '@app/shared';
import type { Context } from 'hono';
import * as z from 'zod';
import { readAsCaller } from '../auth/caller-check';
import { loadStaff, NOT_ALLOWED_MESSAGE, requireFriend, SIGN_IN_MESSAGE } from '../auth/guards';
import { hashPassword } from '../auth/password';
import { clientAddress, type TakenUses, takeUses } from '../auth/rate-limit';
import { getSession, startSession, updateSession } from '../auth/session';
import { actingAdminId, unlessActorNotAdmin } from '../auth/still-admin';
import { getDb } from '../db/client';
import type { AppEnv, Bindings } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { sharedJson } from '../lib/shared-answers';
import {
  bodyText,
  jsonBody,
  MALFORMED_JSON,
  queryParams,
  readFormData,
  readHtmlBody,
  textBody,
  validationMessage,
} from '../lib/validate';
import { telephonyFor } from '../telephony/provider';
import { readIntroAnswer, saveIntro } from './intro';
import { checkedPhoto, photoResponse, removePhoto, storePhoto } from './photos';
import {
  createFriend,
  friendAnswer,
  friendAnswerFrom,
  friendAnswers,
  friendAsCallerQuery,
  friendState,
  friendsAsCallerQuery,
  saveProfile,
} from './queries';
import { callMeLimits, claimCallMe, placeCodeCall, releaseCallMe, verifyCode } from './verification';

// spec §7 "Friends" (issue 9). Who may call what: DESIGN.md; the /admin/api prefix is guarded ADMIN in createApp.

/** spec §8 success message of a registration. */
export const REGISTERED = 'Registered user';
export const PROFILE_SAVED = 'Profile saved';
export const CODE_CALLED = 'We are calling you with your verification code';
export const VERIFIED = 'Phone verified: your profile is approved';
/** An approved friend saved another phone number: it is verified like the first, by Call Me and its code. */
export const NEW_PHONE_TO_VERIFY = 'Profile saved: verify your new phone number with Call Me';
export const NOT_APPROVED_YET = 'Verify your phone number first: click Call Me';
export const ALREADY_APPROVED = 'Your profile is already approved: use Save Profile';
export const CODE_REQUIRED = 'Please enter the verification code';

/** The code as typed: spaces and dashes people put between digits ("123 456") are left out. */
const codeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, ''))
  .pipe(z.string().min(1, CODE_REQUIRED).max(32, CODE_REQUIRED));

const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;
const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/**
 * POST /api/registerfriend: the public registration signs the new friend in; an ADMIN (registering from
 * /admin/friends/register) keeps the staff session and acts as the new friend, as /admin/api/loginfriend does
 * (docs/decisions.md). EMPLOYEE1 has no friend screens and is refused.
 */
async function registerFriend(c: Context<AppEnv>) {
  const session = await getSession(c);
  const staff = await loadStaff(c, session);
  if (staff && !staff.roles.includes('ADMIN')) fail(403, NOT_ALLOWED_MESSAGE);
  const data = registrationSchema.safeParse(await jsonOrForm(c));
  if (!data.success) fail(400, validationMessage(data.error));
  const db = getDb(c.env.DB);
  const friend = await createFriend(db, data.data, await hashPassword(data.data.password));
  if (staff) await updateSession(c, { staffId: staff.id, friendId: friend.id });
  else await startSession(c, { friendId: friend.id });
  const answer = {
    message: REGISTERED,
    friend,
    forward: staff ? '/admin/friends/profile' : '/friends/profile',
  } satisfies RegisterFriendAnswer;
  return c.json(answer, 200);
}

/** spec §7 registerfriend "with the registration form": JSON, or form data as the inmate's form may post it. */
async function jsonOrForm(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    // Read as every body reader of lib/validate.ts reads: an ADMIN registering is confirmed again once it arrived.
    const text = await bodyText(c);
    try {
      return JSON.parse(text);
    } catch {
      fail(400, MALFORMED_JSON);
    }
  }
  if (FORM_TYPE.test(type)) {
    await readFormData(c);
    return c.req.parseBody();
  }
  fail(415, 'Expected a JSON body');
}

/** The photo a profile save asks for, checked before anything is written: bytes to store, null to remove it. */
type PhotoChange = ReturnType<typeof checkedPhoto> | null | undefined;

/** A data URL replaces the photo (checked here: a refused one answers 400), '' removes it, an absent one keeps it. */
function photoChange(profile: FriendProfileData): PhotoChange {
  if (profile.image === '') return null;
  return profile.image === undefined ? undefined : checkedPhoto(profile.image);
}

/** Saves the profile and its photo change (photoChange). */
async function saveProfileWithPhoto(
  env: Bindings,
  friendId: number,
  profile: FriendProfileData,
  photo: PhotoChange = photoChange(profile),
) {
  let photoVersion: string | null | undefined;
  if (photo === null) {
    await removePhoto(env.FILES, friendId);
    photoVersion = null;
  } else if (photo !== undefined) {
    photoVersion = await storePhoto(env.FILES, friendId, photo);
  }
  await saveProfile(getDb(env.DB), friendId, profile, photoVersion);
}

async function profileAnswer(env: Bindings, friendId: number, message: string): Promise<FriendProfileAnswer> {
  return { message, friend: await friendAnswer(getDb(env.DB), friendId) };
}

async function approvedOf(env: Bindings, friendId: number): Promise<boolean> {
  const state = await friendState(getDb(env.DB), friendId);
  if (!state) fail(404, 'Friend not found');
  return state.approved === true;
}

export const friendRoutes = createRouter()
  .post('/api/registerfriend', registerFriend)
  // Shared by every caller, from memory or KV (friends/intro.ts); savefriendintro refreshes it before answering.
  // `?lang=` picks the language of the intro read or saved (docs/decisions.md "Friend intro per language").
  .get('/api/getfriendintro', queryParams(friendIntroQuerySchema), async (c) =>
    sharedJson(c, await readIntroAnswer(c.env, c.req.valid('query').lang)),
  )
  .post('/admin/api/savefriendintro', queryParams(friendIntroQuerySchema), async (c) => {
    const answer = {
      content: unlessActorNotAdmin(
        await saveIntro(c.env, actingAdminId(c), await readHtmlBody(c), c.req.valid('query').lang),
      ),
    } satisfies FriendIntroAnswer;
    return c.json(answer, 200);
  })
  // One D1 round trip that also confirms the caller (auth/caller-check.ts).
  .get('/admin/api/getfriends', async (c) => {
    const answer = friendAnswers(
      await readAsCaller(c, friendsAsCallerQuery, {}, 'id'),
    ) satisfies FriendsAnswer;
    return c.json(answer, 200);
  })
  // One D1 round trip that also confirms the caller (auth/caller-check.ts).
  .get('/api/getfrienddetail', requireFriend(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const rows = await readAsCaller(c, friendAsCallerQuery, { friendId: c.get('friendId') }, 'id');
    return c.json(friendAnswerFrom(rows), 200);
  })
  // spec §4: the unapproved friend completes the profile; the call speaks the code that verifies the phone.
  .post('/api/finishfriendregistration', requireFriend(), jsonBody(friendProfileSchema), async (c) => {
    const friendId = c.get('friendId');
    if (await approvedOf(c.env, friendId)) fail(403, ALREADY_APPROVED);
    const profile = c.req.valid('json');
    const photo = photoChange(profile);
    // The Call Me is claimed first, so a refused one (429: one call a minute, or the limits of callMeLimits) saves
    // nothing of the profile.
    const db = getDb(c.env.DB);
    const claim = await claimCallMe(db, friendId, profile.phoneNumber);
    let uses: TakenUses | undefined;
    try {
      uses = await takeUses(c, callMeLimits(profile.phoneNumber, clientAddress(c)));
      await saveProfileWithPhoto(c.env, friendId, profile, photo);
    } catch (error) {
      // Nobody was rung: the claim, and the uses if they were taken, are given back.
      await Promise.all([releaseCallMe(db, claim), uses?.giveBack()]);
      throw error;
    }
    const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
    await placeCodeCall(db, telephonyFor(c.env), claim, uses, language);
    return c.json(await profileAnswer(c.env, friendId, CODE_CALLED), 200);
  })
  .post('/api/verifyfriendregistration', requireFriend(), textBody(codeSchema), async (c) => {
    const friendId = c.get('friendId');
    if (await approvedOf(c.env, friendId)) fail(403, ALREADY_APPROVED);
    await verifyCode(getDb(c.env.DB), friendId, c.get('textBody'));
    return c.json(await profileAnswer(c.env, friendId, VERIFIED), 200);
  })
  .post('/api/updatefriendprofile', requireFriend(), jsonBody(friendProfileSchema), async (c) => {
    const friendId = c.get('friendId');
    if (!(await approvedOf(c.env, friendId))) fail(403, NOT_APPROVED_YET);
    await saveProfileWithPhoto(c.env, friendId, c.req.valid('json'));
    const answer = await profileAnswer(c.env, friendId, PROFILE_SAVED);
    return c.json(answer.friend.approved ? answer : { ...answer, message: NEW_PHONE_TO_VERIFY }, 200);
  })
  // The photo of a friend: to that friend and to an ADMIN (the Manage Friends grid, acting as the friend). EMPLOYEE1
  // has no friend screens (spec §6).
  // The id as digits only, as the other id routes: `0x1` or `1e0` are not ids (404 from the route table).
  .get('/api/friendphoto/:id{[1-9][0-9]{0,15}}', async (c) => {
    const friendId = Number(c.req.param('id'));
    const session = await getSession(c);
    const staff = await loadStaff(c, session);
    const allowed =
      staff?.roles.includes('ADMIN') || (session?.friendId === friendId && session.staffId === undefined);
    if (!allowed) {
      const signedIn = session?.inmateId !== undefined || session?.friendId !== undefined || staff !== null;
      fail(signedIn ? 403 : 401, signedIn ? NOT_ALLOWED_MESSAGE : SIGN_IN_MESSAGE);
    }
    return photoResponse(c.env.FILES, friendId);
  });

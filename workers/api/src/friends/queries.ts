import type { FriendAnswer, FriendProfileData, RegistrationData } from '@app/shared';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery, type RowOf, runCompiled } from '../db/compiled';
import { isEmailTaken, isUniqueViolation } from '../db/errors';
import { friends } from '../db/schema';
import { fail } from '../lib/errors';
import { storedForms } from '../telephony/numbers';
import { photoUrl } from './photos';

// Queries of the friend side (spec §3 Friend). The answers never carry the password hash or a code.

export const USERNAME_TAKEN = 'This username is already taken';
export const EMAIL_TAKEN = 'This e-mail address is already registered';

/** The columns of spec §3 Friend; the photo is a version here, a URL in the answer. */
const ANSWER_COLUMNS = {
  id: friends.id,
  firstName: friends.firstName,
  lastName: friends.lastName,
  username: friends.username,
  email: friends.email,
  phoneNumber: friends.phoneNumber,
  moneroAddress: friends.moneroAddress,
  description: friends.description,
  photoVersion: friends.photoVersion,
  available: friends.available,
  approved: friends.approved,
  verified: friends.verified,
};

/** The friends with the answer's columns; callers add their where and order. */
const selectAnswers = (db: Db) => db.select(ANSWER_COLUMNS).from(friends);

export type FriendRow = RowOf<typeof ANSWER_COLUMNS>;

function toAnswer({ photoVersion, available, ...rest }: FriendRow): FriendAnswer {
  return { ...rest, image: photoUrl(rest.id, photoVersion), active: available };
}

/** The friend's answer rows, bound with `{ friendId }` (compiled once, db/compiled.ts): none or one. */
const friendAnswerQuery = compiledQuery((db) =>
  selectAnswers(db)
    .where(eq(friends.id, sql.placeholder('friendId')))
    .limit(1),
);

/**
 * The same as a hot read (auth/caller-check.ts readAsCaller): the caller facts beside the friend's columns, the
 * friend LEFT JOINed to one row (key `id`).
 */
export const friendAsCallerQuery: HotRead<FriendRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...ANSWER_COLUMNS })
    .from(ONE_ROW)
    .leftJoin(friends, eq(friends.id, sql.placeholder('friendId'))),
);

/** The friend of friendAnswerQuery's rows, or 404 when the account is gone (a session outliving a deleted friend). */
export function friendAnswerFrom(rows: FriendRow[]): FriendAnswer {
  const [row] = rows;
  if (!row) fail(404, 'Friend not found');
  return toAnswer(row);
}

/** The friend, or 404 when the account is gone. */
export async function friendAnswer(db: Db, friendId: number): Promise<FriendAnswer> {
  const [rows] = await runCompiled(db.$client, [friendAnswerQuery.bind({ friendId })]);
  return friendAnswerFrom(rows);
}

/**
 * GET /admin/api/getfriends: every friend by last name, first name, as a hot read (auth/caller-check.ts
 * readAsCaller): the caller facts beside the friends' columns, the friends LEFT JOINed to one row (key `id`).
 * Answer its rows through `friendAnswers`: photos as URLs, never their bytes.
 */
export const friendsAsCallerQuery: HotRead<FriendRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...ANSWER_COLUMNS })
    .from(ONE_ROW)
    .leftJoin(friends, sql`1`)
    // Names as a person sorts them, ignoring case.
    .orderBy(
      asc(sql`${friends.lastName} COLLATE NOCASE`),
      asc(sql`${friends.firstName} COLLATE NOCASE`),
      asc(friends.id),
    ),
);

export const friendAnswers = (rows: FriendRow[]): FriendAnswer[] => rows.map(toAnswer);

export async function friendState(db: Db, friendId: number) {
  return db.query.friends.findFirst({
    columns: { id: true, approved: true, photoVersion: true },
    where: eq(friends.id, friendId),
  });
}

/**
 * Creates the friend of a registration payload (spec §3, §5); a taken username or e-mail answers 409, also when
 * two registrations race (the unique indexes decide). E-mails compare without case, as the inmates' do.
 */
export async function createFriend(db: Db, data: RegistrationData, passwordHash: string) {
  const taken = await db
    .select({ username: friends.username })
    .from(friends)
    .where(or(eq(friends.username, data.username), sql`lower(${friends.email}) = lower(${data.email})`))
    .limit(2);
  if (taken.some((row) => row.username === data.username)) fail(409, USERNAME_TAKEN);
  if (taken.length > 0) fail(409, EMAIL_TAKEN);
  try {
    const [friend] = await db
      .insert(friends)
      .values({
        firstName: data.firstName,
        lastName: data.lastName,
        username: data.username,
        email: data.email,
        passwordHash,
      })
      .returning({ id: friends.id, username: friends.username });
    if (!friend) throw new Error('friend not created');
    return friend;
  } catch (error) {
    if (isUniqueViolation(error, 'friends.username')) fail(409, USERNAME_TAKEN);
    if (isEmailTaken(error, 'friends')) fail(409, EMAIL_TAKEN);
    throw error;
  }
}

/** Saves the profile fields; `photoVersion` is given only when the photo changed (null removes it). */
export async function saveProfile(
  db: Db,
  friendId: number,
  profile: FriendProfileData,
  photoVersion: string | null | undefined,
) {
  // A number verified by a call stays so, in whichever form of spec §5 it is written again (telephony/numbers.ts);
  // another number waits for its own call (SET reads the row as it was).
  const keptWhenSameNumber = (column: typeof friends.verified) =>
    sql<boolean>`CASE WHEN ${inArray(friends.phoneNumber, storedForms(profile.phoneNumber))} THEN ${column} ELSE 0 END`;
  await db
    .update(friends)
    .set({
      phoneNumber: profile.phoneNumber,
      verified: keptWhenSameNumber(friends.verified),
      approved: keptWhenSameNumber(friends.approved),
      moneroAddress: profile.moneroAddress,
      description: profile.description,
      available: profile.available,
      ...(photoVersion !== undefined && { photoVersion }),
    })
    .where(eq(friends.id, friendId));
}

import type { SessionAnswer } from '@app/shared';
import type { Context } from 'hono';
import type { AppEnv, CallerFacts, SessionRecord } from '../env';
import { readCallerFacts } from './caller-check';

/**
 * `GET /api/session`'s answer and every sign-in's (SessionAnswer) for `record`: each part only while its account
 * exists. Built from the caller facts the session's confirmation already read (auth/caller-check.ts), so it costs no
 * D1 query of its own (issue 12 item 2); read here only when nothing confirmed the session in this request.
 */
export async function sessionAnswer<E extends AppEnv>(
  c: Context<E>,
  record: SessionRecord | null,
): Promise<SessionAnswer> {
  if (!record) return {};
  const facts = c.get('callerFacts') ?? (await readCallerFacts(c.env.DB, record));
  return sessionBody(record, facts);
}

/** The answer of a session from its caller facts. */
export function sessionBody(record: SessionRecord, { inmate, friend, staff }: CallerFacts): SessionAnswer {
  const body: SessionAnswer = {};
  if (inmate) body.inmate = { id: inmate.id, username: inmate.username, firstName: inmate.firstName };
  if (friend) body.friend = { id: friend.id, username: friend.username };
  if (staff) body.staff = { id: staff.id, name: staff.name, roles: staff.roles };
  // Issue 13 §5: staff acting as someone see whom on every page ("Acting as Ann Lee (inmate) — Stop").
  const actedAs = staff ? (inmate ?? friend) : undefined;
  if (actedAs) {
    const kind = inmate ? 'inmate' : 'friend';
    const { id, firstName, lastName } = actedAs;
    body.actingAs = { kind, id, firstName, lastName };
  }
  // Signed in with a temporary password: the shell keeps the user on the change-password screen.
  if (record.mustChangePassword && (inmate || friend)) body.mustChangePassword = true;
  return body;
}

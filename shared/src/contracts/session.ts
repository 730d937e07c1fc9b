import * as z from 'zod';
import { ROLES, type Session } from '../session';

// GET /api/session and the sign-in calls (POST /api/logininmate, loginfriend, loginstaff, GET {prefix}/api/
// logininmate?id=, /admin/api/loginfriend?id=) answer who is signed in (docs/architecture.md "Session").

const id = z.number().int().positive();

/** Who is signed in; every part is absent when anonymous. Its type is `Session` (session.ts, used by the shell). */
export const sessionAnswerSchema = z
  .object({
    inmate: z.object({ id, username: z.string(), firstName: z.string() }).strict().optional(),
    friend: z.object({ id, username: z.string() }).strict().optional(),
    staff: z
      .object({ id, name: z.string(), roles: z.array(z.enum(ROLES)) })
      .strict()
      .optional(),
    mustChangePassword: z.literal(true).optional(),
    actingAs: z
      .object({ kind: z.enum(['inmate', 'friend']), id, firstName: z.string(), lastName: z.string() })
      .strict()
      .optional(),
  })
  .strict();
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

// The schema and the `Session` type the remotes receive must describe the same thing: each is assignable to the
// other, or this does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sessionMatches: Same<SessionAnswer, Session> = true;
void sessionMatches;

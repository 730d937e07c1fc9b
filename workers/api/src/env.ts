import type { Role } from '@app/shared';
import * as z from 'zod';

// The Worker's bindings (wrangler.toml) and per-request variables, and its configuration validated once.
// Every module takes its types from here; nothing imports app.ts for a type.

/** Who a session belongs to; staff acting as an inmate or friend keep `staffId` and gain the other id. */
export type SessionRecord = {
  inmateId?: number;
  friendId?: number;
  staffId?: number;
  /**
   * The offers chosen on the offer selection screen (POST /api/selectoffers), waiting for payment. Anonymous
   * visitors get a session for it; it survives sign-in, registration and staff log-in-as.
   */
  selectedOfferIds?: number[];
  /**
   * A random id given to each new selection: a manual payment books the selection under it, once, however many
   * requests send it (payments/book-manual.ts).
   */
  selectionId?: string;
  /**
   * The inmate's or friend's `session_generation` when that identity was set; a password change raises it, which
   * ends the session (auth/session.ts). Absent = 0.
   */
  accountGeneration?: number;
  /** The staff member's `session_generation` when the staff identity was set, as `accountGeneration`. Absent = 0. */
  staffGeneration?: number;
  /**
   * The staff member as they were when the session took the staff identity (roles included): guards decide the hot
   * reads from it without a D1 query, and those reads confirm it in their own one D1 round trip (auth/caller-check.ts).
   */
  staff?: StaffMember;
  /** Signed in with a temporary password: only changepassword, session and logout answer until it is changed. */
  mustChangePassword?: true;
  /** That temporary password's hash, accepted as the old password of the forced change. */
  temporaryPasswordHash?: string;
  /** ISO 8601; the session ends 8 hours after it, whatever happens in between. */
  createdAt: string;
};

/** A staff member as the guards load it (roles confirmed against D1 on every call, so a change applies at once). */
export type StaffMember = { id: number; name: string; userName: string; roles: Role[] };

/** An inmate or friend as the session answer names them (GET /api/session, the acting-as banner). */
export type AccountNames = { id: number; username: string; firstName: string; lastName: string };

/** What a session's identity depends on in D1, read in one statement (auth/caller-check.ts). */
export type CallerFacts = {
  /** The staff member now (null = removed), when the session has a staff identity. */
  staff: StaffMember | null;
  /** The inmate's or friend's `session_generation` now (undefined = no such account or none in the session). */
  generation: number | undefined;
  /** The staff member's `session_generation` now (undefined = removed, or no staff identity). */
  staffGeneration: number | undefined;
  /**
   * The session's inmate and friend now (null = none in the session, or no such account): read by the same
   * statement, so the session answer costs no query of its own (issue 12 item 2).
   */
  inmate: AccountNames | null;
  friend: AccountNames | null;
};

/** The Worker's bindings and variables, as wrangler.toml declares them (secrets are optional locally). */
export type Bindings = {
  DB: D1Database;
  KV: KVNamespace;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  APP_ENV: string;
  /** `local` writes mail to the outbox table, `http` posts it to MAIL_API_URL. */
  MAIL_ADAPTER: string;
  TELEPHONY_ADAPTER: string;
  MAIL_FROM: string;
  SUPPORT_EMAIL: string;
  /** JSON map of remote name to entry URL, used when KV holds no `mf-manifest`. */
  REMOTES: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Payments (payments/port.ts): the keys are secrets in production; host/port/protocol only locally. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
  /** Telephony (telephony/port.ts): the Twilio account; the auth token is a secret in production. */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  /** The number Twilio calls from (E.164). */
  TWILIO_FROM_NUMBER?: string;
  /** Where the Twilio adapter sends its REST calls: scripts/twilio-local locally; unset = api.twilio.com. */
  TWILIO_API_BASE?: string;
};

/** Twilio's own REST API: TWILIO_API_BASE when unset (production). */
export const TWILIO_API = 'https://api.twilio.com';

/** Per-request values set by middleware. */
export type Variables = {
  /** The session record, loaded lazily by `getSession` (undefined = not read yet, null = anonymous). */
  session: SessionRecord | null | undefined;
  sessionId: string | null | undefined;
  /** The signed-in staff member, once a guard has loaded it. */
  staff: StaffMember | undefined;
  /**
   * How the session's identity was confirmed against D1 (auth/caller-check.ts): `done` by the session read's one
   * query, `deferred` while a hot read still has to confirm it in its own batch; undefined = not read yet.
   */
  callerCheck: 'done' | 'deferred' | undefined;
  /** What the caller's confirmation read from D1, for the session answer (auth/session-answer.ts). */
  callerFacts: CallerFacts | undefined;
  /** Set on the hot reads that confirm the caller in their own D1 round trip. */
  hotRead: boolean | undefined;
  /** The guards a deferred confirmation runs again with what D1 answered. */
  rechecks: (() => Promise<void>)[] | undefined;
  /**
   * What a guard that let a staff member through leaves for once the request's body has arrived (auth/guards.ts
   * `loadStaff`, run by lib/validate.ts): undefined = none left yet, null = already run.
   */
  bodyReadCheck: (() => Promise<void>) | null | undefined;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };

const configSchema = z.object({
  /** `local` only under `npm start` and the tests: it opens the development doors (/api/dev/*). */
  APP_ENV: z.enum(['local', 'production']),
  MAIL_ADAPTER: z.enum(['local', 'http']),
  TELEPHONY_ADAPTER: z.enum(['local', 'twilio']),
  MAIL_FROM: z.string().min(1),
  SUPPORT_EMAIL: z.string().min(1),
  REMOTES: z.string(),
  MAIL_API_URL: z.string().optional(),
  MAIL_API_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.string().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).default(TWILIO_API),
});

/** The Worker's validated configuration (the plain-text variables of wrangler.toml and the secrets). */
export type Config = z.infer<typeof configSchema>;

const parsed = new WeakMap<object, Config>();

/**
 * The validated configuration of `env`, parsed on first use and kept for the isolate's life (the bindings object
 * is the same for every request). A wrong deployment fails loudly on its first request instead of misbehaving.
 * @example if (config(c.env).APP_ENV !== 'local') return notFound
 */
export function config(env: Bindings): Config {
  // A request's env inherits from the isolate's (db/client.ts d1Session): parsed once all the same.
  const known = parsed.get(env) ?? parsed.get(Object.getPrototypeOf(env));
  if (known) return known;
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`The Worker's configuration is invalid (${fields}); see wrangler.toml`);
  }
  parsed.set(env, result.data);
  return result.data;
}

import * as z from 'zod';
import { SERVICE_TYPES } from '../session';
import { creditsSchema } from './units';

// GET {prefix}/api/getinmates (spec §7 "Administration", §3 inmate listing row; screen 14 Manage Inmates).

/** The columns the listing sorts on; `-` before one sorts it descending (e.g. `-lastUsed`). */
export const INMATE_LIST_SORTS = ['lastName', 'firstName', 'username', 'lastUsed'] as const;
export type InmateListSort = (typeof INMATE_LIST_SORTS)[number];

export const INMATE_LIST_DEFAULT_LIMIT = 50;
export const INMATE_LIST_MAX_LIMIT = 200;
/** The total of the whole filtered list, for paging: a header, so the answer stays the spec's plain list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const whole = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number);

/** The query of getinmates: every parameter optional. */
export const inmateListQuerySchema = z.object({
  /**
   * Contained (case-insensitively) in the first or last name, username, e-mail or provider phone number. Composed
   * (NFC) as the names are stored, so an accent typed as its own mark (José as e + U+0301) still finds them.
   */
  q: z
    .string()
    .trim()
    .normalize('NFC')
    .max(100, 'The search is too long')
    .regex(/^\P{Cc}*$/u, 'The search cannot contain control characters')
    .optional(),
  sort: z
    .enum([...INMATE_LIST_SORTS, ...INMATE_LIST_SORTS.map((sort) => `-${sort}` as const)], {
      error: `sort must be one of ${INMATE_LIST_SORTS.join(', ')}, optionally after -`,
    })
    .default('lastName'),
  limit: whole('limit')
    .pipe(
      z
        .number()
        .min(1, 'limit must be at least 1')
        .max(INMATE_LIST_MAX_LIMIT, `limit must be at most ${INMATE_LIST_MAX_LIMIT}`),
    )
    .default(INMATE_LIST_DEFAULT_LIMIT),
  offset: whole('offset').default(0),
});
export type InmateListQuery = z.output<typeof inmateListQuerySchema>;

const serviceTypes = z.array(z.enum(SERVICE_TYPES));

/** spec §3 inmate listing row. */
export const inmateListRowSchema = z
  .object({
    inmate: z
      .object({
        id: z.number().int().positive(),
        firstName: z.string(),
        lastName: z.string(),
        username: z.string(),
        email: z.string(),
        /** ADMIN only: never sent to EMPLOYEE1 (issue 10, screen 14). */
        secretCode: z.string().optional(),
        twilioNumber: z.string().nullable(),
      })
      .strict(),
    /** The date of the inmate's last call record; null = never used. */
    lastUsed: z.string().nullable(),
    /** Service types of the inmate's services that are not depleted (spec §4 `isDepleted`). */
    currentServiceTypes: serviceTypes,
    /** Service types only of depleted services (a type with a current service is current, not both). */
    depletedServiceTypes: serviceTypes,
    /** Credits of the inmate's call records of the last 30 days, one decimal. */
    creditsUsedLast30Days: creditsSchema,
  })
  .strict();
export type InmateListRow = z.infer<typeof inmateListRowSchema>;

export const inmateListAnswerSchema = z.array(inmateListRowSchema);
export type InmateListAnswer = z.infer<typeof inmateListAnswerSchema>;

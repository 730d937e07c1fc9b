import * as z from 'zod';
import { ROLES } from '../session';

// Answers of spec §7 "Administration": jails, employees and the assistant phone (ADMIN only, under /admin/api).
// Failures are `{error}` like every call (docs/architecture.md "Errors"): the §5 message of the first failing rule
// (400), or the texts listed on each call below.

const id = z.number().int().positive();

/**
 * spec §3 Jail (an institution). The form may send the numbers as text; the answer always has `promptDuration` and
 * `pauseBeforeGreeting` as whole seconds, and `phoneNumber` and `dtmfResponse` as the digits typed.
 */
export const jailAnswerSchema = z
  .object({
    id,
    name: z.string(),
    /** Digits only, at most 11 (spec §5). */
    phoneNumber: z.string().regex(/^[0-9]{1,11}$/),
    /** Seconds, 0 to 99. */
    promptDuration: z.number().int().min(0).max(99),
    /** Seconds, 0 to 99. */
    pauseBeforeGreeting: z.number().int().min(0).max(99),
    /** The one DTMF digit that accepts a call, e.g. "1". */
    dtmfResponse: z.string().regex(/^[0-9]$/),
  })
  .strict();
export type JailAnswer = z.infer<typeof jailAnswerSchema>;

/** GET /admin/api/getjails: every jail, by name (case-insensitive), then id. */
export const jailsAnswerSchema = z.array(jailAnswerSchema);
export type JailsAnswer = z.infer<typeof jailsAnswerSchema>;

/**
 * POST /admin/api/addjail (JSON `jailSchema`; no id adds, an id updates): the jail as saved, and spec §8's success
 * text. Failures: 400 with the §5 message; 404 `Failed to Add Jail` for an id that is not a jail.
 */
export const saveJailAnswerSchema = z
  .object({ message: z.literal('Jail Added'), jail: jailAnswerSchema })
  .strict();
export type SaveJailAnswer = z.infer<typeof saveJailAnswerSchema>;

/** spec §3 Employee as the back office reads it: never a password or its hash. */
export const employeeAnswerSchema = z
  .object({
    id,
    name: z.string(),
    userName: z.string(),
    /** At least one, each once, in the order of ROLES (ADMIN first). */
    roles: z.array(z.enum(ROLES)).min(1),
  })
  .strict();
export type EmployeeAnswer = z.infer<typeof employeeAnswerSchema>;

/** GET /admin/api/getemployees: every employee, by name (case-insensitive), then id. */
export const employeesAnswerSchema = z.array(employeeAnswerSchema);
export type EmployeesAnswer = z.infer<typeof employeesAnswerSchema>;

/**
 * POST /admin/api/saveemployee (JSON `employeeSchema`; no id adds, an id updates, an empty password keeps the old
 * one): the employee as saved, and spec §8's success text. Failures: 400 with the §5 message; 404 `Failed to Add
 * Employee` (unknown id); 409 `This user name is already taken`; 403 `You cannot remove your own ADMIN role`;
 * 409 `The last ADMIN must keep the ADMIN role` (only reachable when two admins demote each other at once);
 * 403 `Not allowed` when the caller lost ADMIN while the request was on its way.
 */
export const saveEmployeeAnswerSchema = z
  .object({ message: z.literal('Employee Added'), employee: employeeAnswerSchema })
  .strict();
export type SaveEmployeeAnswer = z.infer<typeof saveEmployeeAnswerSchema>;

/**
 * POST /admin/api/deleteemployee (raw id body): the id deleted. The message is spec §8's "Employee Added (also
 * shown after a delete)", so a screen shows `message` after either call. Failures: 400 `Invalid id`; 404 `Failed to
 * Delete Employee` (unknown id); 403 `You cannot delete your own account`; 409 `The last ADMIN cannot be deleted`
 * (two admins deleting each other at once); 403 `Not allowed` when the caller lost ADMIN meanwhile.
 */
export const deleteEmployeeAnswerSchema = z.object({ message: z.literal('Employee Added'), id }).strict();
export type DeleteEmployeeAnswer = z.infer<typeof deleteEmployeeAnswerSchema>;

/**
 * GET /admin/api/getassistantphone and POST /admin/api/saveassistantphone (raw body, `assistantPhoneSchema`): the
 * Personal Assistant phone number (spec §3), `''` until one is saved. Saving answers the number as stored (trimmed).
 */
export const assistantPhoneAnswerSchema = z
  .object({ value: z.union([z.literal(''), z.string().regex(/^\+?[0-9]{10,13}$/)]) })
  .strict();
export type AssistantPhoneAnswer = z.infer<typeof assistantPhoneAnswerSchema>;

/**
 * GET /admin/api/getfriendrate and POST /admin/api/savefriendrate (raw body, `friendRateSchema`): what a friend earns
 * per accepted PHONE_PALS minute, in cents (spec §1, §9: 15 until an admin saves another). Earnings already in the
 * ledger keep the rate of their call.
 */
export const friendRateAnswerSchema = z.object({ cents: z.number().int().min(0).max(1000) }).strict();
export type FriendRateAnswer = z.infer<typeof friendRateAnswerSchema>;

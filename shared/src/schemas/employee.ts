import * as z from 'zod';
import { ROLES, type Role } from '../session';
import { passwordSchema, usernameSchema } from './person';
import { atMost, matches, NAME_WITH_DIGITS_PATTERN, optionalIdSchema, requiredText } from './rules';

export const EMPLOYEE_NAME_MAX = 25;

/** spec §5 says the roles message wrongly names service types; the product keeps the spec's exact text. */
const AT_LEAST_ONE_ROLE = 'Please select at least 1 service type';

/** At least one role; each role once, in the order of ROLES. */
const rolesSchema = z
  .array(z.enum(ROLES, { error: 'Unknown role' }), { error: AT_LEAST_ONE_ROLE })
  .check((payload) => {
    if (payload.value.length === 0)
      payload.issues.push({ code: 'custom', message: AT_LEAST_ONE_ROLE, input: payload.value });
  })
  .transform((roles): Role[] => ROLES.filter((role) => roles.includes(role)));

/**
 * POST /admin/api/saveemployee (add and update): JSON {id, name, userName, password, roles}.
 * The password is required only when adding (no id); when updating, an empty or absent password keeps the old one
 * (output undefined), and a given one must pass the password rules.
 */
export const employeeSchema = z
  .object({
    id: optionalIdSchema,
    name: requiredText('Name is required', [
      [matches(NAME_WITH_DIGITS_PATTERN), 'Name can only contain letters, digits, spaces and #'],
      [atMost(EMPLOYEE_NAME_MAX), `Name must be at most ${EMPLOYEE_NAME_MAX} characters`],
    ]),
    userName: usernameSchema,
    password: z
      .string({ error: 'password is required' })
      .nullish()
      .transform((value) => value || undefined),
    roles: rolesSchema,
  })
  .superRefine(
    (employee, ctx) => {
      const adding = employee.id === undefined;
      if (!adding && employee.password === undefined) return;
      const result = passwordSchema.safeParse(employee.password ?? '');
      if (result.success) return;
      const issue = {
        code: 'custom' as const,
        message: result.error.issues[0]?.message ?? 'password is required',
        path: ['password'],
        input: employee.password,
      };
      // Keep the issues in the order of the form's fields (name, userName, password, roles), so the API's {error}
      // is the first field's message.
      const rolesAt = ctx.issues.findIndex((other) => other.path?.[0] === 'roles');
      if (rolesAt === -1) ctx.issues.push(issue);
      else ctx.issues.splice(rolesAt, 0, issue);
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === 'password'),
    },
  );

export type EmployeeInput = z.input<typeof employeeSchema>;
export type EmployeeData = z.output<typeof employeeSchema>;

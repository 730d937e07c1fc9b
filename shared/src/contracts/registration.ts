import * as z from 'zod';

/** POST {/admin}/api/registerinmate (spec §8 "Registered user"): the new inmate and where the screen goes next. */
export const registerInmateAnswerSchema = z
  .object({
    message: z.literal('Registered user'),
    inmate: z
      .object({ id: z.number().int().positive(), username: z.string(), firstName: z.string() })
      .strict(),
    forward: z.enum(['/inmates/paymentmethod', '/admin/inmates']),
  })
  .strict();
export type RegisterInmateAnswer = z.infer<typeof registerInmateAnswerSchema>;

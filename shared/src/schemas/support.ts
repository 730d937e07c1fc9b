import * as z from 'zod';
import { emailSchema } from './person';
import { atMost, requiredText } from './rules';

export const SUPPORT_MESSAGE_MAX = 5000;
export const CAPTCHA_MAX = 10;

/** POST /api/emailus: JSON {message, from, captcha} (spec §3 support request, screen 19). */
export const supportRequestSchema = z.object({
  message: requiredText('message is required', [
    [atMost(SUPPORT_MESSAGE_MAX), `message must be at most ${SUPPORT_MESSAGE_MAX} characters`],
  ]),
  from: emailSchema,
  captcha: requiredText('captcha is required', [
    [atMost(CAPTCHA_MAX), `captcha must be at most ${CAPTCHA_MAX} characters`],
  ]),
});

/**
 * POST /api/emailcaptcha: JSON {from}. The contact form's captcha by e-mail, for whoever cannot read the picture:
 * the address the support request will come from, checked by the same rule as the form's.
 */
export const captchaMailSchema = z.object({ from: emailSchema });

export type CaptchaMailData = z.output<typeof captchaMailSchema>;
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequestData = z.output<typeof supportRequestSchema>;

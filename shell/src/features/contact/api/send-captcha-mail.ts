import { type CaptchaMailData, postJson } from '@app/shared';

/** POST /api/emailcaptcha with JSON {from}: the captcha as a code mailed to that address (docs/decisions.md). */
export const sendCaptchaMail = (request: CaptchaMailData) => postJson<unknown>('/api/emailcaptcha', request);

import { postForm, type ResetPasswordData } from '@app/shared';

/** POST /api/resetpassword with form data {username, email} (spec §7). */
export const resetPassword = (reset: ResetPasswordData) => postForm<unknown>('/api/resetpassword', reset);

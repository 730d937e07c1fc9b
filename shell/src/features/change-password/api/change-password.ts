import { type ChangePasswordData, postForm } from '@app/shared';

/** POST /api/changepassword with form data {password, newPassword, reenterPassword} (spec §7). */
export const changePassword = (change: ChangePasswordData) =>
  postForm<unknown>('/api/changepassword', change);

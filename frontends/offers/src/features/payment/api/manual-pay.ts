import { type ManualPayAnswer, postText } from '@app/shared';

/** POST /admin/api/manualpay: the reference notes as the body, with a JSON content type (spec §7). */
export const manualPay = (notes: string) =>
  postText<ManualPayAnswer>('/admin/api/manualpay', JSON.stringify(notes), 'application/json');

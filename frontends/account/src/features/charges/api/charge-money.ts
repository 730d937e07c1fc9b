import { type CurrencyChargeInput, postForm } from '@app/shared';
import type { PaymentForm } from '../../../lib/api-types';

const fields = (charge: CurrencyChargeInput) => ({
  amount: String(charge.amount),
  description: String(charge.description),
});

/** POST /admin/api/auxiliarychargecurrency with form data {amount, description}: the card form to show. */
export const chargeMoney = (charge: CurrencyChargeInput) =>
  postForm<PaymentForm>('/admin/api/auxiliarychargecurrency', fields(charge));

/** POST /admin/api/auxiliarychargecurrencywithmethodonfile with form data {amount, description}. */
export const chargeCardOnFile = (charge: CurrencyChargeInput) =>
  postForm<{ message: string }>('/admin/api/auxiliarychargecurrencywithmethodonfile', fields(charge));

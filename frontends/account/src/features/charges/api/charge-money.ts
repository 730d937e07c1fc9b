import {
  type CardOnFileChargeAnswer,
  type CurrencyChargeInput,
  type PaymentFormAnswer,
  postForm,
} from '@app/shared';

const fields = (charge: CurrencyChargeInput) => ({
  amount: String(charge.amount),
  description: String(charge.description),
  ...(charge.requestId && { requestId: charge.requestId }),
});

/** POST /admin/api/auxiliarychargecurrency with form data {amount, description}: the card form to show. */
export const chargeMoney = (charge: CurrencyChargeInput) =>
  postForm<PaymentFormAnswer>('/admin/api/auxiliarychargecurrency', fields(charge));

/** POST /admin/api/auxiliarychargecurrencywithmethodonfile with form data {amount, description, requestId}. */
export const chargeCardOnFile = (charge: CurrencyChargeInput) =>
  postForm<CardOnFileChargeAnswer>('/admin/api/auxiliarychargecurrencywithmethodonfile', fields(charge));

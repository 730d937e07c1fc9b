import { type BasePath, type ChargeCreditsAnswer, type CreditChargeInput, postForm } from '@app/shared';

/** POST {prefix}/api/auxiliarychargecredits with form data {serviceId, credits, description} (spec §7). */
export const chargeCredits = (basePath: BasePath, charge: CreditChargeInput) =>
  postForm<ChargeCreditsAnswer>(`${basePath}/api/auxiliarychargecredits`, {
    serviceId: String(charge.serviceId),
    credits: String(charge.credits),
    description: String(charge.description),
  });

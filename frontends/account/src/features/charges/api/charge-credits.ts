import { type BasePath, type ChargeCreditsAnswer, type CreditChargeInput, postForm } from '@app/shared';

/**
 * POST {prefix}/api/auxiliarychargecredits with form data {serviceId, credits, description} (spec §7) and the
 * charge's requestId, so a charge sent again after a lost answer takes the credits once.
 */
export const chargeCredits = (basePath: BasePath, charge: CreditChargeInput & { requestId: string }) =>
  postForm<ChargeCreditsAnswer>(`${basePath}/api/auxiliarychargecredits`, {
    serviceId: String(charge.serviceId),
    credits: String(charge.credits),
    description: String(charge.description),
    requestId: charge.requestId,
  });

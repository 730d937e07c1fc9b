import { describe, expect, it } from 'vitest';
import { createService, inmateWithViewers } from '../../test/account-fixtures';
import { call } from '../../test/http';

// The service list's `renewable` (getservicesforinmate): Renew is offered only where POST /api/renewservice can
// succeed — a Recurring service whose offer is still sold at a price a card can be charged (renewal-rule.ts).

describe('renewable in getservicesforinmate', () => {
  it('is true for a Recurring service of an offer on sale, false once the offer is off sale, retired or too cheap', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const cases = {
      onSale: await createService(inmate.id, { recurringPayments: true }),
      oneTime: await createService(inmate.id, { recurringPayments: false }),
      offSale: await createService(inmate.id, { recurringPayments: true, offer: { active: false } }),
      retired: await createService(inmate.id, { recurringPayments: true, offer: { retired: true } }),
      cheap: await createService(inmate.id, { recurringPayments: true, offer: { priceCents: 49 } }),
      cardMinimum: await createService(inmate.id, { recurringPayments: true, offer: { priceCents: 50 } }),
    };
    for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
      const response = await call('/api/getservicesforinmate', { cookie: await cookie(viewer) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { id: number; renewable: boolean }[];
      const renewable = Object.fromEntries(
        Object.entries(cases).map(([name, service]) => [
          name,
          body.find((row) => row.id === service.id)?.renewable,
        ]),
      );
      expect(renewable).toEqual({
        onSale: true,
        oneTime: false,
        offSale: false,
        retired: false,
        cheap: false,
        cardMinimum: true,
      });
    }
  });
});

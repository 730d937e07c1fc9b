import { type At, call, insert, type Row, service } from './rows';

/**
 * inmate1's account (spec §2 screen 4): a recurring service in use, a depleted one (0.5 credits left, with a fixed
 * monthly charge and auto-renewal), one without expiry, and one whose paid period is over; its payments, card on
 * file, auxiliary charges and calls.
 */
export function inmate1HistoryStatements(at: At): string[] {
  return [
    insert('services', [
      service(1, 1, 1, 'Friends 60', 423, at(-40), null, { recurring: true, selected: true }),
      service(2, 1, 6, 'AI Chat Monthly', 5, at(-20), at(10), { recurring: true, automatic: true }),
      service(3, 1, 7, 'Messages 100', 870, at(-10), null),
      service(4, 1, 2, 'Friends 150', 300, at(-50), at(-20), { active: false }),
    ]),
    insert('payment_methods', [
      {
        id: 1,
        inmate_id: 1,
        kind: 'card',
        description: 'Visa •••• 4242',
        stripe_customer_id: 'cus_demo_inmate1',
        stripe_payment_method_id: 'pm_demo_visa',
        created_at: at(-40),
      },
      {
        id: 2,
        inmate_id: 1,
        kind: 'manual',
        description: 'Manual payment by admin',
        stripe_customer_id: null,
        stripe_payment_method_id: null,
        created_at: at(-10),
      },
    ]),
    insert('payments', [
      payment(1, 1, 999, at(-40), 1, 'pi_demo_0001', ''),
      payment(2, 1, 1299, at(-20), 1, 'pi_demo_0002', ''),
      payment(3, 1, 599, at(-10), 2, null, 'Money order #1042'),
      payment(4, 1, 1250, at(-6), 1, 'pi_demo_aux_0001', 'Replacement ID card'),
      payment(5, 1, 1999, at(-50), 1, 'pi_demo_0005', ''),
    ]),
    // Auxiliary charges (spec §2 screen 6): credits taken by staff, and a money charge paid by card.
    insert('auxiliary_credit_charges', [
      {
        id: 1,
        service_id: 3,
        tenths: 15,
        description: 'Replacement earbuds',
        agent_username: 'staff',
        date: at(-8),
      },
      {
        id: 2,
        service_id: 1,
        tenths: 50,
        description: 'Tablet repair',
        agent_username: 'admin',
        date: at(-3),
      },
    ]),
    insert('auxiliary_currency_charges', [
      {
        id: 1,
        inmate_id: 1,
        price_cents: 1250,
        description: 'Replacement ID card',
        payment_id: 4,
        date_purchased: at(-6),
      },
    ]),
    insert('payment_services', [
      { payment_id: 1, service_id: 1, service_title: 'Friends 60' },
      { payment_id: 2, service_id: 2, service_title: 'AI Chat Monthly' },
      { payment_id: 3, service_id: 3, service_title: 'Messages 100' },
      { payment_id: 5, service_id: 4, service_title: 'Friends 150' },
    ]),
    insert('calls', [
      call(1, 1, 1, at(-35), 125, 'PHONE_PALS', 'c0a8e1f2-0001-4d6e-9b1a-000000000001', 1, 750),
      call(2, 1, 1, at(-12), 52, 'PHONE_PALS', 'c0a8e1f2-0002-4d6e-9b1a-000000000002', 1, 312),
      call(3, 1, 2, at(-19), 100, 'AI_CHAT', null, null, null), // the monthly fixed charge
      call(4, 1, 2, at(-5), 1895, 'AI_CHAT', 'c0a8e1f2-0004-4d6e-9b1a-000000000004', null, null),
      call(5, 1, 3, at(-1, -3), 130, 'MESSAGING', 'c0a8e1f2-0005-4d6e-9b1a-000000000005', null, null),
    ]),
    // The month of that fixed charge is settled, so the lifecycle run does not charge it again that month.
    insert('service_monthly_charges', [
      { id: 1, service_id: 2, month: at(-19).slice(0, 7), tenths: 100, call_id: 3, charged_at: at(-19) },
    ]),
  ];
}

function payment(
  id: number,
  inmateId: number,
  amountCents: number,
  paymentDate: string,
  paymentMethodId: number,
  stripePaymentIntentId: string | null,
  notes: string,
): Row {
  return {
    id,
    inmate_id: inmateId,
    amount_cents: amountCents,
    payment_date: paymentDate,
    payment_method_id: paymentMethodId,
    stripe_payment_intent_id: stripePaymentIntentId,
    notes,
    status: 'succeeded',
  };
}

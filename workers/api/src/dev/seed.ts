import { hashPassword } from '../auth/password';

// The demo data of DESIGN.md ("Demo accounts"), as SQL statements for `wrangler d1 execute --file` and the
// bench. Every row has a fixed id and is written with INSERT OR IGNORE, so applying the statements twice
// changes nothing. Local only: a real deployment gets its first ADMIN from scripts/create-admin.ts.

export type SeedOptions = {
  /** Generated inmates (with services and calls) added for the benchmark. */
  extraInmates?: number;
  /** The time the relative dates count from; defaults to now. */
  now?: Date;
};

type Value = string | number | boolean | null;
type Row = Record<string, Value>;

/** A SQL literal: strings quoted with '' escaping, booleans as 0/1. */
function literal(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** One `INSERT OR IGNORE` statement for rows sharing the first row's columns. */
function insert(table: string, rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map((row) => `(${columns.map((column) => literal(row[column] ?? null)).join(', ')})`);
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')};`;
}

/** Rows are written 100 to a statement: few statements, each well under D1's statement size limit. */
function insertAll(table: string, rows: Row[], perStatement = 100): string[] {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += perStatement)
    statements.push(insert(table, rows.slice(i, i + perStatement)));
  return statements;
}

export const DEMO_PASSWORDS = {
  admin: 'Admin#2026x',
  staff: 'Staff#2026x',
  inmate1: 'Inmate#2026x',
  friend1: 'Friend#2026x',
  /** Every generated benchmark inmate (`bench1`, `bench2`, …). */
  bench: 'Bench#2026x',
} as const;

/** A valid-format Monero (XMR) main-network address, generated for the demo; it belongs to nobody. */
export const DEMO_MONERO_ADDRESS =
  '48ucyGnjAhzUAmM9zTPxnubRy1LvWMrqVRZ9shjtBXHfffWeJHMqzi4jcF6Rxnm1173PfiF5wwxJUN7tpaDHyTptPSKbR3p';

/** The default friend intro (spec §1, §3): shown as HTML on the friend registration screen. */
export const DEFAULT_FRIEND_INTRO = `<h2>Become a friend</h2>
<p>Friends talk with people held in custody who would otherwise have no one to call. You choose when you are
available, and you are paid <strong>$.15/min</strong> for every accepted call minute, to your Monero address.</p>
<p>Register below, complete your profile, and verify your phone number. Once approved, your profile is published
and calls can reach you.</p>`;

const DAY = 24 * 60 * 60 * 1000;

/** The demo data set as SQL statements, one statement per string. */
export async function seedStatements({
  extraInmates = 0,
  now = new Date(),
}: SeedOptions = {}): Promise<string[]> {
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() + days * DAY + hours * 3_600_000).toISOString();
  const [adminHash, staffHash, inmateHash, friendHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.staff),
    hashPassword(DEMO_PASSWORDS.inmate1),
    hashPassword(DEMO_PASSWORDS.friend1),
  ]);

  const statements = [
    insert('employees', [
      { id: 1, name: 'Site Admin', user_name: 'admin', password_hash: adminHash, roles: '["ADMIN"]' },
      { id: 2, name: 'Front Desk', user_name: 'staff', password_hash: staffHash, roles: '["EMPLOYEE1"]' },
    ]),
    // Offers: two or more active offers per service type, and two aggregates (one covering PHONE_PALS).
    insert('offers', [
      offer(1, 'Friends 60', 'Sixty minutes of calls with a friend.', 999, ['PHONE_PALS'], 600, null),
      offer(2, 'Friends 150', 'A month of friend calls.', 1999, ['PHONE_PALS'], 1500, 30),
      offer(3, 'Call Connect 100', 'Forward calls to your family.', 1499, ['CALL_FORWARDING'], 1000, null),
      offer(4, 'Call Connect 300', 'A month of call forwarding.', 3499, ['CALL_FORWARDING'], 3000, 30),
      offer(5, 'AI Chat 50', 'Fifty AI chat sessions.', 499, ['AI_CHAT'], 500, null),
      offer(6, 'AI Chat Monthly', 'AI chat with a monthly allowance.', 1299, ['AI_CHAT'], 2000, 30, 100),
      offer(7, 'Messages 100', 'One hundred messages.', 599, ['MESSAGING'], 1000, null),
      offer(8, 'Messages 500', 'Five hundred messages over a month.', 1999, ['MESSAGING'], 5000, 30),
      offer(
        9,
        'Family Bundle',
        'Friend calls and call forwarding.',
        2999,
        ['PHONE_PALS', 'CALL_FORWARDING'],
        2500,
        30,
      ),
      offer(
        10,
        'Digital Bundle',
        'AI chat and messaging together.',
        1599,
        ['AI_CHAT', 'MESSAGING'],
        1500,
        30,
      ),
    ]),
    insert('jails', [
      {
        id: 1,
        name: 'County Jail #1',
        phone_number: '15555550199',
        prompt_duration: 10,
        pause_before_greeting: 2,
        dtmf_response: '1',
      },
    ]),
    insert('friend_intro', [{ id: 1, content: DEFAULT_FRIEND_INTRO }]),
    insert('friends', [
      {
        id: 1,
        first_name: 'Jamie',
        last_name: 'Rivera',
        username: 'friend1',
        email: 'friend1@example.com',
        password_hash: friendHash,
        phone_number: '+15555550123',
        monero_address: DEMO_MONERO_ADDRESS,
        description: 'Retired teacher who loves a good conversation about books, gardening and baseball.',
        image: null,
        available: true,
        approved: true,
        verified: true,
        verification_code: null,
      },
    ]),
    insert('inmates', [
      {
        id: 1,
        first_name: 'Alex',
        last_name: 'Morgan',
        email: 'inmate1@example.com',
        username: 'inmate1',
        password_hash: inmateHash,
        secret_code: '482913',
        twilio_number: '+15555550100',
        admin_notes: 'Demo account.',
        last_used: at(-1, -3),
        created_at: at(-60),
      },
    ]),
    // inmate1's account (spec §2 screen 4): a recurring service in use, a depleted one (0.5 credits left, with a
    // fixed monthly charge and auto-renewal), one without expiry, and one whose paid period is over.
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

  if (extraInmates > 0) statements.push(...(await benchStatements(extraInmates, at)));
  return statements;
}

function offer(
  id: number,
  title: string,
  description: string,
  priceCents: number,
  serviceTypes: string[],
  creditsIncludedTenths: number,
  validForDays: number | null,
  fixedMonthlyCreditChargeTenths: number | null = null,
): Row {
  return {
    id,
    title,
    description,
    price_cents: priceCents,
    service_types: JSON.stringify(serviceTypes),
    credits_included_tenths: creditsIncludedTenths,
    valid_for_days: validForDays,
    fixed_monthly_credit_charge_tenths: fixedMonthlyCreditChargeTenths,
    active: true,
    retired: false,
  };
}

function service(
  id: number,
  inmateId: number,
  offerId: number,
  title: string,
  remainingTenths: number,
  datePurchased: string,
  paidThrough: string | null,
  payments: { recurring?: boolean; automatic?: boolean; selected?: boolean; active?: boolean } = {},
): Row {
  return {
    id,
    inmate_id: inmateId,
    offer_id: offerId,
    title,
    remaining_tenths: remainingTenths,
    date_purchased: datePurchased,
    paid_through: paidThrough,
    recurring_payments: payments.recurring ?? false,
    automatic_payments: payments.automatic ?? false,
    stripe_subscription_id: null,
    active: payments.active ?? true,
    selected: payments.selected ?? false,
  };
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

function call(
  id: number,
  inmateId: number,
  serviceId: number,
  date: string,
  creditsUsedTenths: number,
  serviceType: string,
  conversationUuid: string | null,
  friendId: number | null,
  durationSeconds: number | null,
): Row {
  return {
    id,
    inmate_id: inmateId,
    service_id: serviceId,
    date,
    credits_used_tenths: creditsUsedTenths,
    service_type: serviceType,
    conversation_uuid: conversationUuid,
    friend_id: friendId,
    duration_seconds: durationSeconds,
  };
}

/** First id of the generated rows, well above the demo rows. */
export const BENCH_FIRST_ID = 1000;

/** `count` generated inmates `bench1…`, each with two services and five calls spread over 90 days. */
async function benchStatements(
  count: number,
  at: (days: number, hours?: number) => string,
): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORDS.bench); // one hash for all: it is benchmark data
  const inmateRows: Row[] = [];
  const serviceRows: Row[] = [];
  const callRows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = i + 1;
    const inmateId = BENCH_FIRST_ID + i;
    const lastCallDaysAgo = i % 90; // a third of them idle for over 30 days (spec §2 screen 14)
    inmateRows.push({
      id: inmateId,
      first_name: 'Bench',
      last_name: `Inmate${letters(n)}`,
      email: `bench${n}@example.com`,
      username: `bench${n}`,
      password_hash: passwordHash,
      secret_code: String(2_000_000 + i),
      twilio_number: null,
      admin_notes: '',
      last_used: at(-lastCallDaysAgo),
      created_at: at(-120),
    });
    const services = [
      service(BENCH_FIRST_ID + 2 * i, inmateId, 1, 'Friends 60', (i * 37) % 600, at(-100), null),
      service(
        BENCH_FIRST_ID + 2 * i + 1,
        inmateId,
        7,
        'Messages 100',
        (i * 53) % 1000,
        at(-60),
        at(30 - (i % 60)),
      ),
    ];
    serviceRows.push(...services);
    for (let k = 0; k < 5; k += 1) {
      const phone = k % 2 === 0;
      callRows.push(
        call(
          BENCH_FIRST_ID + 5 * i + k,
          inmateId,
          Number(services[phone ? 0 : 1]?.id),
          at(-(lastCallDaysAgo + k * 7)),
          10 + ((i + k) % 90),
          phone ? 'PHONE_PALS' : 'MESSAGING',
          `00000000-0000-4000-8000-${String(5 * i + k).padStart(12, '0')}`,
          phone ? 1 : null,
          phone ? 60 + ((i * k) % 600) : null,
        ),
      );
    }
  }
  return [
    ...insertAll('inmates', inmateRows),
    ...insertAll('services', serviceRows),
    ...insertAll('calls', callRows),
  ];
}

/** 1 → "a", 27 → "aa": generated last names must be letters only (spec §5). */
function letters(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  }
  return text;
}

import { hashPassword } from '../../auth/password';
import { DEMO_PASSWORDS } from './accounts';
import { type At, call, insertAll, type Row, service } from './rows';

// Generated inmates for `npm run bench` (scripts/bench.ts): a data set of any size beside the demo rows.

/** First id of the generated rows, well above the demo rows. */
export const BENCH_FIRST_ID = 1000;

/**
 * `count` generated inmates `bench1…`, each with two services and `callsPerInmate` calls (five by default), the last
 * one 0–89 days ago and the others over the 35 days before it.
 */
export async function benchStatements(count: number, at: At, callsPerInmate = 5): Promise<string[]> {
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
    for (let k = 0; k < callsPerInmate; k += 1) {
      const phone = k % 2 === 0;
      const n = callsPerInmate * i + k;
      callRows.push(
        call(
          BENCH_FIRST_ID + n,
          inmateId,
          Number(services[phone ? 0 : 1]?.id),
          // Five calls a week apart, as before; more calls are spread over the same 35 days, an hour apart each.
          at(-(lastCallDaysAgo + Math.floor((k * 35) / callsPerInmate)), -k),
          10 + ((i + k) % 90),
          phone ? 'PHONE_PALS' : 'MESSAGING',
          `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
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

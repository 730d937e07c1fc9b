import { getDb } from '../db/client';
import { telephonyCalls } from '../db/schema';
import type { OutgoingCall, TelephonyPort } from './port';

/**
 * The in-Worker recorder (TELEPHONY_ADAPTER=local: the API tests, which run no local Twilio server; `npm start` and
 * e2e use the Twilio adapter against scripts/twilio-local instead): nothing is dialled; each call is written to
 * `telephony_calls`, which `GET /api/dev/calls` lists, so a test reads the code a phone would speak.
 */
export class LocalTelephony implements TelephonyPort {
  constructor(private readonly d1: D1Database) {}

  async placeCall(call: OutgoingCall): Promise<{ id: string }> {
    const [row] = await getDb(this.d1)
      .insert(telephonyCalls)
      .values({ to: call.to, say: call.say })
      .returning({ id: telephonyCalls.id });
    return { id: `local-${row?.id ?? 0}` };
  }
}

import type { Language } from '@app/shared';
import type { Bindings } from '../env';

// The telephony port (DESIGN.md "External services"): everything the product asks of the phone provider, behind one
// interface. Adapters: Twilio's REST API over fetch (twilio-adapter.ts; the Twilio SDK does not run in Workers; at
// TWILIO_API_BASE, which is scripts/twilio-local under `npm start` and e2e) and an in-Worker recorder that writes
// each call to D1 (local-adapter.ts; the API tests in workerd, which run no twilio-local). GET /api/dev/calls lists
// the calls of either. The one way to get a port, with its one test switch, is provider.ts.

/** The Worker variables the Twilio adapter reads (wrangler.toml [vars] locally; secrets in production; env.ts). */
export type TelephonyConfig = Pick<
  Bindings,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM_NUMBER' | 'TWILIO_API_BASE'
>;

/**
 * A call to place: the number to dial (E.164 or digits), the text spoken when it is answered, and its language
 * (English unless said: the voice reads it in that language).
 */
export type OutgoingCall = { to: string; say: string; language?: Language };

export interface TelephonyPort {
  /** Places the call; resolves with the provider's id of it once the provider has accepted it. */
  placeCall(call: OutgoingCall): Promise<{ id: string }>;
}

/** The provider refused the call (a wrong number, an account problem): the person is told to try again. */
export class CallNotPlacedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallNotPlacedError';
  }
}

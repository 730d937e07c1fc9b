import { type Bindings, config } from '../env';
import { LocalTelephony } from './local-adapter';
import type { TelephonyPort } from './port';
import { TwilioTelephony } from './twilio-adapter';

// The one way to the telephony port, and its one test switch.

let override: ((env: Bindings) => TelephonyPort) | undefined;

/** The adapter TELEPHONY_ADAPTER names (`local` or `twilio`); tests may swap it with `setTelephonyForTests`. */
export function telephonyFor(env: Bindings): TelephonyPort {
  if (override) return override(env);
  return config(env).TELEPHONY_ADAPTER === 'twilio' ? new TwilioTelephony(env) : new LocalTelephony(env.DB);
}

/** Tests replace the provider with a port or a factory; `undefined` restores the configured adapter. */
export function setTelephonyForTests(
  replacement: TelephonyPort | ((env: Bindings) => TelephonyPort) | undefined,
) {
  override = typeof replacement === 'function' ? replacement : replacement && (() => replacement);
}

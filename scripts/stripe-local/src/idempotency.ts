import { isDeepStrictEqual } from 'node:util';
import type { FormObject } from './form';

// Stripe's idempotent requests (https://docs.stripe.com/idempotency): the answer to the first POST under an
// `Idempotency-Key` is saved and the same request sent again gets it back (`idempotent-replayed: true`), but only when
// it is the same request: "The idempotency layer compares incoming parameters to those of the original request and
// errors if they're not the same". A caller whose retries send other parameters under one key (a timestamp read from
// the clock, a price that changed since) fails here as it would at Stripe, rather than being handed the first answer.
// Keys are never pruned here (Stripe prunes them after 24 hours): a test shows a forgotten key by sending a new one.

/** What makes a POST the same request: its endpoint and its parameters (query and body). */
export type IdempotentRequest = { path: string; form: FormObject };

export type Answer = { status: number; body: unknown };

const MISMATCH: Answer = {
  status: 400,
  body: {
    error: {
      type: 'idempotency_error',
      message:
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    },
  },
};

/** The answers saved under their idempotency keys, with the request each answered. */
export class IdempotentRequests {
  private readonly saved = new Map<string, { request: IdempotentRequest; answer: Answer }>();

  /**
   * The answer saved under `key` when this is the very request it answered (`replayed`), an idempotency_error when it
   * is another one, or undefined when nothing is saved under `key` (the request is to be run, then saved).
   */
  replay(key: string, request: IdempotentRequest): { answer: Answer; replayed: boolean } | undefined {
    const saved = this.saved.get(key);
    if (!saved) return undefined;
    return isDeepStrictEqual(saved.request, request)
      ? { answer: saved.answer, replayed: true }
      : { answer: MISMATCH, replayed: false };
  }

  save(key: string, request: IdempotentRequest, answer: Answer) {
    this.saved.set(key, { request, answer });
  }
}

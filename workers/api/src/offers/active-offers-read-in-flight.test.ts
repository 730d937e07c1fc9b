import { env } from 'cloudflare:workers';
import { later } from '@app/shared/testing';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createOffer } from '../../test/offers';
import { forgetSharedAnswers, readShared } from '../lib/shared-answers';
import { ACTIVE_OFFER_CALLS, ACTIVE_OFFERS } from './active-offers-answer';

// A public read that built the offers on sale from D1 just before a staff change, and whose KV copy is slow to land
// (a busy KV edge), must not put its older answer back: neither in this isolate's memory nor in KV
// (lib/shared-answers.ts, docs/decisions.md "Shared answers").

const prices = async () =>
  ((await (await call('/api/getactiveofferslist')).json()) as { price: number }[]).map((o) => o.price);

describe('the offers on sale, read while staff change one', () => {
  it('answers the change at once, here and from KV, whatever the read in flight wrote', async () => {
    const offer = await createOffer({ serviceTypes: ['MESSAGING'], priceCents: 100 });
    const admin = await signInAs('admin');
    forgetSharedAnswers();
    await env.KV.delete(ACTIVE_OFFERS.key);

    // The read's KV write waits at a gate until the change has started.
    const [gate, readWrites] = [later<void>(), later<void>()];
    const slowKv = new Proxy(env.KV, {
      get(kv, name) {
        if (name === 'put')
          return async (...args: Parameters<KVNamespace['put']>) => {
            readWrites.resolve();
            await gate.promise;
            return kv.put(...args);
          };
        const value = Reflect.get(kv, name);
        return typeof value === 'function' ? value.bind(kv) : value;
      },
    });
    const read = readShared({ ...env, KV: slowKv }, ACTIVE_OFFERS, ACTIVE_OFFER_CALLS.list);
    await readWrites.promise; // built from D1 at $1.00

    const update = call('/admin/api/updateoffer', {
      cookie: admin,
      json: {
        id: offer.id,
        serviceTypes: ['MESSAGING'],
        title: 'Messages',
        description: 'Messages offer',
        price: '2.00',
        creditsIncluded: 60,
        validFor: null,
        fixedMoCrCharge: null,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.resolve();
    expect((await update).status).toBe(200);
    await read;

    expect(await prices()).toEqual([2]);
    forgetSharedAnswers(); // another isolate, which reads the KV copy
    expect(await prices()).toEqual([2]);
  });
});

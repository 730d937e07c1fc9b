import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../env';
import { MEMORY_MS, readShared, refreshShared, type SharedAnswer } from './shared-answers';

// The memory and KV layers of the shared answers, with a source of truth the test changes behind their back (as a
// staff change in another isolate would) and a clock it moves.

let clock = 1_000_000;
vi.spyOn(Date, 'now').mockImplementation(() => clock);

afterEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});

let sequence = 0;

/** An answer whose source of truth is `truth.value`, counting how often it is built. */
function answerOver(truth: { value: string; builds: number }): SharedAnswer {
  sequence += 1;
  return {
    key: `shared-answer:test-${sequence}`,
    build: async () => {
      truth.builds += 1;
      return { greeting: { text: truth.value } };
    },
  };
}

const text = async (kv: Bindings, answer: SharedAnswer) =>
  ((await readShared(kv, answer, 'greeting')).value as { text: string }).text;

/** KV whose writes (and deletes, if asked) fail, as an outage would. */
function failingKv(options: { deleteFails: boolean }) {
  const deleted: string[] = [];
  const kv = {
    get: (key: string) => env.KV.get(key),
    put: async () => {
      throw new Error('KV put failed');
    },
    delete: async (key: string) => {
      if (options.deleteFails) throw new Error('KV delete failed');
      deleted.push(key);
      await env.KV.delete(key);
    },
  };
  return { bindings: { ...env, KV: kv } as unknown as Bindings, deleted };
}

describe('shared answers', () => {
  it('build on a miss, copy to KV, then answer from memory without reading KV for MEMORY_MS', async () => {
    const truth = { value: 'one', builds: 0 };
    const answer = answerOver(truth);
    expect(await text(env, answer)).toBe('one');
    expect(JSON.parse((await env.KV.get(answer.key)) ?? 'null')).toEqual({ greeting: { text: 'one' } });
    const get = vi.spyOn(env.KV, 'get');
    clock += MEMORY_MS - 1;
    expect(await text(env, answer)).toBe('one');
    expect(get).not.toHaveBeenCalled();
    expect(truth.builds).toBe(1);
  });

  it('take the KV copy again once memory is MEMORY_MS old: another isolate’s change shows then', async () => {
    const truth = { value: 'one', builds: 0 };
    const answer = answerOver(truth);
    await text(env, answer);
    // Another isolate's staff change: D1 and the KV copy change, this isolate's memory does not.
    truth.value = 'two';
    await env.KV.put(answer.key, JSON.stringify(await answer.build(env)));
    expect(await text(env, answer)).toBe('one');
    clock += MEMORY_MS;
    expect(await text(env, answer)).toBe('two');
  });

  it('refresh memory and KV in the staff change itself: the next read in this isolate is fresh at once', async () => {
    const truth = { value: 'one', builds: 0 };
    const answer = answerOver(truth);
    await text(env, answer);
    truth.value = 'two';
    await refreshShared(env, answer);
    expect(await text(env, answer)).toBe('two'); // same clock: memory, refreshed
    expect(JSON.parse((await env.KV.get(answer.key)) ?? 'null')).toEqual({ greeting: { text: 'two' } });
  });

  it('delete the KV copy and forget memory when the refresh cannot be written, and log it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const truth = { value: 'one', builds: 0 };
    const answer = answerOver(truth);
    await text(env, answer);
    truth.value = 'two';
    const { bindings, deleted } = failingKv({ deleteFails: false });
    await refreshShared(bindings, answer);
    expect(deleted).toEqual([answer.key]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not refreshed: KV put failed'));
    expect(await text(env, answer)).toBe('two'); // rebuilt from the source of truth
  });

  it('log the stale copy loudly when neither the write nor the delete succeeds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = answerOver({ value: 'one', builds: 0 });
    await text(env, answer);
    await refreshShared(failingKv({ deleteFails: true }).bindings, answer);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('STALE for up to 300 s'));
  });

  it('serve the built answer even when its KV copy cannot be written', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = answerOver({ value: 'one', builds: 0 });
    expect(await text(failingKv({ deleteFails: false }).bindings, answer)).toBe('one');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not copied to KV'));
  });
});

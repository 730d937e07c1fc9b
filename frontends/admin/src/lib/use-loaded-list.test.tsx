import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadedList } from './use-loaded-list';

/** A promise the test settles when it chooses: an answer on a slow line. */
function later<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** useLoadedList over answers the test settles one by one, in the order of the loads. */
function listOver(answers: ReturnType<typeof later<string[]>>[]) {
  let load = 0;
  const fetchRows = () => {
    const answer = answers[load];
    load += 1;
    if (!answer) throw new Error('no answer prepared');
    return answer.promise;
  };
  return renderHook(() => useLoadedList(fetchRows));
}

describe('useLoadedList', () => {
  it('shows the latest load’s rows when an earlier load answers after it', async () => {
    const answers = [later<string[]>(), later<string[]>(), later<string[]>()];
    const { result } = listOver(answers);
    await act(async () => answers[0]?.resolve(['Sam owed $2.85', 'Ana owed $4.20']));
    // A save, then another: two reloads, the first on a slow line.
    let slow: Promise<void> = Promise.resolve();
    let fast: Promise<void> = Promise.resolve();
    act(() => {
      slow = result.current.reload();
      fast = result.current.reload();
    });
    await act(async () => {
      answers[2]?.resolve(['Sam paid', 'Ana paid']);
      await fast;
    });
    await act(async () => {
      answers[1]?.resolve(['Sam paid', 'Ana owed $4.20']);
      await slow;
    });
    expect(result.current.rows).toEqual(['Sam paid', 'Ana paid']);
  });

  it('does not show an earlier load’s failure over a later load’s rows', async () => {
    const answers = [later<string[]>(), later<string[]>(), later<string[]>()];
    const { result } = listOver(answers);
    await act(async () => answers[0]?.resolve(['Jail 1']));
    let slow: Promise<void> = Promise.resolve();
    let fast: Promise<void> = Promise.resolve();
    act(() => {
      slow = result.current.reload();
      fast = result.current.reload();
    });
    await act(async () => {
      answers[2]?.resolve(['Jail 1', 'Jail 2']);
      await fast;
    });
    await act(async () => {
      answers[1]?.reject(new Error('Failed!'));
      await slow;
    });
    expect(result.current).toMatchObject({ rows: ['Jail 1', 'Jail 2'], loadError: '' });
  });
});

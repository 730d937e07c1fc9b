import { later } from '@app/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadedList } from './use-loaded-list';

type Answer = ReturnType<typeof later<string[]>>;

/**
 * useLoadedList over three answers the test settles: the first load's, then two reloads (two saves, the first
 * reload on a slow line). The later reload is settled by `settleLater`, then the earlier one with `earlier`.
 */
async function twoReloadsAnsweredOutOfOrder(
  first: string[],
  settleLater: (answer: Answer) => void,
  earlier: (answer: Answer) => void,
) {
  const answers = [later<string[]>(), later<string[]>(), later<string[]>()];
  let load = 0;
  const fetchRows = () => {
    const answer = answers[load];
    load += 1;
    if (!answer) throw new Error('no answer prepared');
    return answer.promise;
  };
  const { result } = renderHook(() => useLoadedList(fetchRows));
  await act(async () => answers[0]?.resolve(first));
  let slow: Promise<void> = Promise.resolve();
  let fast: Promise<void> = Promise.resolve();
  act(() => {
    slow = result.current.reload();
    fast = result.current.reload();
  });
  await act(async () => {
    if (answers[2]) settleLater(answers[2]);
    await fast;
  });
  await act(async () => {
    if (answers[1]) earlier(answers[1]);
    await slow;
  });
  return result.current;
}

describe('useLoadedList', () => {
  it('shows the latest load’s rows when an earlier load answers after it', async () => {
    const list = await twoReloadsAnsweredOutOfOrder(
      ['Sam owed $2.85', 'Ana owed $4.20'],
      (answer) => answer.resolve(['Sam paid', 'Ana paid']),
      (answer) => answer.resolve(['Sam paid', 'Ana owed $4.20']),
    );
    expect(list.rows).toEqual(['Sam paid', 'Ana paid']);
  });

  it('does not show an earlier load’s failure over a later load’s rows', async () => {
    const list = await twoReloadsAnsweredOutOfOrder(
      ['Jail 1'],
      (answer) => answer.resolve(['Jail 1', 'Jail 2']),
      (answer) => answer.reject(new Error('Failed!')),
    );
    expect(list).toMatchObject({ rows: ['Jail 1', 'Jail 2'], loadError: '' });
  });
});

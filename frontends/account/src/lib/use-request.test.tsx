import { later } from '@app/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequest } from './use-request';

describe('useRequest', () => {
  it('drops a read on its way when a change answers the data (a delete’s remaining list)', async () => {
    const reads = [later<string[]>(), later<string[]>()];
    let read = 0;
    const fetcher = () => {
      const answer = reads[read];
      read += 1;
      if (!answer) throw new Error('no answer prepared');
      return answer.promise;
    };
    const { result } = renderHook(() => useRequest(fetcher));
    await act(async () => reads[0]?.resolve(['Birthday song', 'Lullaby']));
    // An upload asks again (slowly); meanwhile a delete answers the files that remain.
    act(() => result.current.reload());
    await waitFor(() => expect(read).toBe(2));
    act(() => result.current.replace(['Lullaby']));
    await act(async () => reads[1]?.resolve(['Birthday song', 'Lullaby']));
    expect(result.current).toMatchObject({ data: ['Lullaby'], loading: false, failed: false });
  });
});

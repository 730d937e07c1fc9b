import { json, mockApi } from '@app/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendAnswer } from '../../../testing/data';
import { FRIEND_SESSION, renderFriends } from '../../../testing/render-friends';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Choose Photo's input keeps the focus while the chosen picture is scaled: it is marked aria-disabled, not disabled,
// since a focused control that becomes disabled drops focus to <body> in browsers (as BusyButton avoids).
describe('Choose Photo keeps the keyboard focus', () => {
  it('the focused file input is not disabled while the chosen picture is scaled', async () => {
    let decoded: (bitmap: { width: number; height: number; close: () => void }) => void = () => {};
    vi.stubGlobal('createImageBitmap', () => new Promise((resolve) => (decoded = resolve)));
    const context = { fillStyle: '', fillRect: () => {}, drawImage: () => {} };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
    mockApi({ 'GET /api/getfrienddetail': () => json(friendAnswer()) });
    renderFriends('profile', { session: FRIEND_SESSION });
    // A keyboard user reaches the (visually hidden) file input with Tab: it is the only focusable Choose Photo.
    const input = await screen.findByLabelText('Choose Photo');
    input.focus();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Profile' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(input).toHaveFocus();
    expect(input).not.toBeDisabled();
    expect(input).toHaveAttribute('aria-disabled', 'true');
    decoded({ width: 100, height: 100, close: () => {} });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Profile' })).not.toHaveAttribute('aria-disabled'),
    );
  });
});

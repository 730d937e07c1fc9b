import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { staffSession } from '../../../testing/sessions';

afterEach(() => vi.unstubAllGlobals());

async function send(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Captcha answer'), 'x7k2p');
  await user.type(screen.getByLabelText('E-mail'), 'mum@example.com');
  await user.type(screen.getByLabelText('Message'), 'My son cannot call me.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('contact form (spec §2 screen 19)', () => {
  it('sends JSON {message, from, captcha}, shows Support Request Sent, then goes home', async () => {
    const { fetchMock } = mockApi({ 'POST /api/emailus': () => json({}) });
    const { user } = renderApp('/contactus');
    expect(await screen.findByRole('img', { name: 'captcha' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/getcaptcha\?v=\d+$/),
    );
    await send(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Support Request Sent');
    const body = callsTo(fetchMock, 'POST /api/emailus')[0]?.init?.body;
    expect(JSON.parse(String(body))).toEqual({
      message: 'My son cannot call me.',
      from: 'mum@example.com',
      captcha: 'x7k2p',
    });
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 3000,
    });
  });

  it('goes to the prefix home from /admin/contactus', async () => {
    mockApi({ 'POST /api/emailus': () => json({}) }, staffSession(['ADMIN']));
    const { user } = renderApp('/admin/contactus');
    await send(user);
    expect(await screen.findByText('Support Request Sent')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/$/), {
      timeout: 3000,
    });
  });

  it('shows the server text and a fresh captcha when the request fails', async () => {
    mockApi({ 'POST /api/emailus': () => json({ error: 'Wrong captcha' }, 400) });
    const { user } = renderApp('/contactus');
    const captcha = await screen.findByRole('img', { name: 'captcha' });
    const firstSource = captcha.getAttribute('src');
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong captcha');
    expect(screen.getByRole('img', { name: 'captcha' }).getAttribute('src')).not.toBe(firstSource);
    expect(screen.getByLabelText('Captcha answer')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent('/contactus');
  });

  it('loads a new captcha image on request', async () => {
    mockApi();
    const { user } = renderApp('/contactus');
    const firstSource = (await screen.findByRole('img', { name: 'captcha' })).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'New image' }));
    expect(screen.getByRole('img', { name: 'captcha' }).getAttribute('src')).not.toBe(firstSource);
  });
});

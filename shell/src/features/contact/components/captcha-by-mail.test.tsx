import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// The contact form's captcha by e-mail (docs/decisions.md "Contact form"): for whoever cannot read the picture.
describe('contact form: a code by e-mail instead of the picture', () => {
  it('mails a code to the form’s address, keeps the focus on its button, then sends with the code', async () => {
    const { fetchMock } = mockApi({
      'POST /api/emailcaptcha': () => json({ ok: true }),
      'POST /api/emailus': () => json({ ok: true }),
    });
    const { user } = renderApp('/contactus');
    await user.type(await screen.findByLabelText('E-mail'), 'mum@example.com');
    const mailButton = screen.getByRole('button', { name: 'E-mail me a code instead' });
    await user.click(mailButton);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a code to mum@example.com: type it as the captcha answer.',
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/emailcaptcha')[0]?.init?.body))).toEqual({
      from: 'mum@example.com',
    });
    // The picture no longer counts, so it is gone; the same button now asks for a new code, and keeps the focus.
    expect(screen.queryByRole('img', { name: 'captcha' })).not.toBeInTheDocument();
    expect(mailButton).toHaveAccessibleName('E-mail me a new code');
    expect(mailButton).toHaveFocus();
    await user.type(screen.getByLabelText('Captcha answer'), '482913');
    await user.type(screen.getByLabelText('Message'), 'My son cannot call me.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Support Request Sent')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/emailus')[0]?.init?.body))).toEqual({
      message: 'My son cannot call me.',
      from: 'mum@example.com',
      captcha: '482913',
    });
  });

  it('asks for the e-mail first: the field shows its error and takes the focus, nothing is sent', async () => {
    const { fetchMock } = mockApi();
    const { user } = renderApp('/contactus');
    await user.click(await screen.findByRole('button', { name: 'E-mail me a code instead' }));
    const email = screen.getByLabelText('E-mail');
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('email is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/emailcaptcha')).toEqual([]);
    expect(screen.getByRole('img', { name: 'captcha' })).toBeInTheDocument();
  });

  it('shows the server text when no code can be sent, keeping the picture', async () => {
    mockApi({
      'POST /api/emailcaptcha': () =>
        json({ error: 'Codes were sent to this e-mail address too often: please try again in an hour' }, 429),
    });
    const { user } = renderApp('/contactus');
    await user.type(await screen.findByLabelText('E-mail'), 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code instead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Codes were sent to this e-mail address too often: please try again in an hour',
    );
    expect(screen.getByRole('img', { name: 'captcha' })).toBeInTheDocument();
  });

  it('says in Spanish when the mail could not go out, keeping the picture', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'POST /api/emailcaptcha': () =>
        json(
          { error: 'The code could not be e-mailed. Please try again later.', code: 'captchaMailFailed' },
          502,
        ),
    });
    const { user } = renderApp('/contactus');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'mama@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código por correo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo enviar el código por correo electrónico. Inténtelo de nuevo más tarde.',
    );
    expect(screen.getByRole('img', { name: 'Imagen de verificación (captcha)' })).toBeInTheDocument();
  });

  it('goes back to a new picture on request, and after a failed send', async () => {
    mockApi({
      'POST /api/emailcaptcha': () => json({ ok: true }),
      'POST /api/emailus': () => json({ error: 'The captcha answer is wrong. Please try again.' }, 400),
    });
    const { user } = renderApp('/contactus');
    await user.type(await screen.findByLabelText('E-mail'), 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code instead' }));
    await user.click(await screen.findByRole('button', { name: 'Show a picture instead' }));
    expect(screen.getByRole('img', { name: 'captcha' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-mail me a code instead' }));
    await user.type(await screen.findByLabelText('Captcha answer'), '000000');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The captcha answer is wrong. Please try again.',
    );
    expect(screen.getByRole('img', { name: 'captcha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail me a code instead' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'POST /api/emailcaptcha': () => json({ ok: true }) });
    const { user } = renderApp('/contactus');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'mama@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código por correo' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le enviamos un código a mama@example.com: escríbalo en «Texto de la imagen».',
    );
    expect(screen.getByRole('button', { name: 'Mostrar una imagen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviarme otro código' })).toBeInTheDocument();
  });
});

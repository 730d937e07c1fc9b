import { errorCode } from '@app/shared';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('contact form in Spanish (issue 13 §1)', () => {
  it('asks, sends and confirms in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'POST /api/emailus': () => json({}) });
    const { user } = renderApp('/contactus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contactar a soporte' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen de verificación (captcha)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otra imagen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Texto de la imagen'), 'x7k2p');
    await user.type(screen.getByLabelText('Correo electrónico'), 'mama@example.com');
    await user.type(screen.getByLabelText('Mensaje'), 'Mi hijo no puede llamarme.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud de soporte enviada');
  });

  it('says in Spanish when support could not be mailed, and keeps the message to send again', async () => {
    await i18next.changeLanguage('es');
    const english = 'Your message could not be sent to support. Please try again later.';
    mockApi({
      'POST /api/emailus': () => json({ error: english, code: errorCode(english) }, 502),
    });
    const { user } = renderApp('/contactus');
    await user.type(await screen.findByLabelText('Texto de la imagen'), 'x7k2p');
    await user.type(screen.getByLabelText('Correo electrónico'), 'mama@example.com');
    await user.type(screen.getByLabelText('Mensaje'), 'Mi hijo no puede llamarme.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo enviar su mensaje a soporte. Inténtelo de nuevo más tarde.',
    );
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Mi hijo no puede llamarme.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('mama@example.com');
    expect(screen.getByLabelText('Texto de la imagen')).toHaveValue('');
  });

  it("shows a schema's field error in Spanish under the message box", async () => {
    await i18next.changeLanguage('es');
    mockApi();
    const { user } = renderApp('/contactus');
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const message = screen.getByLabelText('Mensaje');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(message.getAttribute('aria-describedby') ?? '');
    // The schema's English by its code in the errors catalogue, in Spanish (TextAreaField, like TextField).
    const code = errorCode('message is required');
    const spanish = code ? i18next.getFixedT('es', 'errors')(code) : 'message is required';
    expect(error).toHaveTextContent(spanish);
  });
});

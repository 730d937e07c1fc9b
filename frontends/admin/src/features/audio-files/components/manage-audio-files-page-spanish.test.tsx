import { json, mockApi } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const NAME_MISSING = 'Escriba un nombre';
const CHOOSE_AUDIO = 'Elija un archivo de audio';

const WELCOME = {
  id: 4,
  name: 'Welcome',
  purpose: 'GREETING' as const,
  active: true,
  contentType: 'audio/wav',
  size: 20480,
  uri: '/admin/api/audiofiles/4?v=1',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Manage Audio Files in Spanish (issue 13 §1)', () => {
  it('shows the upload form, the purposes and a file’s actions in Spanish; its name as staff wrote it', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /admin/api/getaudiofiles': () => json([WELCOME]) });
    const { user } = renderAdmin('files');
    expect(await screen.findByRole('heading', { name: 'Administrar archivos de audio' })).toBeInTheDocument();
    const upload = within(screen.getByRole('form', { name: 'Subir un archivo de audio' }));
    expect(upload.getByRole('option', { name: 'Elija para qué es el archivo' })).toBeInTheDocument();
    expect(upload.getByLabelText('Archivo de audio (WAV o MP3, de 10 MB como máximo)')).toBeInTheDocument();
    expect(upload.getByRole('button', { name: 'Subir' })).toBeInTheDocument();
    const greetings = within(
      await screen.findByRole('region', { name: 'Saludo después de aceptar una llamada' }),
    );
    const file = within(greetings.getByRole('article', { name: 'Welcome' }));
    expect(file.getByText('Activo')).toBeInTheDocument();
    expect(file.getByText('20.0 KB · subido el 20 nov 2026')).toBeInTheDocument();
    expect(file.getByLabelText('Reproducir Welcome')).toBeInTheDocument();
    await user.click(file.getByRole('button', { name: 'Eliminar' }));
    expect(file.getByText(/¿Eliminar este archivo\?/)).toBeInTheDocument();
    expect(file.getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
    expect(screen.getAllByText('Todavía no hay un archivo para este uso.')).toHaveLength(2);
  });

  it('shows each field’s error in Spanish, announced, the select’s and the file’s too', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /admin/api/getaudiofiles': () => json([]) });
    const { user } = renderAdmin('files');
    const upload = within(await screen.findByRole('form', { name: 'Subir un archivo de audio' }));
    await user.click(upload.getByRole('button', { name: 'Subir' }));
    expect(await upload.findByText(NAME_MISSING)).toBeInTheDocument();
    expect(upload.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      NAME_MISSING,
      'Elija para qué es el archivo',
      CHOOSE_AUDIO,
    ]);
    expect(upload.getByRole('combobox')).toHaveAccessibleDescription('Elija para qué es el archivo');
  });
});

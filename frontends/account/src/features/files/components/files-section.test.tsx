import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, service } from '../../../testing/data';
import { renderDetail } from '../../../testing/render-detail';

afterEach(() => vi.unstubAllGlobals());

const stored = {
  id: 5,
  code: '104233',
  description: 'Birthday song',
  uri: '/api/files/5',
  contentType: 'audio/mpeg',
  size: 2048,
  createdAt: '2026-02-01T10:00:00.000Z',
};

function api(files: unknown[], handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/getinmatedetail': () => json(detail()),
    'GET /api/getservicesforinmate': () => json([service()]),
    'GET /api/getinmatepayments': () => json([]),
    'GET /api/getinmatecalls': () => json([]),
    'GET /api/getauxiliarycreditcharges': () => json([]),
    'GET /api/getauxiliarycurrencycharges': () => json([]),
    'GET /admin/api/getuploadedfiles': () => json(files),
    ...handlers,
  });
}

async function filesSection(user: ReturnType<typeof renderDetail>['user']) {
  await user.click(await screen.findByRole('button', { name: "Inmate's Files" }));
  const toggle = screen.getByRole('button', { name: "Inmate's Files" });
  return within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
}

describe("Inmate's Files (spec §2 screen 5)", () => {
  it('lists Code, Description and Delete, and deletes a file by its id', async () => {
    const fetchMock = api([stored], { 'POST /admin/api/deletefile': () => json([]) });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const row = await files.findByRole('row', { name: /Birthday song/ });
    expect(within(row).getByRole('link', { name: '104233' })).toHaveAttribute('href', '/api/files/5');
    expect(files.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Code',
      'Description',
      'Uploaded',
      'Delete',
    ]);
    await user.click(within(row).getByRole('button', { name: 'Delete 104233' }));
    await user.click(await files.findByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /admin/api/deletefile')[0]?.init?.body).toBe('5'));
  });

  it('Delete asks first in place: Cancel sends nothing and gives focus back to Delete', async () => {
    const fetchMock = api([stored], { 'POST /admin/api/deletefile': () => json([]) });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const row = await files.findByRole('row', { name: /Birthday song/ });
    await user.click(within(row).getByRole('button', { name: 'Delete 104233' }));
    const confirm = within(await files.findByRole('group', { name: 'Delete file 104233?' }));
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(files.getByRole('button', { name: 'Delete 104233' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await files.findByRole('group', { name: 'Delete file 104233?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(files.getByRole('button', { name: 'Delete 104233' })).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /admin/api/deletefile')).toHaveLength(0);
    expect(files.getByRole('row', { name: /Birthday song/ })).toBeInTheDocument();
  });

  it('Yes, delete sends once, says the file is deleted and gives focus to the Files heading', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = api([stored, { ...stored, id: 6, code: '200300', description: 'Letter' }], {
      'POST /admin/api/deletefile': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const row = await files.findByRole('row', { name: /Birthday song/ });
    await user.click(within(row).getByRole('button', { name: 'Delete 104233' }));
    await user.click(files.getByRole('button', { name: 'Yes, delete' }));
    // Busy while the delete runs: a second click sends nothing more.
    expect(files.getByRole('button', { name: 'Yes, delete' })).toBeDisabled();
    await user.click(files.getByRole('button', { name: 'Yes, delete' }));
    answer(json([{ ...stored, id: 6, code: '200300', description: 'Letter' }]));
    expect(await files.findByRole('status')).toHaveTextContent('File 104233 deleted');
    expect(files.queryByRole('row', { name: /Birthday song/ })).toBeNull();
    expect(files.getByRole('row', { name: /Letter/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: "Inmate's Files" })).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /admin/api/deletefile')).toHaveLength(1);
  });

  it('a refused delete keeps the row, says why and gives focus back to Delete', async () => {
    api([stored], { 'POST /admin/api/deletefile': () => json({ error: 'File not found' }, 404) });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const row = await files.findByRole('row', { name: /Birthday song/ });
    await user.click(within(row).getByRole('button', { name: 'Delete 104233' }));
    await user.click(files.getByRole('button', { name: 'Yes, delete' }));
    expect(await files.findByRole('alert')).toHaveTextContent('File not found');
    await waitFor(() => expect(files.getByRole('button', { name: 'Delete 104233' })).toHaveFocus());
    expect(files.getByRole('row', { name: /Birthday song/ })).toBeInTheDocument();
  });

  it('asks in Spanish before deleting', async () => {
    await i18next.changeLanguage('es');
    api([stored], { 'POST /admin/api/deletefile': () => json([]) });
    const { user } = renderDetail('/admin');
    await user.click(await screen.findByRole('button', { name: 'Archivos del interno' }));
    const toggle = screen.getByRole('button', { name: 'Archivos del interno' });
    const files = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    await user.click(await files.findByRole('button', { name: 'Eliminar 104233' }));
    const confirm = within(await files.findByRole('group', { name: '¿Eliminar el archivo 104233?' }));
    await user.click(confirm.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await files.findByRole('status')).toHaveTextContent('Archivo 104233 eliminado');
    expect(files.getByText('Todavía no hay archivos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('says Loading… while the list is read, then the files', async () => {
    let answer: (response: Response) => void = () => {};
    api([], {
      'GET /admin/api/getuploadedfiles': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    expect(files.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(files.getByText('Loading…')).toBeInTheDocument();
    answer(json([stored]));
    expect(await files.findByRole('row', { name: /Birthday song/ })).toBeInTheDocument();
    expect(files.queryByText('Loading…')).toBeNull();
  });

  it('a list that could not be read says so instead of showing nothing', async () => {
    api([], { 'GET /admin/api/getuploadedfiles': () => json({ error: 'Storage unavailable' }, 500) });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    expect(await files.findByRole('alert')).toHaveTextContent(
      'This list could not be loaded: Storage unavailable',
    );
    expect(files.queryByText('No files yet.')).toBeNull();
  });

  it('uploads a file with its description as form data under the prefix', async () => {
    const fetchMock = api([], {
      'POST /admin/api/uploadfile': () => json({ ...stored, secretCode: '482913' }),
    });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const song = new File([new Uint8Array([0x49, 0x44, 0x33, 4])], 'song.mp3', { type: 'audio/mpeg' });
    await user.upload(files.getByLabelText('Choose a file or audio'), song);
    await user.type(files.getByLabelText('Description'), 'Birthday song');
    await user.click(files.getByRole('button', { name: 'Upload' }));
    expect(await files.findByText('File uploaded with code 104233')).toBeInTheDocument();
    const body = callsTo(fetchMock, 'POST /admin/api/uploadfile')[0]?.init?.body as FormData;
    expect(body.get('description')).toBe('Birthday song');
    expect((body.get('file') as File).name).toBe('song.mp3');
  });

  it('refuses a file over 20 MB or of another type before sending it, and shows the server’s refusal', async () => {
    const fetchMock = api([], {
      'POST /admin/api/uploadfile': () => json({ error: "The file's contents do not match its type" }, 415),
    });
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const input = files.getByLabelText('Choose a file or audio');
    const big = new File(['x'], 'big.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await user.click(files.getByRole('button', { name: 'Upload' }));
    expect(await files.findByRole('alert')).toHaveTextContent('The file must be at most 20 MB');
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    await user.click(files.getByRole('button', { name: 'Upload' }));
    expect(await files.findByRole('alert')).toHaveTextContent(
      'Only audio, image and PDF files can be uploaded',
    );
    expect(callsTo(fetchMock, 'POST /admin/api/uploadfile')).toHaveLength(0);
    // Checked by their first bytes, with the API's own rule: a page named .png, a phone's HEIC photo.
    for (const [name, type] of [
      ['fake.png', 'image/png'],
      ['photo.heic', 'image/heic'],
      ['song.wma', 'audio/x-ms-wma'],
    ] as const) {
      await user.upload(input, new File(['<html>'], name, { type }));
      await user.click(files.getByRole('button', { name: 'Upload' }));
      await waitFor(() =>
        expect(files.getByRole('alert')).toHaveTextContent("The file's contents do not match its type"),
      );
    }
    expect(callsTo(fetchMock, 'POST /admin/api/uploadfile')).toHaveLength(0);
  });

  it('ties a refused file to its input and gives it focus; choosing another file clears the refusal', async () => {
    api([]);
    const { user } = renderDetail('/admin');
    const files = await filesSection(user);
    const input = files.getByLabelText('Choose a file or audio');
    await user.click(files.getByRole('button', { name: 'Upload' }));
    expect(await files.findByRole('alert')).toHaveTextContent('Please choose a file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please choose a file');
    expect(input).toHaveFocus();

    const big = new File(['x'], 'big.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(files.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('The file must be at most 20 MB'));
    expect(input).toHaveFocus();
  });
});

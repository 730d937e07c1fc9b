import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
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
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /admin/api/deletefile')[0]?.init?.body).toBe('5'));
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
    await user.upload(input, new File(['<html>'], 'fake.png', { type: 'image/png' }));
    await user.click(files.getByRole('button', { name: 'Upload' }));
    expect(await files.findByRole('alert')).toHaveTextContent("The file's contents do not match its type");
  });
});

import { callsTo, json, mockApi } from '@app/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';
import { audio, OLD_WELCOME, WELCOME } from '../testing/audio-data';

afterEach(() => vi.unstubAllGlobals());

const EMPTY = audio({
  id: 5,
  name: 'No credits',
  purpose: 'NO_CREDITS',
  contentType: 'audio/mpeg',
  uri: '/a/5',
});

const wav = (name = 'hello.wav') =>
  new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], name, { type: 'audio/wav' });

const card = (name: string) => within(screen.getByRole('article', { name }));
const group = (name: string) => within(screen.getByRole('region', { name }));
const uploadForm = () => within(screen.getByRole('form', { name: 'Upload an audio file' }));

describe('Manage Audio Files (spec §2 screen 20)', () => {
  it('lists the files by purpose: the active one says so, with size, date and a player', async () => {
    mockApi({ 'GET /admin/api/getaudiofiles': () => json([WELCOME, OLD_WELCOME, EMPTY]) });
    renderAdmin('files');
    await screen.findByRole('article', { name: 'Welcome' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Upload an audio file',
      'Greeting after a call is accepted',
      'No credits left',
      'Prompt a friend hears before accepting',
    ]);
    const greeting = group('Greeting after a call is accepted').getAllByRole('article');
    expect(greeting.map((article) => article.querySelector('h3 span')?.textContent)).toEqual([
      'Welcome',
      'Old welcome',
    ]);
    expect(card('Welcome').getByText('Active')).toBeInTheDocument();
    expect(card('Welcome').getByText('20.0 KB · uploaded 2026-11-20')).toBeInTheDocument();
    expect(card('Welcome').queryByRole('button', { name: 'Make active' })).not.toBeInTheDocument();
    expect(card('Old welcome').queryByText('Active')).not.toBeInTheDocument();
    expect(card('Old welcome').getByText('900 bytes · uploaded 2026-10-01')).toBeInTheDocument();
    expect(card('Old welcome').getByRole('button', { name: 'Make active' })).toBeInTheDocument();
    const player = card('Welcome').getByLabelText('Play Welcome');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', WELCOME.uri);
    expect(player).toHaveAttribute('controls');
    expect(
      group('Prompt a friend hears before accepting').getByText('No file for this purpose yet.'),
    ).toBeInTheDocument();
  });

  it('calls the /employee1 API under /employee1', async () => {
    const fetchMock = mockApi({
      'GET /employee1/api/getaudiofiles': () => json([audio({ uri: '/employee1/api/audiofiles/4?v=1' })]),
    });
    renderAdmin('files', { basePath: '/employee1' });
    expect(await screen.findByLabelText('Play Welcome')).toHaveAttribute(
      'src',
      '/employee1/api/audiofiles/4?v=1',
    );
    expect(callsTo(fetchMock, 'GET /employee1/api/getaudiofiles')).toHaveLength(1);
  });

  it('checks the upload before sending: name, purpose, a file, its type and size', async () => {
    const fetchMock = mockApi({ 'GET /admin/api/getaudiofiles': () => json([]) });
    const { user } = renderAdmin('files');
    await screen.findByRole('region', { name: 'No credits left' });
    const form = uploadForm();
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('Please enter a name')).toBeInTheDocument();
    expect(form.getByText('Please choose what the file is for')).toBeInTheDocument();
    expect(form.getByText('Please choose an audio file')).toBeInTheDocument();

    await user.type(form.getByLabelText('Name'), 'Welcome');
    await user.selectOptions(form.getByLabelText('Purpose'), 'Greeting after a call is accepted');
    const input = form.getByLabelText(/Audio file/);
    const big = wav('long.wav');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('Audio files can be at most 10 MB')).toBeInTheDocument();

    // The input's accept list keeps other files out of the picker (OGG too: the phone cannot play it); one dropped
    // in anyway is refused too.
    expect(form.getByLabelText('Audio file (WAV or MP3, at most 10 MB)')).toBe(input);
    expect(input).toHaveAttribute('accept', 'audio/wav,audio/mpeg,.wav,.mp3');
    fireEvent.change(input, {
      target: { files: [new File(['OggS'], 'prompt.ogg', { type: 'audio/ogg' })] },
    });
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('Only WAV or MP3 audio files can be uploaded')).toBeInTheDocument();
    // A WAV clears the refusal; a page dropped in after it brings it back.
    fireEvent.change(input, { target: { files: [new File(['RIFF'], 'prompt.wav', { type: 'audio/wav' })] } });
    await waitFor(() => expect(form.queryByText('Only WAV or MP3 audio files can be uploaded')).toBeNull());
    fireEvent.change(input, {
      target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] },
    });
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await form.findByText('Only WAV or MP3 audio files can be uploaded')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/uploadaudiofile')).toHaveLength(0);
  });

  it('uploads name, purpose and file as form data, says Success!, lists the answer and empties the form', async () => {
    const added = audio({ id: 9, name: 'Out of credits', purpose: 'NO_CREDITS' });
    const fetchMock = mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME]),
      'POST /admin/api/uploadaudiofile': () => json([WELCOME, added]),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Welcome' });
    const form = uploadForm();
    await user.type(form.getByLabelText('Name'), 'Out of credits');
    await user.selectOptions(form.getByLabelText('Purpose'), 'No credits left');
    const file = wav();
    await user.upload(form.getByLabelText(/Audio file/), file);
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    const body = callsTo(fetchMock, 'POST /admin/api/uploadaudiofile')[0]?.init?.body as FormData;
    expect(body.get('name')).toBe('Out of credits');
    expect(body.get('purpose')).toBe('NO_CREDITS');
    expect((body.get('file') as File).name).toBe('hello.wav');
    expect(group('No credits left').getByRole('article', { name: 'Out of credits' })).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveValue(''));
    expect(form.getByLabelText('Purpose')).toHaveValue('');
    expect((form.getByLabelText(/Audio file/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal and keeps the form", async () => {
    mockApi({
      'GET /admin/api/getaudiofiles': () => json([]),
      'POST /admin/api/uploadaudiofile': () =>
        json({ error: 'Only WAV or MP3 audio files can be uploaded' }, 415),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('region', { name: 'No credits left' });
    const form = uploadForm();
    await user.type(form.getByLabelText('Name'), 'Fake');
    await user.selectOptions(form.getByLabelText('Purpose'), 'GREETING');
    await user.upload(form.getByLabelText(/Audio file/), wav('fake.wav'));
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only WAV or MP3 audio files can be uploaded');
    expect(form.getByLabelText('Name')).toHaveValue('Fake');
  });

  it('makes an older file active by its raw id', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME, OLD_WELCOME]),
      'POST /admin/api/activateaudiofile': () =>
        json([
          { ...WELCOME, active: false },
          { ...OLD_WELCOME, active: true },
        ]),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Old welcome' });
    await user.click(card('Old welcome').getByRole('button', { name: 'Make active' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    expect(callsTo(fetchMock, 'POST /admin/api/activateaudiofile')[0]?.init?.body).toBe('2');
    expect(card('Old welcome').getByText('Active')).toBeInTheDocument();
    expect(card('Welcome').queryByText('Active')).not.toBeInTheDocument();
    expect(card('Welcome').getByRole('button', { name: 'Make active' })).toBeInTheDocument();
  });

  it('replaces a file with a new one, sending its id and the file', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME]),
      'POST /admin/api/replaceaudiofile': () =>
        json([{ ...WELCOME, size: 2048, uri: '/admin/api/audiofiles/4?v=2' }]),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Welcome' });
    await user.click(card('Welcome').getByRole('button', { name: 'Replace' }));
    expect(await card('Welcome').findByText('Please choose an audio file')).toBeInTheDocument();
    await user.upload(card('Welcome').getByLabelText('Replace with'), wav('better.wav'));
    await user.click(card('Welcome').getByRole('button', { name: 'Replace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    const body = callsTo(fetchMock, 'POST /admin/api/replaceaudiofile')[0]?.init?.body as FormData;
    expect(body.get('id')).toBe('4');
    expect((body.get('file') as File).name).toBe('better.wav');
    expect(card('Welcome').getByLabelText('Play Welcome')).toHaveAttribute(
      'src',
      '/admin/api/audiofiles/4?v=2',
    );
  });

  it('deletes only after a confirm, by raw id, and drops the file', async () => {
    const fetchMock = mockApi({
      'GET /admin/api/getaudiofiles': () => json([WELCOME, OLD_WELCOME]),
      'POST /admin/api/deleteaudiofile': () => json([{ ...OLD_WELCOME, active: true }]),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Welcome' });
    await user.click(card('Welcome').getByRole('button', { name: 'Delete' }));
    expect(card('Welcome').getByText(/Delete this file\?/)).toBeInTheDocument();
    await user.click(card('Welcome').getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST /admin/api/deleteaudiofile')).toHaveLength(0);
    await user.click(card('Welcome').getByRole('button', { name: 'Delete' }));
    await user.click(card('Welcome').getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success!');
    expect(callsTo(fetchMock, 'POST /admin/api/deleteaudiofile')[0]?.init?.body).toBe('4');
    expect(screen.queryByRole('article', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(card('Old welcome').getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Manage Audio Files' })).toHaveFocus());
  });

  it("shows a failed action's reason", async () => {
    mockApi({
      'GET /admin/api/getaudiofiles': () => json([OLD_WELCOME]),
      'POST /admin/api/activateaudiofile': () => json({ error: 'Audio file not found' }, 404),
    });
    const { user } = renderAdmin('files');
    await screen.findByRole('article', { name: 'Old welcome' });
    await user.click(card('Old welcome').getByRole('button', { name: 'Make active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Audio file not found');
  });
});

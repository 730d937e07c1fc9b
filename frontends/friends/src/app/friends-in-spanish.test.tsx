import { callsTo, json, mockApi } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_CALLED } from '../features/profile/lib/code-called';
import { friendAnswer } from '../testing/data';
import { ADMIN_SESSION, FRIEND_SESSION, renderFriends } from '../testing/render-friends';

// Issue 13 §1: the friend screens (spec §2 screens 10–12) in Spanish; the English tests sit beside each screen.

beforeEach(async () => {
  await i18next.changeLanguage('es');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

/** The value shown after a term of a list. */
const shownFor = (panel: HTMLElement, term: string) =>
  within(panel).getByText(term).nextElementSibling?.textContent;

/** The API with an intro per language (`?lang=`) and a save that stores what it is sent. */
const introByLanguage = () =>
  mockApi({
    'GET /api/getfriendintro': ({ url }) =>
      json({ content: url.searchParams.get('lang') === 'es' ? '<p>Hola</p>' : '<p>Hello</p>' }),
    'POST /admin/api/savefriendintro': ({ init }) => json({ content: String(init?.body) }),
  });

describe('Registro de amigos (spec §2 screen 10) in Spanish', () => {
  it('shows the heading and Registrarse to the public', async () => {
    mockApi({ 'GET /api/getfriendintro': () => json({ content: '<div><p>Hola</p></div>' }) });
    renderFriends('register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
  });

  it('lets an ADMIN save the intro with Guardar contenido and says ¡Listo!', async () => {
    const fetchMock = mockApi({
      'GET /api/getfriendintro': () => json({ content: '<p>Hola</p>' }),
      'POST /admin/api/savefriendintro': () => json({ content: '<p>Hola de nuevo</p>' }),
    });
    const { user } = renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de amigos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeInTheDocument();
    await user.clear(await screen.findByLabelText('Presentación (HTML)'));
    await user.type(screen.getByLabelText('Presentación (HTML)'), '<p>Hola de nuevo</p>');
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));
    expect(await screen.findByText('¡Listo!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /admin/api/savefriendintro')).toHaveLength(1);
  });

  it('reads and saves the Spanish intro, saying which one the ADMIN edits (docs/decisions.md)', async () => {
    const fetchMock = introByLanguage();
    const { user } = renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    const editor = await screen.findByLabelText('Presentación (HTML)');
    expect(editor).toHaveValue('<p>Hola</p>');
    expect(
      screen.getByText(
        'Esta es la presentación en español. Para editar la inglesa, cambie el idioma a English.',
      ),
    ).toBeInTheDocument();
    await user.clear(editor);
    await user.type(editor, '<p>Hola a todos</p>');
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));
    expect(await screen.findByText('¡Listo!')).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'POST /admin/api/savefriendintro');
    expect(save?.url.searchParams.get('lang')).toBe('es');

    // Switching the site to English shows, and would save, the English intro.
    await i18next.changeLanguage('en');
    expect(await screen.findByDisplayValue('<p>Hello</p>')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This is the intro in English. To edit the Spanish one, switch the language to Español.',
      ),
    ).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'GET /api/getfriendintro').map((call) => call.url.searchParams.get('lang')),
    ).toEqual(['es', 'en']);
  });

  it('keeps each language’s unsaved edits when the ADMIN switches the site’s language', async () => {
    const fetchMock = introByLanguage();
    const { user } = renderFriends('register', { basePath: '/admin', session: ADMIN_SESSION });
    const spanish = await screen.findByLabelText('Presentación (HTML)');
    await user.type(spanish, '<p>Borrador</p>');
    await i18next.changeLanguage('en');
    const english = await screen.findByDisplayValue('<p>Hello</p>');
    await user.type(english, '<p>Draft</p>');
    await i18next.changeLanguage('es');
    expect(await screen.findByDisplayValue('<p>Hola</p><p>Borrador</p>')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }));
    expect(await screen.findByText('¡Listo!')).toBeInTheDocument();
    await i18next.changeLanguage('en');
    expect(await screen.findByDisplayValue('<p>Hello</p><p>Draft</p>')).toBeInTheDocument();
    const saves = callsTo(fetchMock, 'POST /admin/api/savefriendintro');
    expect(saves.map((call) => [call.url.searchParams.get('lang'), call.init?.body])).toEqual([
      ['es', '<p>Hola</p><p>Borrador</p>'],
    ]);
  });

  it('shows the public the intro of their language', async () => {
    const fetchMock = mockApi({ 'GET /api/getfriendintro': () => json({ content: '<p>Hola</p>' }) });
    renderFriends('register');
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/getfriendintro')[0]?.url.searchParams.get('lang')).toBe('es');
  });
});

describe('Perfil de amigo (spec §2 screen 11) in Spanish', () => {
  const newcomer = friendAnswer({ approved: false, verified: false, active: false, image: null });

  it('labels the fields, says it is calling, and shows a refused code in Spanish', async () => {
    mockApi({
      'GET /api/getfrienddetail': () => json(newcomer),
      'POST /api/finishfriendregistration': () => json({ message: CODE_CALLED, friend: newcomer }),
      'POST /api/verifyfriendregistration': () =>
        json({ error: 'That code is not right: check it and try again', code: 'wrongCode' }, 400),
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil de amigo' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Número de teléfono')).toHaveValue('+15551234567');
    expect(screen.getByLabelText('Dirección de Monero')).toBeInTheDocument();
    expect(screen.getByLabelText('Breve presentación para publicar')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ocupado' })).not.toBeChecked();
    expect(screen.getByText('Todavía no hay foto')).toBeInTheDocument();
    expect(screen.getByLabelText('Elegir foto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Llámeme' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le estamos llamando para darle su código de verificación',
    );
    await user.type(screen.getByLabelText('Código de verificación'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Ese código no es correcto: revíselo e inténtelo de nuevo'),
    ).toBeInTheDocument();
  });

  it('says the save failed in Spanish (spec §8) and shows Guardar perfil to an approved friend', async () => {
    mockApi({
      'GET /api/getfrienddetail': () => json(friendAnswer()),
      'POST /api/updatefriendprofile': () => json({ error: 'Something went wrong' }, 500),
    });
    const { user } = renderFriends('profile', { session: FRIEND_SESSION });
    expect(await screen.findByRole('checkbox', { name: 'disponible' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('No se pudo actualizar su perfil de amigo')).toBeInTheDocument();
  });
});

describe('Datos del amigo (spec §2 screen 12) in Spanish', () => {
  it('shows the account, the current profile and the earnings in Spanish', async () => {
    mockApi({
      'GET /api/getfrienddetail': () => json(friendAnswer({ moneroAddress: null })),
      'GET /api/getfriendearnings': () =>
        json({ minutesThisMonth: 6, earnedThisMonth: 0.9, unpaidBalance: 1234.5, totalEarned: 1240 }),
    });
    renderFriends('detail', { session: FRIEND_SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos del amigo' })).toBeInTheDocument();
    await screen.findByText('Sam Rivera');
    const main = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(shownFor(main, 'Nombre')).toBe('Sam Rivera');
    expect(shownFor(main, 'Correo electrónico')).toBe('sam@example.com');
    expect(shownFor(main, 'Número de amigo')).toBe('7');
    expect(within(main).getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
      'href',
      '/friends/profile',
    );
    const profile = screen.getByRole('region', { name: 'Perfil actual' });
    expect(shownFor(profile, 'Dirección de Monero')).toBe('sin datos');
    expect(shownFor(profile, 'Disponibilidad')).toBe('disponible');
    expect(shownFor(profile, 'Estado')).toBe('aprobado');
    const earnings = screen.getByRole('region', { name: 'Ganancias' });
    await waitFor(() => expect(shownFor(earnings, 'Minutos este mes')).toBe('6'));
    expect(shownFor(earnings, 'Ganado este mes')).toBe('$0.90');
    expect(shownFor(earnings, 'Saldo por pagar')).toBe('$1,234.50');
  });

  it('shows a failed earnings load in Spanish', async () => {
    mockApi({
      'GET /api/getfrienddetail': () => json(friendAnswer()),
      'GET /api/getfriendearnings': () => json({ error: 'Please sign in', code: 'signIn' }, 401),
    });
    renderFriends('detail', { session: FRIEND_SESSION });
    expect(await screen.findByText('Inicie sesión')).toBeInTheDocument();
  });
});

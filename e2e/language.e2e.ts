import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, useBrowser } from './support/browser';

// Issue 13 §1: the language comes from the browser, can be switched in the header, and is remembered. A browser in
// Mexican Spanish gets the page frame (before any script) and the screens in Spanish, the shell's and a remote's;
// the header's Language select switches the whole page at once, and the choice survives a reload and a sign-in.

/** The page's main heading, once the screen (the shell's or a remote's) has rendered it. */
const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** The `lang` of the document: the Worker writes it, the shell keeps it on the chosen language. */
const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe("the page in the reader's language (issue 13 §1)", () => {
  const browser = useBrowser();

  it('writes the page frame in the language of the request, the remembered choice first', async () => {
    const spanish = await fetch(`${baseUrl()}/`, {
      headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    const html = await spanish.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('<h1>Manténgase en contacto desde adentro</h1>');
    expect(html).toContain('>Internos</button>');
    expect(html).toContain('<option value="es" lang="es" selected="">Español</option>');

    const remembered = await fetch(`${baseUrl()}/inmates/login`, {
      headers: { 'Accept-Language': 'es-MX', Cookie: 'lang=en' },
    });
    const english = await remembered.text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toContain('>Inmates</button>');
  });

  it('shows a Spanish browser its screens in Spanish, and switches the whole page from the header', async () => {
    const page = await browser.newPage({ locale: 'es-MX' });
    await page.goto('/');
    await heading(page, 'Manténgase en contacto desde adentro').waitFor();
    expect(await documentLanguage(page)).toBe('es');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Internos' }).click();
    await nav.getByRole('link', { name: 'Iniciar sesión' }).click();
    await heading(page, 'Inicio de sesión de internos').waitFor();

    // A remote's screen, in the same language.
    await page.goto('/inmates/register');
    await heading(page, 'Ofertas').waitFor();

    // English from the header: the shell and the remote change at once, and stay so after a reload.
    await page.getByLabel('Idioma').selectOption('en');
    await heading(page, 'Offers').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Inmates' }).waitFor();
    expect(await documentLanguage(page)).toBe('en');
    await page.reload();
    await heading(page, 'Offers').waitFor();
    expect(await page.getByLabel('Language').inputValue()).toBe('en');
    expect(await documentLanguage(page)).toBe('en');

    // And back to Spanish, again remembered.
    await page.getByLabel('Language').selectOption('es');
    await heading(page, 'Ofertas').waitFor();
    await page.reload();
    await heading(page, 'Ofertas').waitFor();
    expect(await page.getByLabel('Idioma').inputValue()).toBe('es');
    await page.context().close();
  });

  it('keeps the chosen language through a sign-in', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/inmates/login');
    await heading(page, 'Inmate Login').waitFor();
    await page.getByLabel('Language').selectOption('es');
    await heading(page, 'Inicio de sesión de internos').waitFor();

    await page.getByLabel('Usuario').fill(DEMO.inmate.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.inmate.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/inmates/detail');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await page.reload();
    await nav.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await documentLanguage(page)).toBe('es');
    await nav.getByRole('button', { name: 'Internos' }).click();
    await nav.getByRole('link', { name: 'Información de la cuenta' }).waitFor();
    await page.context().close();
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import type { BrowserContext, Page, Request } from 'playwright-core';

/** Where a failed test leaves each of its pages' HTML (ignored by git; CI prints the rest to its log). */
const FAILURE_DIR = new URL('../../.e2e-state/failures/', import.meta.url);

/** The last this many events of each kind are kept: enough to see what led to a failure, small in the log. */
const KEPT = 40;

function keep(list: string[], line: string) {
  list.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (list.length > KEPT) list.shift();
}

/**
 * What the pages of one test saw: their console, the requests that failed, answered 4xx/5xx or are still unanswered,
 * and the page errors.
 * When the test fails, `report` prints it with each page's address and visible text and saves the HTML, so a
 * failure that happens once in a while (on CI, say) can be understood from its log.
 */
export class FailureWatch {
  private readonly pages: Page[] = [];
  private readonly events: string[] = [];
  /** Requests sent and not yet answered: a page that hangs waits for one of these. */
  private readonly pending = new Map<Request, string>();

  watch(context: BrowserContext) {
    context.on('page', (page) => {
      this.pages.push(page);
      page.on('console', (message) => keep(this.events, `console.${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => keep(this.events, `page error: ${error.message}`));
      page.on('request', (request) => this.pending.set(request, `${request.method()} ${request.url()}`));
      page.on('requestfinished', (request) => this.pending.delete(request));
      page.on('requestfailed', (request) => {
        this.pending.delete(request);
        keep(
          this.events,
          `failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`,
        );
      });
      page.on('response', (response) => {
        if (response.status() >= 400)
          keep(this.events, `${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) keep(this.events, `navigated to ${frame.url()}`);
      });
    });
  }

  /** Forgets the pages and events of the test that ended. */
  reset() {
    this.pages.length = 0;
    this.events.length = 0;
    this.pending.clear();
  }

  /** Prints what the failed test's pages show and saw, and saves their HTML under .e2e-state/failures. */
  async report(testName: string) {
    const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    const lines = [`── e2e failure report: ${testName}`];
    await mkdir(FAILURE_DIR, { recursive: true });
    for (const [index, page] of this.pages.entries()) {
      if (page.isClosed()) continue;
      const text = await page
        .locator('body')
        // biome-ignore lint/performance/useDomNodeTextContent: what the reader saw, without hidden text
        .innerText({ timeout: 2_000 })
        .catch((error: Error) => `(no text: ${error.message.split('\n')[0]})`);
      lines.push(
        `page ${index + 1}: ${page.url()}`,
        `visible text: ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`,
      );
      const html = await page.content().catch(() => '');
      await writeFile(new URL(`${slug}-page${index + 1}.html`, FAILURE_DIR), html);
    }
    lines.push('events (latest last):', ...this.events.map((event) => `  ${event}`));
    lines.push('requests still unanswered:', ...[...this.pending.values()].map((request) => `  ${request}`));
    console.error(lines.join('\n'));
  }
}

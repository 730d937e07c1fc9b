// A screen's first reads, sent with the page (issue 12 §5, docs/architecture.md "The first paint"): where the Worker
// writes a screen's content into the page, it also writes the answers that content came from, as a JSON data block
// `{ "<GET path>": answer }`. The remote starts from them instead of asking again, so its first render is the page
// already painted. They describe the page as it was sent: the shell drops them at the first navigation
// (dropPageReads), after which every screen reads the API as usual.

/** The id of the data block (`<script type="application/json">`, which never runs). */
export const PAGE_READS_ID = 'page-reads';

/** The little of the DOM used here (this package also builds for the Worker, which has none). */
type Block = { textContent: string | null; remove(): void };
const pageDocument = () =>
  (globalThis as { document?: { getElementById(id: string): Block | null } }).document;

let parsed: { block: Block; reads: Record<string, unknown> } | undefined;

function readsOf(block: Block): Record<string, unknown> {
  try {
    const reads: unknown = JSON.parse(block.textContent ?? '');
    return reads !== null && typeof reads === 'object' ? (reads as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The answer of GET `path` the page came with, or undefined (none sent, already dropped, or not in a browser). */
export function pageRead<T>(path: string): T | undefined {
  const block = pageDocument()?.getElementById(PAGE_READS_ID);
  if (!block) return undefined;
  if (parsed?.block !== block) parsed = { block, reads: readsOf(block) };
  return parsed.reads[path] as T | undefined;
}

/** Ends the page's first reads: called by the shell when the reader goes to another screen. */
export function dropPageReads() {
  pageDocument()?.getElementById(PAGE_READS_ID)?.remove();
  parsed = undefined;
}

import type { Session } from '@app/shared';
import { PAGE_DATA_IDS } from './page-data-ids';

// What the Worker writes into the page for the first paint (workers/api/src/lib/shell-pages.ts, docs/architecture.md
// "The first paint"): JSON data blocks, which the page CSP allows as they never run. Absent under `vite dev`, where
// the shell asks the API as before.

function readJsonBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GET /api/session's answer for this request, as the Worker read it while answering the page. */
export function pageSession(): Session | undefined {
  const value = readJsonBlock(PAGE_DATA_IDS.session);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Session) : undefined;
}

/** GET /mf-manifest.json's answer, as the Worker read it while answering the page. */
export const pageManifest = (): unknown => readJsonBlock(PAGE_DATA_IDS.manifest);

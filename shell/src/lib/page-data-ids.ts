/**
 * The ids of the JSON data blocks the Worker writes into the shell's page (workers/api/src/lib/shell-pages.ts) and
 * the shell reads (page-data.ts).
 */
export const PAGE_DATA_IDS = { session: 'page-session', manifest: 'page-manifest' } as const;

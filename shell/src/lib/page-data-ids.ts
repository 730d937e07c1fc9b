/**
 * The ids of the JSON data blocks the Worker writes into the shell's page (workers/api/src/lib/shell-pages.ts) and
 * the shell reads (page-data.ts); `catalogues` is the one the shell's build writes into index.html (vite.config.ts)
 * and the Worker replaces with the preloads of the reader's language.
 */
export const PAGE_DATA_IDS = {
  session: 'page-session',
  manifest: 'page-manifest',
  catalogues: 'page-catalogues',
} as const;

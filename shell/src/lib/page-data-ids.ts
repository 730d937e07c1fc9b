/**
 * The ids of the JSON data blocks the Worker writes into the shell's page (workers/api/src/lib/shell-pages.ts) and
 * the shell reads (page-data.ts); `catalogues` and `federation` are the file lists the shell's build writes into
 * index.html (vite.config.ts), which the Worker replaces with preload links where the page needs them.
 */
export const PAGE_DATA_IDS = {
  session: 'page-session',
  manifest: 'page-manifest',
  catalogues: 'page-catalogues',
  federation: 'page-federation',
} as const;

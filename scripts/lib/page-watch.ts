// What `npm run bench:web` (scripts/bench-web.ts) watches in a page as it loads: its paints (from inside the page),
// each response's gzipped bytes and body hash, each request's start and end (through the Chrome DevTools Protocol),
// and what of it was downloaded twice.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';

export type Transfer = { url: string; gzipBytes: number; bodyHash: string };
/** One request of a traced load: when it was sent and finished, in ms after the page's own request. */
export type Timing = { url: string; startMs: number; endMs: number };

/** Recorded in the page before any of its scripts: every LCP candidate and the first contentful paint. */
export function observePaints() {
  const state = { lcp: 0, element: '', fcp: 0 };
  (window as unknown as { __paints: typeof state }).__paints = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      state.lcp = entry.startTime;
      const element = entry.element;
      state.element = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Watches the page's responses through CDP: URL, the bytes it moves gzipped and a hash of its body. */
export function watchTransfers(cdp: CDPSession): () => Promise<Transfer[]> {
  const responses = new Map<string, { url: string; encoding: string }>();
  const finished: Promise<Transfer | undefined>[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const encoding = Object.entries(response.headers as Record<string, string>).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    responses.set(requestId, { url: response.url, encoding: encoding ?? '' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (!response || response.url.startsWith('data:')) return;
    finished.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => {
          const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          // Local servers send plain bodies; the static hosts gzip them, so that is what a phone downloads.
          const gzipBytes = response.encoding ? encodedDataLength : gzipSync(bytes).length;
          return { url: response.url, gzipBytes, bodyHash: createHash('sha256').update(bytes).digest('hex') };
        })
        .catch(() => ({ url: response.url, gzipBytes: encodedDataLength, bodyHash: response.url })),
    );
  });
  return async () => (await Promise.all(finished)).filter((transfer): transfer is Transfer => !!transfer);
}

/** Each request's start and end (CDP timestamps, in seconds), relative to the first one: the page itself. */
export function watchTimings(cdp: CDPSession): () => Timing[] {
  const timings = new Map<string, Timing>();
  let origin: number | undefined;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    origin ??= timestamp;
    const startMs = Math.round((timestamp - (origin ?? timestamp)) * 1000);
    if (!request.url.startsWith('data:')) timings.set(requestId, { url: request.url, startMs, endMs: -1 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const timing = timings.get(requestId);
    if (timing) timing.endMs = Math.round((timestamp - (origin ?? timestamp)) * 1000);
  });
  return () => [...timings.values()].sort((a, b) => a.startMs - b.startMs);
}

/** A chunk's name without its content hash: `utils-D2ZIUC-W.js` → `utils.js`. */
const chunkName = (url: string) =>
  (new URL(url).pathname.split('/').pop() ?? '').replace(/-[\w]{8}(\.\w+)$/, '$1');

/**
 * What was downloaded twice: one body under two URLs, or the same chunk (name and gzipped size within 5 %) from two
 * origins, such as the Module Federation runtime of the shell and of a remote.
 */
export function duplicates(transfers: Transfer[]): string[] {
  const found: string[] = [];
  transfers.forEach((one, index) => {
    for (const other of transfers.slice(index + 1)) {
      const sameBody = one.bodyHash === other.bodyHash;
      const sameChunk =
        /\.js$/.test(one.url) &&
        chunkName(one.url) === chunkName(other.url) &&
        Math.abs(one.gzipBytes - other.gzipBytes) <= 0.05 * Math.max(one.gzipBytes, other.gzipBytes);
      if (sameBody || sameChunk)
        found.push(`${one.url} = ${other.url} (${(other.gzipBytes / 1024).toFixed(1)} KB)`);
    }
  });
  return found;
}

import { ApiError, type InmateListAnswer, type InmateListSort, TOTAL_COUNT_HEADER } from '@app/shared';

export type InmatePage = { rows: InmateListAnswer; total: number };
export type InmatePageQuery = {
  q?: string;
  sort?: InmateListSort | `-${InmateListSort}`;
  limit: number;
  offset: number;
};

/**
 * GET {prefix}/api/getinmates (spec §2 screen 14, issue 10 item 2): one page of the listing and the total of the
 * whole filtered list. The shared `request` helper answers only the body, and the total travels in the
 * X-Total-Count header, so this one call fetches by itself, with the helper's credentials and `{error}` handling.
 */
export async function getInmates(prefix: string, query: InmatePageQuery): Promise<InmatePage> {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.q) params.set('q', query.q);
  if (query.sort) params.set('sort', query.sort);
  let response: Response;
  try {
    response = await fetch(`${prefix}/api/getinmates?${params}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('Failed!', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !Array.isArray(body)) {
    const answer = body && typeof body === 'object' ? (body as { error?: unknown; code?: unknown }) : {};
    const error = typeof answer.error === 'string' ? answer.error : '';
    // The code beside the text lets the page show the message in the reader's language (issue 13 §1).
    const code = error && typeof answer.code === 'string' ? answer.code : undefined;
    throw new ApiError(error || 'Failed!', response.status, code);
  }
  const rows = body as InmateListAnswer;
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  // Without the header (never expected), the page itself is the least that is known.
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : query.offset + rows.length };
}

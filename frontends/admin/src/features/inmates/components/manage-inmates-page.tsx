import type { RemoteAppProps } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Message } from '@app/shared/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FAILED } from '../../../lib/failure-text';
import { getInmates, type InmatePage, type InmatePageQuery } from '../api/get-inmates';
import { loginInmate } from '../api/login-inmate';
import { CreateInmateForm } from './create-inmate-form';
import { InmateRow } from './inmate-row';
import { InmatesStyles } from './inmates-styles';

/** Rows per page: the API's default page (issue 10 item 2). */
export const PAGE_SIZE = 50;

type SortOrder = NonNullable<InmatePageQuery['sort']>;
/** The API's default order. */
const DEFAULT_SORT: SortOrder = 'lastName';
type Failure = { message: string; code?: string | undefined };
type Query = { q: string; sort: SortOrder; offset: number };

type ManageInmatesPageProps = Pick<RemoteAppProps, 'basePath' | 'refreshSession'>;

/**
 * Manage Inmates (spec §2 screen 14) at /admin/inmates and /employee1/inmates: for ADMIN a create-inmate form, then a
 * searchable, paged table; a row logs in as that inmate and opens {prefix}/inmates/detail.
 */
export function ManageInmatesPage({ basePath, refreshSession }: ManageInmatesPageProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const prefix = basePath || '/admin';
  const isAdmin = prefix === '/admin';
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<Query>({ q: '', sort: DEFAULT_SORT, offset: 0 });
  // The page on screen and the query it answers: after a failed load the old rows stay, and so do their range and
  // Previous/Next, whatever page was asked for.
  const [page, setPage] = useState<(InmatePage & { query: Query }) | null>(null);
  const [loading, setLoading] = useState(true);
  // The server's message (and code), shown in the page's language at render.
  const [error, setError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    // `reloads` asks for the same page again (after a new inmate); a late answer of an older query is dropped.
    void reloads;
    let live = true;
    setLoading(true);
    getInmates(prefix, { q: query.q, sort: query.sort, limit: PAGE_SIZE, offset: query.offset })
      .then((answer) => {
        if (!live) return;
        setPage({ ...answer, query });
        setError(null);
      })
      .catch((failure: Failure) => live && setError({ message: failure.message, code: failure.code }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [prefix, query, reloads]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, q: search.trim(), offset: 0 });
  };

  const open = async (id: number) => {
    setBusy(true);
    setError(null);
    try {
      await loginInmate(prefix, id);
      // The shell's navigation and guards read the session: it must learn that staff now acts as this inmate.
      await refreshSession();
      navigate(`${prefix}/inmates/detail`);
    } catch {
      setError({ message: LOGIN_FAILED });
      setBusy(false);
    }
  };

  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;
  const shown = page?.query ?? query;
  const first = rows.length ? shown.offset + 1 : 0;
  const last = shown.offset + rows.length;
  const columns = [
    t('inmates.columns.firstName'),
    t('inmates.columns.lastName'),
    t('inmates.columns.username'),
    t('inmates.columns.email'),
    ...(isAdmin ? [t('inmates.columns.secretCode')] : []),
    t('inmates.columns.providerPhone'),
    t('inmates.columns.lastUsed'),
    t('inmates.columns.currentServices'),
    t('inmates.columns.depletedServices'),
    t('inmates.columns.creditsUsed'),
    t('inmates.columns.status'),
  ];
  // The orders getinmates offers (shared contract `INMATE_LIST_SORTS`, `-` = descending), as the sort menu names them.
  const sorts: ReadonlyArray<[SortOrder, string]> = [
    ['lastName', t('inmates.sort.lastName')],
    ['firstName', t('inmates.sort.firstName')],
    ['username', t('inmates.sort.username')],
    ['-lastUsed', t('inmates.sort.lastUsedRecent')],
    ['lastUsed', t('inmates.sort.lastUsedNever')],
  ];
  const now = Date.now();

  return (
    <section className="admin-screen" aria-labelledby="manage-inmates-title">
      <InmatesStyles />
      <h1 id="manage-inmates-title">{t('inmates.heading')}</h1>
      {/* spec §2 screen 14: the create-inmate form is hidden for non-admin staff. */}
      {isAdmin && <CreateInmateForm onCreated={reload} />}
      <form className="inmates-search" aria-label={t('inmates.search.form')} onSubmit={submitSearch}>
        <label htmlFor="inmates-search">{t('inmates.search.label')}</label>
        <input
          id="inmates-search"
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('inmates.search.placeholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit">{t('inmates.search.button')}</button>
        <label htmlFor="inmates-sort">{t('inmates.search.sortBy')}</label>
        <select
          id="inmates-sort"
          value={query.sort}
          onChange={(event) => setQuery({ ...query, sort: event.target.value as SortOrder, offset: 0 })}
        >
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </form>
      {error && <Message kind="error">{errorText(error.message, error.code)}</Message>}
      {page === null && loading && <p>{t('common:loading')}</p>}
      {page && rows.length === 0 && <p>{t('inmates.none')}</p>}
      {rows.length > 0 && (
        // The columns past a phone's width scroll into view with the arrow keys once the box has the focus: a row
        // has only its name to Tab to (docs/decisions.md "Keyboard").
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
        <section className="inmates-table-wrap" aria-label={t('inmates.caption')} tabIndex={0}>
          <table className="inmates-table" aria-busy={loading}>
            <caption className="visually-hidden">{t('inmates.caption')}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <InmateRow
                  key={row.inmate.id}
                  row={row}
                  showSecretCode={isAdmin}
                  busy={busy}
                  now={now}
                  onOpen={open}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
      {page && (
        <nav className="inmates-paging" aria-label={t('inmates.paging.label')}>
          <BusyButton
            disabled={shown.offset === 0}
            busy={loading}
            onClick={() => setQuery({ ...shown, offset: Math.max(0, shown.offset - PAGE_SIZE) })}
          >
            {t('inmates.paging.previous')}
          </BusyButton>
          <span aria-live="polite">{t('inmates.paging.range', { first, last, total })}</span>
          <BusyButton
            disabled={last >= total}
            busy={loading}
            onClick={() => setQuery({ ...shown, offset: shown.offset + PAGE_SIZE })}
          >
            {t('inmates.paging.next')}
          </BusyButton>
        </nav>
      )}
    </section>
  );
}

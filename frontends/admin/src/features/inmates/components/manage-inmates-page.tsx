import type { RemoteAppProps } from '@app/shared';
import { Message } from '@app/shared/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
/** The orders getinmates offers (shared contract `INMATE_LIST_SORTS`, `-` = descending), as the sort menu names them. */
const SORTS: ReadonlyArray<[SortOrder, string]> = [
  ['lastName', 'Last name'],
  ['firstName', 'First name'],
  ['username', 'Username'],
  ['-lastUsed', 'Last used, most recent first'],
  ['lastUsed', 'Last used, never used first'],
];

type ManageInmatesPageProps = Pick<RemoteAppProps, 'basePath' | 'refreshSession'>;

/**
 * Manage Inmates (spec §2 screen 14) at /admin/inmates and /employee1/inmates: for ADMIN a create-inmate form, then a
 * searchable, paged table; a row logs in as that inmate and opens {prefix}/inmates/detail.
 */
export function ManageInmatesPage({ basePath, refreshSession }: ManageInmatesPageProps) {
  const navigate = useNavigate();
  const prefix = basePath || '/admin';
  const isAdmin = prefix === '/admin';
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ q: '', sort: DEFAULT_SORT, offset: 0 });
  const [page, setPage] = useState<InmatePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
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
        setPage(answer);
        setError('');
      })
      .catch((failure: Error) => live && setError(failure.message))
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
    setError('');
    try {
      await loginInmate(prefix, id);
      // The shell's navigation and guards read the session: it must learn that staff now acts as this inmate.
      await refreshSession();
      navigate(`${prefix}/inmates/detail`);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;
  const first = rows.length ? query.offset + 1 : 0;
  const last = query.offset + rows.length;
  const columns = [
    'First name',
    'Last name',
    'Username',
    'E-mail',
    ...(isAdmin ? ['Secret code'] : []),
    'Provider phone number',
    'Date last used',
    'Current services',
    'Depleted services',
    'Credits used in last 30 days',
    'Status',
  ];
  const now = Date.now();

  return (
    <section className="admin-screen" aria-labelledby="manage-inmates-title">
      <InmatesStyles />
      <h1 id="manage-inmates-title">Manage Inmates</h1>
      {/* spec §2 screen 14: the create-inmate form is hidden for non-admin staff. */}
      {isAdmin && <CreateInmateForm onCreated={reload} />}
      <form className="inmates-search" aria-label="Search" onSubmit={submitSearch}>
        <label htmlFor="inmates-search">Search inmates</label>
        <input
          id="inmates-search"
          type="search"
          value={search}
          maxLength={100}
          placeholder="Name, username, e-mail or phone"
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit">Search</button>
        <label htmlFor="inmates-sort">Sort by</label>
        <select
          id="inmates-sort"
          value={query.sort}
          onChange={(event) => setQuery({ ...query, sort: event.target.value as SortOrder, offset: 0 })}
        >
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </form>
      {error && <Message kind="error">{error}</Message>}
      {page === null && loading && <p>Loading…</p>}
      {page && rows.length === 0 && <p>No inmates found.</p>}
      {rows.length > 0 && (
        <div className="inmates-table-wrap">
          <table className="inmates-table" aria-busy={loading}>
            <caption className="visually-hidden">Inmates</caption>
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
        </div>
      )}
      {page && (
        <nav className="inmates-paging" aria-label="Pages">
          <button
            type="button"
            disabled={loading || query.offset === 0}
            onClick={() => setQuery({ ...query, offset: Math.max(0, query.offset - PAGE_SIZE) })}
          >
            Previous
          </button>
          <span aria-live="polite">{`${first}–${last} of ${total}`}</span>
          <button
            type="button"
            disabled={loading || last >= total}
            onClick={() => setQuery({ ...query, offset: query.offset + PAGE_SIZE })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

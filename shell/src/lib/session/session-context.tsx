import { ApiError, accountKeyOf, type Session, setAccountInView } from '@app/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { pageSession } from '../page-data';
import { getSession } from './api/get-session';

type SessionState = {
  session: Session;
  /** False until the first GET /api/session has answered (or failed). */
  ready: boolean;
  /** Reload the session; call after anything that changes who is signed in. */
  refreshSession: () => Promise<void>;
};

const SessionContext = createContext<SessionState | null>(null);

/**
 * `session`, once the shell's requests name its account (X-Account, docs/decisions.md "Staff acting as someone"):
 * from the moment the shell takes a session, its screens are that account's.
 */
function inView(session: Session): Session {
  setAccountInView(accountKeyOf(session));
  return session;
}

/**
 * Shares the session with the layout, the screens and the remotes. The Worker writes it into the page
 * (lib/page-data.ts), so the first paint waits for no GET /api/session (issue 12 §5); without it (`vite dev`) the
 * session is loaded at start.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(pageSession);
  const [session, setSession] = useState<Session>(() => inView(initial ?? {}));
  const [ready, setReady] = useState(initial !== undefined);

  const refreshSession = useCallback(async () => {
    // spec §8: network errors on fetches are silently ignored. A lost answer (no answer at all, on a poor line) says
    // nothing about who is signed in, so the session stays as it was: a signed-in admin is not sent to the login by
    // it. An answer that is not a session (an error) is an anonymous one.
    try {
      const next = await getSession();
      setSession(inView(next && typeof next === 'object' ? next : {}));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) setSession(inView({}));
    }
    setReady(true);
  }, []);

  useEffect(() => {
    if (!initial) void refreshSession();
  }, [initial, refreshSession]);

  const value = useMemo(() => ({ session, ready, refreshSession }), [session, ready, refreshSession]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a <SessionProvider>');
  return state;
}

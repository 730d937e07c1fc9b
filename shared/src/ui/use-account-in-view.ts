import { useEffect, useState } from 'react';
import { accountKeyOf, type RemoteAppProps } from '../session';

/** Whether a screen of one kind of account has its account: `checking` while a session showing none is read again. */
export type AccountInView = 'yes' | 'no' | 'checking';

/**
 * Whether the session shows an account of `kind` (the inmate or friend signed in, or the one staff act as), so a
 * screen asks the API for that account only when there is one to ask for, instead of meeting a 401 or 403. A session
 * that shows none is read again once first: it may be older than the cookie (a sign-in in another tab).
 * @example const inView = useAccountInView('inmate', props); if (inView === 'no') return <SignInFirst />;
 */
export function useAccountInView(
  kind: 'inmate' | 'friend',
  { session, refreshSession }: Pick<RemoteAppProps, 'session' | 'refreshSession'>,
): AccountInView {
  const inView = accountKeyOf(session)?.startsWith(`${kind}:`) ?? false;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (inView || checked) return;
    let live = true;
    void refreshSession().finally(() => {
      if (live) setChecked(true);
    });
    return () => {
      live = false;
    };
  }, [inView, checked, refreshSession]);
  if (inView) return 'yes';
  return checked ? 'no' : 'checking';
}

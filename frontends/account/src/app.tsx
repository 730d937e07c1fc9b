import { accountKeyOf, type RemoteAppProps, setAccountInView } from '@app/shared';
import { registerCatalogues, startI18n } from '@app/shared/i18n';
import { Route, Routes } from '@app/shared/router';
import { InmateDetailPage } from './app/inmate-detail-page';
import { ACCOUNT_CATALOGUES } from './messages';

// This remote's words, in the reader's language only; started here too when the remote runs on its own page.
registerCatalogues('account', ACCOUNT_CATALOGUES);
void startI18n(['account']);

/**
 * Remote `account`: the inmate detail screen (spec §2 screen 4, with screens 5 and 6 inside it).
 * The shell mounts it at the URL prefix, so paths here are relative to '', '/admin' or '/employee1'.
 */
export default function App({ basePath, session, refreshSession }: RemoteAppProps) {
  // Before any screen below renders and asks the API: this remote's own copy of @app/shared names the account the
  // screens show (X-Account), so a call from them never reaches another account the session moved to since.
  setAccountInView(accountKeyOf(session));

  return (
    <Routes>
      <Route
        path="inmates/detail"
        element={<InmateDetailPage basePath={basePath} session={session} refreshSession={refreshSession} />}
      />
    </Routes>
  );
}

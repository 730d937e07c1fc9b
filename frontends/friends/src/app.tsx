import { accountKeyOf, type RemoteAppProps, setAccountInView } from '@app/shared';
import { registerCatalogues, startI18n } from '@app/shared/i18n';
import { Route, Routes } from '@app/shared/router';
import { FriendDetailPage } from './app/friend-detail-page';
import { FriendProfilePage } from './app/friend-profile-page';
import { FriendRegisterPage } from './app/friend-register-page';
import { FRIENDS_CATALOGUES } from './messages';

// This remote's words, in the reader's language only; started here too when the remote runs on its own page.
registerCatalogues('friends', FRIENDS_CATALOGUES);
void startI18n(['friends']);

/**
 * Remote `friends`: friend registration, profile and detail (spec §2 screens 10–12).
 * The shell mounts it at the URL prefix, so paths here are relative to '' or '/admin'.
 */
export default function App(props: RemoteAppProps) {
  const { basePath, session } = props;
  // Before any screen below renders and asks the API: this remote's own copy of @app/shared names the account the
  // screens show (X-Account), so a call from them never reaches another account the session moved to since.
  setAccountInView(accountKeyOf(session));

  return (
    <Routes>
      <Route path="friends/register" element={<FriendRegisterPage {...props} />} />
      <Route path="friends/profile" element={<FriendProfilePage {...props} />} />
      <Route path="friends/detail" element={<FriendDetailPage basePath={basePath} />} />
    </Routes>
  );
}

import { accountKeyOf, type RemoteAppProps, setAccountInView } from '@app/shared';
import { registerCatalogues, startI18n } from '@app/shared/i18n';
import { Route, Routes } from '@app/shared/router';
import { ManageFriendsPage } from './app/manage-friends-page';
import { OfferConfigurationPage } from './app/offer-configuration-page';
import { ManageAudioFilesPage } from './features/audio-files/components/manage-audio-files-page';
import { ManageEmployeesPage } from './features/employees/components/manage-employees-page';
import { FriendPayoutsPage } from './features/friends/components/friend-payouts-page';
import { ManageInmatesPage } from './features/inmates/components/manage-inmates-page';
import { JailConfigurationPage } from './features/jails/components/jail-configuration-page';
import { SettingsPage } from './features/settings/components/settings-page';
import { AdminStyles } from './lib/admin-styles';
import { ADMIN_CATALOGUES } from './messages';

// This remote's words, in the reader's language only; started here too when the remote runs on its own page.
registerCatalogues('admin', ADMIN_CATALOGUES);
void startI18n(['admin']);

/**
 * Remote `admin`: the back office (spec §2 screens 13–18 and 20).
 * The shell mounts it at '/admin' (every tool) or '/employee1' (Manage Inmates and Manage Audio Files only).
 */
export default function App({ basePath, session, refreshSession }: RemoteAppProps) {
  // Before any screen below renders and asks the API: this remote's own copy of @app/shared names the account the
  // screens show (X-Account), so a call from them never reaches another account the session moved to since.
  setAccountInView(accountKeyOf(session));

  const isAdmin = basePath === '/admin';
  return (
    <>
      <AdminStyles />
      <Routes>
        <Route
          path="inmates"
          element={<ManageInmatesPage basePath={basePath} refreshSession={refreshSession} />}
        />
        <Route path="files" element={<ManageAudioFilesPage basePath={isAdmin ? '/admin' : '/employee1'} />} />
        {/* spec §2 "Navigation": these tools are ADMIN's only; under /employee1 they are not routes at all. */}
        {isAdmin && (
          <>
            <Route path="jails" element={<JailConfigurationPage />} />
            <Route path="offers" element={<OfferConfigurationPage />} />
            <Route path="friends" element={<ManageFriendsPage refreshSession={refreshSession} />} />
            <Route path="friends/payouts" element={<FriendPayoutsPage />} />
            <Route path="employees" element={<ManageEmployeesPage />} />
            <Route path="settings" element={<SettingsPage />} />
          </>
        )}
      </Routes>
    </>
  );
}

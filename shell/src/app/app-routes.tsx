import { Route, Routes } from '@app/shared/router';
import { lazy } from 'react';
import { FirstPageEnd } from '../components/layout/first-page-end';
import { Layout } from '../components/layout/layout';
import { RouteAnnouncer } from '../components/layout/route-announcer';
import { RequireStaff } from '../components/require-staff';
import { StaffAtTheirPrefix } from '../components/staff-at-their-prefix';
import { RequirePasswordChange } from '../features/change-password/components/require-password-change';
import { HomeScreen } from '../features/home/components/home-screen';
import { legalRoutes } from '../features/legal/components/legal-routes';
import { RemoteRoutes } from '../features/remotes/components/remote-routes';

// The shell's forms (and zod, the schemas and react-hook-form with them) load when one is first shown, so the first
// screen of most visitors downloads less (issue 12 §5); Layout shows "Loading…" meanwhile.
const LoginScreen = lazy(() =>
  import('../features/login/components/login-screen').then((module) => ({ default: module.LoginScreen })),
);
const ChangePasswordScreen = lazy(() =>
  import('../features/change-password/components/change-password-screen').then((module) => ({
    default: module.ChangePasswordScreen,
  })),
);
const ResetPasswordScreen = lazy(() =>
  import('../features/reset-password/components/reset-password-screen').then((module) => ({
    default: module.ResetPasswordScreen,
  })),
);
const ContactScreen = lazy(() =>
  import('../features/contact/components/contact-screen').then((module) => ({
    default: module.ContactScreen,
  })),
);

/**
 * The route table of spec §2 for the three URL kinds of spec §1. The shell's own screens are listed here; every
 * other path of a prefix goes to `RemoteRoutes`, which mounts the remote that owns it (remote-owners.ts).
 */
export function AppRoutes() {
  return (
    <>
      {/* Issue 13 §2: the title names the page and focus goes to its heading on each route change. */}
      <RouteAnnouncer />
      {/* Issue 12 §5: the screen painted with the page is the first page's only. */}
      <FirstPageEnd />
      <Routes>
        {/* A sign-in with a temporary password stays on the change-password screen until it is changed. */}
        <Route element={<RequirePasswordChange />}>
          <Route path="/admin" element={<Layout basePath="/admin" />}>
            <Route path="login" element={<LoginScreen kind="staff" />} />
            {legalRoutes()}
            <Route element={<RequireStaff />}>
              <Route index element={<HomeScreen />} />
              <Route path="friends/login" element={<LoginScreen kind="friend" />} />
              {/* spec §2 screen 12: Reset leads to changepassword; an ADMIN acting as a friend may change it. */}
              <Route path="friends/changepassword" element={<ChangePasswordScreen kind="friend" />} />
              <Route path="contactus" element={<ContactScreen />} />
              <Route path="*" element={<RemoteRoutes />} />
            </Route>
          </Route>
          <Route path="/employee1" element={<Layout basePath="/employee1" />}>
            <Route path="login" element={<LoginScreen kind="staff" />} />
            {legalRoutes()}
            <Route element={<RequireStaff />}>
              <Route index element={<HomeScreen />} />
              <Route path="*" element={<RemoteRoutes />} />
            </Route>
          </Route>
          <Route path="/" element={<Layout basePath="" />}>
            <Route index element={<HomeScreen />} />
            <Route path="inmates/login" element={<LoginScreen kind="inmate" />} />
            <Route
              path="inmates/changepassword"
              element={
                <StaffAtTheirPrefix>
                  <ChangePasswordScreen kind="inmate" />
                </StaffAtTheirPrefix>
              }
            />
            <Route path="inmates/resetpassword" element={<ResetPasswordScreen />} />
            <Route path="friends/login" element={<LoginScreen kind="friend" />} />
            <Route
              path="friends/changepassword"
              element={
                <StaffAtTheirPrefix>
                  <ChangePasswordScreen kind="friend" />
                </StaffAtTheirPrefix>
              }
            />
            <Route path="friends/resetpassword" element={<ResetPasswordScreen />} />
            <Route path="contactus" element={<ContactScreen />} />
            {legalRoutes()}
            <Route
              path="*"
              element={
                <StaffAtTheirPrefix>
                  <RemoteRoutes />
                </StaffAtTheirPrefix>
              }
            />
          </Route>
        </Route>
      </Routes>
    </>
  );
}

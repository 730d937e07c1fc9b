import type { RemoteAppProps } from '@app/shared';
import { Route, Routes } from 'react-router-dom';

/**
 * Remote `admin`: the back office (spec §2 screens 13–18 and 20).
 * The shell mounts it at '/admin' (every tool) or '/employee1' (Manage Inmates and Manage Audio Files only).
 */
export default function App({ basePath }: RemoteAppProps) {
  const isAdmin = basePath === '/admin';
  return (
    <Routes>
      <Route path="inmates" element={<h1>Manage Inmates</h1>} />
      <Route path="files" element={<h1>Manage Audio Files</h1>} />
      {isAdmin && (
        <>
          <Route path="jails" element={<h1>Jail Configuration</h1>} />
          <Route path="offers" element={<h1>Offer Configuration</h1>} />
          <Route path="friends" element={<h1>Manage Friends</h1>} />
          <Route path="employees" element={<h1>Manage Employees</h1>} />
          <Route path="settings" element={<h1>Settings</h1>} />
        </>
      )}
    </Routes>
  );
}

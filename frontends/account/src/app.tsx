import type { RemoteAppProps } from '@app/shared';
import { Route, Routes } from 'react-router-dom';

/**
 * Remote `account`: the inmate detail screen (spec §2 screen 4).
 * The shell mounts it at the URL prefix, so paths here are relative to '', '/admin' or '/employee1'.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="inmates/detail" element={<h1>Inmate Account Info</h1>} />
    </Routes>
  );
}

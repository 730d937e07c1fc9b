import type { RemoteAppProps } from '@app/shared';
import { Route, Routes } from 'react-router-dom';

/**
 * Remote `friends`: friend registration, profile and detail (spec §2 screens 10–12).
 * The shell mounts it at the URL prefix, so paths here are relative to '' or '/admin'.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="friends/register" element={<h1>Friend Registration</h1>} />
      <Route path="friends/profile" element={<h1>Friend Profile</h1>} />
      <Route path="friends/detail" element={<h1>Friend Detail</h1>} />
    </Routes>
  );
}

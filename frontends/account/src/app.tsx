import type { RemoteAppProps } from '@app/shared';
import { Route, Routes } from 'react-router-dom';
import { InmateDetailPage } from './app/inmate-detail-page';

/**
 * Remote `account`: the inmate detail screen (spec §2 screen 4, with screens 5 and 6 inside it).
 * The shell mounts it at the URL prefix, so paths here are relative to '', '/admin' or '/employee1'.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="inmates/detail" element={<InmateDetailPage basePath={basePath} />} />
    </Routes>
  );
}

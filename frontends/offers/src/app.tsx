import type { RemoteAppProps } from '@app/shared';
import { Route, Routes } from 'react-router-dom';

/**
 * Remote `offers`: offer selection, inmate registration and payment method (spec §2 screens 1–3).
 * The shell mounts it at the URL prefix, so paths here are relative to '', '/admin' or '/employee1'.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      {/* spec §2 screen 2: the heading is blank for admin, otherwise Registration. */}
      <Route path="inmates/register" element={<h1>{basePath === '/admin' ? '' : 'Registration'}</h1>} />
      <Route path="inmates/paymentmethod" element={<h1>Payment</h1>} />
    </Routes>
  );
}

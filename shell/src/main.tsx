// First: no schema may exist before zod is told not to use eval (the page CSP refuses it).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { startRemoteOfPage } from './features/remotes/api/load-remote-app';
import { SessionProvider } from './lib/session/session-context';
import './app/styles.css';

startRemoteOfPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);

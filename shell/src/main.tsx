// First: no schema may exist before zod is told not to use eval (the page CSP refuses it).
import './lib/zod-without-eval';
import { registerCatalogues, startI18n } from '@app/shared/i18n';
import { BrowserRouter } from '@app/shared/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/app-routes';
import { LEGAL_CATALOGUES } from './features/legal/messages';
import { startRemoteOfPage } from './features/remotes/api/load-remote-app';
import { keepFirstScreen } from './lib/first-screen';
import { SessionProvider } from './lib/session/session-context';
import { SHELL_CATALOGUES } from './messages';
import './app/styles.css';

startRemoteOfPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The shell's words in the reader's language first (a small chunk, fetched while the remote of the page loads):
// rendering before them would replace the page frame the Worker wrote with an empty screen.
registerCatalogues('shell', SHELL_CATALOGUES);
// The legal pages' words too: the footer names them on every screen (issue 13 §4).
registerCatalogues('legal', LEGAL_CATALOGUES);
await startI18n(['shell', 'legal']);

// The screen the Worker painted, if any, stays on the page until the remote's code renders it (issue 12 §5).
keepFirstScreen(root, `${window.location.pathname}${window.location.search}`);
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);

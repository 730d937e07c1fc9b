import { BrowserRouter } from '@app/shared/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app';

// This remote on its own (vite dev / preview at its port), anonymous and without the shell's layout.
// The product loads ./App through the shell instead.
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App basePath="" session={{}} refreshSession={async () => {}} />
      </BrowserRouter>
    </StrictMode>,
  );

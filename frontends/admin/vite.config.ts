import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const PORT = 5104;

// Remote `admin` (docs/architecture.md): exposes ./App, shares React and the router with the shell.
export default defineConfig({
  // A relative base: chunks resolve against remoteEntry.js wherever it is deployed.
  base: './',
  plugins: [
    react(),
    federation({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app.tsx' },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router': { singleton: true },
        'react-router-dom': { singleton: true },
      },
      manifest: true,
      dts: false,
    }),
  ],
  build: { target: 'esnext' },
  // The shell loads this remote from another origin: every asset needs CORS headers.
  server: { port: PORT, strictPort: true, cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
  preview: { port: PORT, strictPort: true, cors: true, headers: { 'Access-Control-Allow-Origin': '*' } },
});

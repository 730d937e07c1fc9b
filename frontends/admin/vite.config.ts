import { remoteViteConfig } from '../remote-vite-config';

// Remote `admin`, served locally on its own origin (port 5104, docs/architecture.md "Ports").
export default remoteViteConfig('admin', 5104);

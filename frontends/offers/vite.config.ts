import { remoteViteConfig } from '../remote-vite-config';

// Remote `offers`, served locally on its own origin (port 5101, docs/architecture.md "Ports").
export default remoteViteConfig('offers', 5101);

import { remoteViteConfig } from '../remote-vite-config';

// Remote `friends`, served locally on its own origin (port 5103, docs/architecture.md "Ports").
export default remoteViteConfig('friends', 5103);

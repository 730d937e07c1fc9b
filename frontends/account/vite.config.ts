import { remoteViteConfig } from '../remote-vite-config';

// Remote `account`, served locally on its own origin (port 5102, docs/architecture.md "Ports").
export default remoteViteConfig('account', 5102);

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that work on this machine's closed network, for the end-to-end tests and `npm run bench:web`. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | undefined {
  return CANDIDATES.find((path): path is string => Boolean(path && existsSync(path)));
}

/** Finds Debian's Chromium, installing it with apt-get when this user can; otherwise says what to install. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package …");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The end-to-end tests need Debian's Chromium at /usr/bin/chromium.\n" +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
}

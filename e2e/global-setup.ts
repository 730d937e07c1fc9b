import { existsSync, rmSync } from 'node:fs';
import { startTwilioLocal } from '@app/twilio-local';
import type { TestProject } from 'vitest/node';
import { run } from '../scripts/lib/run';
import { prepareDatabase, startStack } from '../scripts/lib/stack';

// Ports of their own, so the tests can run beside `npm start`.
const API_PORT = 8797;
const REMOTE_PORTS = { offers: 5201, account: 5202, friends: 5203, admin: 5204 };
const STRIPE_PORT = 12121;
const TWILIO_PORT = 12122;
const PERSIST_TO = '.e2e-state';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    remotePorts: Record<'offers' | 'account' | 'friends' | 'admin', number>;
    stripeUrl: string;
    /** The local Twilio-compatible server: POST {twilioUrl}/simulate plays a facility call against the Worker. */
    twilioUrl: string;
  }
}

export default async function setup(project: TestProject) {
  process.chdir(new URL('..', import.meta.url).pathname);
  if (!existsSync('shell/dist/index.html')) await run('npm', ['run', 'build']);
  rmSync(PERSIST_TO, { recursive: true, force: true });
  await prepareDatabase(PERSIST_TO);
  const stack = await startStack({
    apiPort: API_PORT,
    remotePorts: REMOTE_PORTS,
    stripePort: STRIPE_PORT,
    // The Worker's Call Me goes to this stack's own twilio-local (TWILIO_API_BASE), not npm start's on 12112.
    twilioPort: TWILIO_PORT,
    persistTo: PERSIST_TO,
    log: (line) => {
      if (process.env.E2E_VERBOSE) console.log(line);
    },
  });
  const twilio = await startTwilioLocal({ port: TWILIO_PORT, workerUrl: stack.apiUrl }).catch(
    (error: unknown) => {
      stack.stop();
      throw error;
    },
  );
  project.provide('baseUrl', stack.apiUrl);
  project.provide('remotePorts', REMOTE_PORTS);
  project.provide('stripeUrl', `http://localhost:${STRIPE_PORT}`);
  project.provide('twilioUrl', twilio.url);
  return async () => {
    stack.stop();
    await twilio.stop();
  };
}

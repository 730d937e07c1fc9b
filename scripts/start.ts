// `npm start`: build everything, prepare the local D1 with demo data, serve the product on localhost.
import { DEFAULT_TWILIO_LOCAL_PORT, startTwilioLocal } from '@app/twilio-local';
import { portSetting } from './lib/port-setting';
import { run } from './lib/run';
import {
  DEFAULT_PORTS,
  prepareDatabase,
  REMOTE_NAMES,
  realStripeKeys,
  remoteEntries,
  startStack,
} from './lib/stack';

const PERSIST_TO = '.wrangler/state';
const skipBuild = process.argv.includes('--no-build');
const verbose = process.argv.includes('--verbose');
const TWILIO_PORT = portSetting('TWILIO_LOCAL_PORT', DEFAULT_TWILIO_LOCAL_PORT);

type Mail = { to: string; subject: string; text: string; sentAt: string };
type PhoneCall = { to: string; say: string; at: string };

/** Prints the entries of a development log (`/api/dev/outbox`, `/api/dev/calls`) added since the last look. */
async function printNew<T>(url: string, seen: { count: number }, format: (entry: T) => string, print = true) {
  try {
    const response = await fetch(url);
    if (!response.ok) return;
    const entries = (await response.json()) as T[];
    for (const entry of print ? entries.slice(seen.count) : []) console.log(format(entry));
    seen.count = entries.length;
  } catch {
    // the Worker is restarting; try again on the next tick
  }
}

const formatMail = (mail: Mail) => `\n✉  Mail to ${mail.to} — ${mail.subject}\n${mail.text}\n`;
const formatCall = (call: PhoneCall) => `\n☎  Call to ${call.to}\n${call.say}\n`;

async function main() {
  if (!skipBuild) await run('npm', ['run', 'build']);
  console.log('Applying migrations and demo data to the local D1 …');
  await prepareDatabase(PERSIST_TO);
  console.log('Starting the API Worker and the remotes …');
  const stack = await startStack({
    apiPort: DEFAULT_PORTS.api,
    remotePorts: DEFAULT_PORTS.remotes,
    stripePort: DEFAULT_PORTS.stripe,
    // Call Me goes through the Worker's Twilio adapter to the local Twilio server below (TWILIO_API_BASE).
    twilioPort: TWILIO_PORT,
    persistTo: PERSIST_TO,
    log: (line) => {
      if (verbose || /error/i.test(line)) console.log(line);
    },
  });
  // The local Twilio-compatible server: it records the calls the Worker places (Call Me; GET /api/dev/calls reads
  // them back), and `npm run call` and POST /simulate play facility calls against this Worker.
  const twilio = await startTwilioLocal({
    port: TWILIO_PORT,
    workerUrl: stack.apiUrl,
    log: (line) => {
      if (verbose) console.log(`[twilio] ${line}`);
    },
  }).catch((error: unknown) => {
    stack.stop();
    throw error;
  });
  const entries = remoteEntries(DEFAULT_PORTS.remotes);
  console.log(`
The product is running.

  Shell and API      ${stack.apiUrl}
${REMOTE_NAMES.map((name) => `  remote ${name.padEnd(11)} ${entries[name]}`).join('\n')}
  ${
    realStripeKeys()
      ? 'payments         Stripe itself (test keys from the environment)'
      : `local Stripe     http://localhost:${DEFAULT_PORTS.stripe} (test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined)`
  }
  local Twilio     ${twilio.url} (a facility call: npm run call -- --from 15555550199 --to +15555550100 --code 482913 --minutes 3)

Demo accounts (local only):
  admin      admin    / Admin#2026x     ${stack.apiUrl}/admin/login
  employee1  staff    / Staff#2026x     ${stack.apiUrl}/employee1/login
  inmate     inmate1  / Inmate#2026x    ${stack.apiUrl}/inmates/login
  friend     friend1  / Friend#2026x    ${stack.apiUrl}/friends/login  (approved, with a photo)
  friend     friend2  / Friend#2026x    ${stack.apiUrl}/friends/login  (waiting for phone verification)

Mails the product sends and the calls it places are printed below (also at ${stack.apiUrl}/api/dev/outbox and
${stack.apiUrl}/api/dev/calls).
Press Ctrl+C to stop.`);

  const mails = { url: `${stack.apiUrl}/api/dev/outbox`, seen: { count: 0 } };
  const calls = { url: `${stack.apiUrl}/api/dev/calls`, seen: { count: 0 } };
  // Mails of earlier runs stay at /api/dev/outbox (D1); calls live in the local Twilio server, which starts empty.
  await printNew(mails.url, mails.seen, formatMail, false);
  await printNew(calls.url, calls.seen, formatCall, false);
  const timer = setInterval(() => {
    void printNew(mails.url, mails.seen, formatMail);
    void printNew(calls.url, calls.seen, formatCall);
  }, 2000);
  const shutdown = () => {
    clearInterval(timer);
    stack.stop();
    void twilio.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

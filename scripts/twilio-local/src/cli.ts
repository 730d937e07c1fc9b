// `tsx scripts/twilio-local/src/cli.ts [--port 12112] [--worker http://localhost:8787]`: the local
// Twilio-compatible server on its own (npm start runs it for you).
import { parseArgs } from 'node:util';
import { DEFAULT_TWILIO_LOCAL_PORT, startTwilioLocal } from './index';
import { DEFAULT_WORKER_URL } from './simulate';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.TWILIO_LOCAL_PORT ?? String(DEFAULT_TWILIO_LOCAL_PORT) },
    worker: { type: 'string', default: process.env.WORKER_URL ?? DEFAULT_WORKER_URL },
  },
});

const server = await startTwilioLocal({
  port: Number(values.port),
  workerUrl: values.worker,
  log: (line) => console.log(line),
});
const shutdown = () => {
  void server.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

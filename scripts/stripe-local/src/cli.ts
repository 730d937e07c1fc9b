// `tsx scripts/stripe-local/src/cli.ts [--port 12111] [--webhook-url http://localhost:8787/api/stripe/webhook]
//  [--webhook-secret whsec_local]`: the local Stripe-compatible server on its own (npm start runs it for you).
import { parseArgs } from 'node:util';
import { startStripeLocal } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STRIPE_LOCAL_PORT ?? '12111' },
    'webhook-url': { type: 'string', default: process.env.STRIPE_LOCAL_WEBHOOK_URL },
    'webhook-secret': { type: 'string', default: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local' },
  },
});

const server = await startStripeLocal({
  port: Number(values.port),
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
  log: (line) => console.log(line),
});
console.log(`Stripe.js stand-in: ${server.url}/v3`);
const shutdown = () => {
  void server.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

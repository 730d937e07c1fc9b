import { startStripeLocal } from '@app/stripe-local';

// The local Stripe-compatible server for the API tests (Node side). vitest.config.ts picked its free port and gave it
// to the Worker as STRIPE_API_PORT. Webhook delivery is off: the test pool cannot receive HTTP, so tests read the
// events at GET /v1/events and deliver them, signed, through the Worker's fetch (test/stripe.ts).
export default async function setup() {
  const port = Number(process.env.STRIPE_LOCAL_TEST_PORT);
  if (!port) throw new Error('STRIPE_LOCAL_TEST_PORT is not set (see workers/api/vitest.config.ts)');
  const server = await startStripeLocal({ port });
  return () => server.stop();
}

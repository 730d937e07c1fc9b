import Stripe from 'stripe';
import type { StripeLocalServer } from './index';

/**
 * The real stripe-node SDK pointed at a running stripe-local, as the tests drive it: Stripe's own request and error
 * handling is what checks the server's shapes. No retries, so a refused request is seen as it was answered.
 */
export function sdkClient(server: StripeLocalServer): Stripe {
  return new Stripe('sk_test_local', {
    host: 'localhost',
    port: server.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
}

import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header of a webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">` with the
 * endpoint's signing secret, exactly as Stripe signs (docs.stripe.com/webhooks#verify-manually).
 */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type Delivery = {
  eventId: string;
  type: string;
  attempts: number;
  /** The last HTTP status, or 0 for a network failure. */
  status: number;
  delivered: boolean;
};

/** Waits before each retry: Stripe retries for days; locally a few seconds are enough for a restarting Worker. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15000, 30000];

/**
 * Delivers events to one webhook URL, in order, each signed at send time, retrying failed attempts
 * (any non-2xx answer or a network error) with back-off.
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly log: (line: string) => void,
  ) {}

  send(event: { id: string; type: string }) {
    const payload = JSON.stringify(event, null, 2);
    const delivery: Delivery = {
      eventId: event.id,
      type: event.type,
      attempts: 0,
      status: 0,
      delivered: false,
    };
    this.deliveries.push(delivery);
    this.queue = this.queue.then(() => this.deliver(payload, delivery));
  }

  /** Resolves when everything queued so far was delivered or given up. */
  idle(): Promise<void> {
    return this.queue;
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async deliver(payload: string, delivery: Delivery): Promise<void> {
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !this.stopped; attempt += 1) {
      if (attempt > 0) await this.sleep(RETRY_DELAYS_MS[attempt - 1] ?? 1000);
      if (this.stopped) return;
      delivery.attempts += 1;
      try {
        const response = await fetch(this.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signatureHeader(payload, this.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        delivery.status = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
        this.log(`webhook ${delivery.type} ${delivery.eventId}: HTTP ${response.status}`);
      } catch (error) {
        delivery.status = 0;
        if (attempt === 0)
          this.log(`webhook ${delivery.type} ${delivery.eventId}: ${(error as Error).message}`);
      }
    }
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

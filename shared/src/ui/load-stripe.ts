import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const STAND_IN_ID = 'stripe-js-stand-in';

/** Loads a script once; resolves when `window.Stripe` is defined by it. */
function loadScript(src: string): Promise<void> {
  const existing = document.getElementById(STAND_IN_ID) as HTMLScriptElement | null;
  if (existing?.dataset.loaded === 'true' && window.Stripe) return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.id = STAND_IN_ID;
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.appendChild(script);
  });
}

/**
 * Stripe.js for the publishable key. In production `loadStripe` injects https://js.stripe.com as usual. With the local
 * Stripe server the API names its stand-in (`stripeJsUrl`, served at /v3): it is loaded first and defines
 * `window.Stripe`, which `loadStripe` then uses instead of injecting the real script (docs/decisions.md
 * "Stripe.js locally").
 */
export async function loadStripeFor(publishableKey: string, stripeJsUrl?: string): Promise<Stripe | null> {
  if (stripeJsUrl) await loadScript(stripeJsUrl);
  return loadStripe(publishableKey);
}

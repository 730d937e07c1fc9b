// The footer's payment logos (spec §1: a privacy cryptocurrency, two card brands, a mobile wallet), drawn as small
// inline SVGs so no image is downloaded. Simplified marks, each named for screen readers. One HTML string, because
// the page frame the Worker sends before any script runs (shell/src/frame/page-frame.ts) shows the same footer.

const MONERO =
  '<svg class="payment-logo" viewBox="0 0 32 32" role="img" aria-label="Monero"><title>Monero</title>' +
  '<circle cx="16" cy="16" r="15" fill="#f60"></circle><path d="M2.25 22A15 15 0 0 0 29.75 22Z" fill="#4c4c4c"></path>' +
  '<path d="M6 22V8.5l10 10 10-10V22h-4v-7.8l-6 6-6-6V22Z" fill="#fff"></path></svg>';

const VISA =
  '<svg class="payment-logo" viewBox="0 0 48 32" role="img" aria-label="Visa"><title>Visa</title>' +
  '<rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d0d4dc"></rect>' +
  '<text x="24" y="21" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" ' +
  'font-style="italic" font-weight="700" fill="#1a1f71">VISA</text></svg>';

const MASTERCARD =
  '<svg class="payment-logo" viewBox="0 0 48 32" role="img" aria-label="Mastercard"><title>Mastercard</title>' +
  '<rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d0d4dc"></rect>' +
  '<circle cx="19" cy="16" r="9" fill="#eb001b"></circle><circle cx="29" cy="16" r="9" fill="#f79e1b"></circle>' +
  '<path d="M24 8.52A9 9 0 0 1 24 23.48 9 9 0 0 1 24 8.52Z" fill="#ff5f00"></path></svg>';

const APPLE_PAY =
  '<svg class="payment-logo" viewBox="0 0 48 32" role="img" aria-label="Apple Pay"><title>Apple Pay</title>' +
  '<rect width="48" height="32" rx="4" fill="#000"></rect>' +
  '<path d="M12 12.5c-2.5-1.5-5 0-5 3.5s2.2 6 3.6 6c.8 0 1-.4 1.9-.4s1.1.4 1.9.4c1.4 0 3.6-2.6 3.6-6s-2.5-5-5-3.5Z" ' +
  'fill="#fff"></path><path d="M12.3 11.6c.2-1.5 1.2-2.6 2.6-2.9-.1 1.5-1.2 2.7-2.6 2.9Z" fill="#fff"></path>' +
  '<text x="31" y="21" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="#fff">' +
  'Pay</text></svg>';

/** The items of the footer's `<ul class="payment-logos">`. */
export const PAYMENT_LOGOS_HTML = [MONERO, VISA, MASTERCARD, APPLE_PAY]
  .map((logo) => `<li>${logo}</li>`)
  .join('');

// The footer's payment logos: only the methods the product takes (issue 13 §4, docs/decisions.md "What the footer
// shows"). Payments are cards through Stripe's card form (payments/stripe-adapter.ts: `allowed_payment_method_types:
// ['card']`, US dollars, no brand filter), so the marks are the four US card networks Stripe accepts; spec §1's
// cryptocurrency and mobile wallet are not taken (Monero is how friends are paid, not a way to pay). Drawn as small
// inline SVGs so no image is downloaded; simplified marks, each named for screen readers. One HTML string, because
// the page frame the Worker sends before any script runs (shell/src/frame/page-frame.ts) shows the same footer.

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

const AMERICAN_EXPRESS =
  '<svg class="payment-logo" viewBox="0 0 48 32" role="img" aria-label="American Express"><title>American Express</title>' +
  '<rect width="48" height="32" rx="4" fill="#006fcf"></rect>' +
  '<text x="24" y="20.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="11" ' +
  'font-weight="700" fill="#fff">AMEX</text></svg>';

const DISCOVER =
  '<svg class="payment-logo" viewBox="0 0 48 32" role="img" aria-label="Discover"><title>Discover</title>' +
  '<rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d0d4dc"></rect>' +
  '<path d="M20 31.5H43.5a4 4 0 0 0 4-4V20C40 26 30 30 20 31.5Z" fill="#f76f20"></path>' +
  '<text x="24" y="17" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="7.5" ' +
  'font-weight="700" fill="#231f20">DISCOVER</text></svg>';

/** The items of the footer's `<ul class="payment-logos">`. */
export const PAYMENT_LOGOS_HTML = [VISA, MASTERCARD, AMERICAN_EXPRESS, DISCOVER]
  .map((logo) => `<li>${logo}</li>`)
  .join('');

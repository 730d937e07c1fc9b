// The look of the words about money that issue 13 §4 adds beside the spec's screens (what a credit buys, the running
// total, the bundle notice, what a payment choice means); kept apart from offers-css.ts, the spec screens' look.
export const MONEY_CSS = `
.offers__credit { margin: 0 0 0.5rem; color: var(--muted, #5b6475); font-size: 0.9rem; }
.offers__note { margin: 0; color: var(--muted, #5b6475); font-size: 0.9rem; }
.offers__hint { color: var(--muted, #5b6475); font-size: 0.9rem; }
.bundle-notice:empty { display: none; }
.bundle-notice__text { margin: 0; background: #eef4ff; border: 1px solid #b7cdf5; color: var(--ink, #1d2330); }
.running-total { background: #fff; border: 1px solid var(--line, #d6dae3); border-radius: 8px; padding: 0.5rem 1rem; }
.running-total h2 { margin: 0.25rem 0; font-size: 1.1rem; }
.running-total p { margin: 0.25rem 0; }
.running-total__price { font-weight: 700; }
.running-total__credits { margin: 0.25rem 0; padding-left: 1.2rem; }
.payment__services { margin: 0.1rem 0 0.3rem; padding-left: 1.2rem; color: var(--muted, #5b6475); font-size: 0.92rem; }
.payment__meaning { margin: 0; color: var(--ink, #1d2330); }
`;

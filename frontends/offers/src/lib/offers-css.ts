// The offers screens' own look (columns, bundles, the card form). The shell's stylesheet styles the shared pieces;
// these rules travel with the remote, so it renders the same wherever it is mounted (OffersStyles), and the page
// frame's offer selection carries them too (features/offer-selection/first-paint-html.ts).
export const OFFERS_CSS = `
.offers { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.offers__columns { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.75rem; }
@media (max-width: 820px) { .offers__columns { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (max-width: 480px) { .offers__columns { grid-template-columns: 1fr; } }
.offers__column { border: 1px solid var(--line, #d6dae3); border-radius: 8px; padding: 0.5rem 0.75rem; margin: 0; background: #fff; min-width: 0; }
.offers__column legend { font-weight: 700; font-size: 1.1rem; padding: 0 0.25rem; }
.offers__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.6rem; }
.offer { display: grid; grid-template-columns: auto 1fr; gap: 0 0.5rem; align-items: start; }
.offer input[type="radio"] { width: 1.25rem; height: 1.25rem; margin: 0.2rem 0 0; }
.offer__title { font-weight: 600; cursor: pointer; }
.offer__details { grid-column: 2; margin: 0; color: var(--muted, #5b6475); font-size: 0.92rem; }
.offer__price { color: var(--ink, #1d2330); font-weight: 600; }
.offers__empty { color: var(--muted, #5b6475); font-size: 0.92rem; margin: 0; }
.aggregates { background: #fff; border: 1px solid var(--line, #d6dae3); border-radius: 8px; padding: 0.5rem 0.75rem; }
.aggregates h2 { margin-top: 0.25rem; }
.aggregates__table { width: 100%; table-layout: fixed; border-collapse: collapse; }
.aggregates__table th { text-align: center; font-size: 0.95rem; padding: 0.25rem; border-bottom: 1px solid var(--line, #d6dae3); overflow-wrap: break-word; hyphens: auto; }
@media (max-width: 480px) { .aggregates__table { table-layout: auto; } .aggregates__table th { font-size: 0.85rem; padding: 0.25rem 0.1rem; overflow-wrap: normal; } }
.aggregates__offer td { padding: 0.6rem 0 0.1rem; }
.aggregates__coverage td { text-align: center; font-size: 1.3rem; color: var(--success, #1c7a3d); border-bottom: 1px solid var(--line, #d6dae3); padding-bottom: 0.3rem; }
.form-screen--apart { border-top: 1px solid var(--line, #d6dae3); margin-top: 1.5rem; padding-top: 1rem; }
.form-screen__lead { font-weight: 700; margin: 0 0 0.75rem; }
.offers__actions { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
.payment { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; max-width: 40rem; }
.payment__summary { background: #fff; border: 1px solid var(--line, #d6dae3); border-radius: 8px; padding: 0.5rem 1rem; }
.payment__summary ul { margin: 0.25rem 0; padding-left: 1.2rem; }
.payment__total { font-weight: 700; margin: 0.25rem 0; }
.payment__options { border: 1px solid var(--line, #d6dae3); border-radius: 8px; padding: 0.5rem 1rem; margin: 0; background: #fff; display: grid; gap: 0.5rem; }
.payment__option { display: flex; gap: 0.5rem; align-items: baseline; }
.payment__option input { width: 1.2rem; height: 1.2rem; }
.payment__hint { color: var(--muted, #5b6475); font-size: 0.9rem; }
.card-payment { background: #fff; border: 1px solid var(--line, #d6dae3); border-radius: 8px; padding: 0.75rem 1rem; display: grid; gap: 0.75rem; }
.card-payment .card-form { display: grid; gap: 0.75rem; }
.card-payment .card-form__element { min-height: 3rem; }
.stripe-local { display: grid; gap: 0.5rem; }
.stripe-local__field { display: grid; gap: 0.2rem; }
.stripe-local__field label { font-weight: 600; }
.stripe-local__input { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid var(--line, #d6dae3); border-radius: 8px; }
.stripe-local__error { color: var(--error, #b42318); margin: 0; }
.stripe-local__note { color: var(--muted, #5b6475); font-size: 0.85rem; margin: 0; }
`;

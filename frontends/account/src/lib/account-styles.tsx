// The account screen's own look (tables, the depleted style, the dialog). The shell's stylesheet styles the shared
// pieces; these rules travel with the remote, so it renders the same wherever it is mounted.
const CSS = `
.account { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; }
.account-table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; font-size: 0.95rem; }
.account-table th, .account-table td { text-align: left; padding: 0.35rem 0.6rem; border-bottom: 1px solid #d8dee4; vertical-align: top; }
.account-table th { background: #f3f5f7; font-weight: 600; }
.account-table td.number, .account-table th.number { text-align: right; font-variant-numeric: tabular-nums; }
.account-fields { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0.5rem 0 1rem; }
.account-fields dt { font-weight: 600; }
.account-fields dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
@media (max-width: 600px) { .account-fields { grid-template-columns: minmax(0, 1fr); gap: 0.1rem; } .account-fields dd { margin-bottom: 0.4rem; } }
.service { border: 1px solid #d8dee4; border-radius: 6px; padding: 0.75rem 1rem; margin: 0.5rem 0; background: #fff; }
.service h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
.service--depleted { background: #fbeaea; border-color: #d9534f; color: #6b2a28; }
.service__badge { display: inline-block; margin-left: 0.5rem; padding: 0 0.4rem; border-radius: 4px; font-size: 0.8rem; font-weight: 600; }
.service__badge--depleted { background: #b42318; color: #fff; }
.service__badge--selected { background: #2d7d46; color: #fff; }
.account-dialog { border: 2px solid #333; border-radius: 6px; padding: 0.75rem 1rem; background: #fffbe6; color: inherit; max-width: min(28rem, calc(100vw - 2rem)); }
.account-dialog::backdrop { background: rgb(0 0 0 / 40%); }
.card-form { border: 1px solid #d8dee4; border-radius: 6px; padding: 0.75rem 1rem; margin: 0.5rem 0; }
.account-subtitle { font-size: 1.05rem; margin: 1rem 0 0.25rem; }
.receipt { border: 2px solid #2d7d46; border-radius: 6px; padding: 0.75rem 1rem; margin: 0.5rem 0; background: #f1f8f3; }
.receipt h2 { margin: 0 0 0.25rem; font-size: 1.2rem; }
.receipt h3 { margin: 0.5rem 0 0.25rem; font-size: 1.05rem; }
.receipt-items { margin: 0; padding-left: 1.25rem; }
`;

export function AccountStyles() {
  return <style>{CSS}</style>;
}

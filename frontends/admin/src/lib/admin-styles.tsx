// The back office's own look. The shell's stylesheet styles the shared pieces (fields, messages, buttons); these
// rules travel with the remote. Narrow screens first; the print rules leave only the friend cards (spec §2 screen 13).
const CSS = `
.admin-screen { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
.admin-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; }
.friend-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; }
.friend-card { position: relative; }
.friend-card__body { display: flex; gap: 0.75rem; align-items: flex-start; height: 100%; padding: 0.75rem; border: 1px solid #d8dee4; border-radius: 6px; background: #fff; }
.friend-card__button { min-height: 24px; padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.friend-card__button:hover, .friend-card__button:disabled { background: none; }
.friend-card__button::after { content: ""; position: absolute; inset: 0; border-radius: 6px; }
.friend-card:hover .friend-card__body { background: #f4f6fa; }
.friend-card__button:focus-visible { outline: none; }
.friend-card__button:focus-visible::after { outline: 3px solid #1f5fbf; outline-offset: 2px; }
.friend-card__photo { flex: none; width: 96px; height: 96px; object-fit: cover; border-radius: 6px; background: #eef1f4; }
.friend-card__photo--none { display: flex; align-items: center; justify-content: center; padding: 0.25rem; box-sizing: border-box; color: #57606a; font-size: 0.85rem; text-align: center; }
.friend-card__text { display: grid; gap: 0.25rem; min-width: 0; overflow-wrap: anywhere; }
.friend-card__name { font-weight: 600; }
.friend-card__id { color: #57606a; }
.offer-table-wrap { position: relative; overflow-x: auto; container-type: inline-size; }
.offer-table { border-collapse: collapse; width: 100%; min-width: 60rem; }
.offer-table th, .offer-table td { border-bottom: 1px solid #d8dee4; padding: 0.4rem; vertical-align: top; text-align: left; }
.offer-table .field__input { width: 100%; box-sizing: border-box; }
.offer-table textarea.field__input { min-width: 12rem; resize: vertical; }
.offer-table td:first-child .field__input { min-width: 9rem; }
.offer-types { display: grid; gap: 0.2rem; }
.offer-types label { display: inline-flex; gap: 0.35rem; align-items: center; white-space: nowrap; }
.offer-actions { display: flex; gap: 0.4rem; flex-wrap: wrap; }
.offer-field .field__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.offer-error { color: #b42318; margin: 0.2rem 0 0; font-size: 0.9em; }
.offer-retired { font-weight: 600; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); border: 0; }
@media (max-width: 30rem) { .friend-card__photo { width: 64px; height: 64px; } .friend-card__body { flex-direction: column; } }
@media print {
  .no-print { display: none; }
  .friend-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .friend-card { break-inside: avoid; }
  .friend-card__body { border-color: #999; }
}
`;

export function AdminStyles() {
  return <style>{CSS}</style>;
}

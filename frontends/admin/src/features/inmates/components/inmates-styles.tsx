// Manage Inmates' own look (spec §2 screen 14): the wide table scrolls sideways on a phone; the row colour shows
// active or inactive, and the Status column says the same in words.
const CSS = `
.inmates-search { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.inmates-search input { flex: 1 1 17rem; min-width: 0; }
.inmates-search input, .inmates-search select { min-height: 44px; box-sizing: border-box; }
.inmates-table-wrap { position: relative; overflow-x: auto; }
.inmates-table { border-collapse: collapse; width: 100%; min-width: 70rem; }
.inmates-table th, .inmates-table td { border-bottom: 1px solid #d8dee4; padding: 0.4rem; text-align: left; vertical-align: top; }
.inmate-row { cursor: pointer; }
.inmate-row--active { background: #eaf6ec; }
.inmate-row--inactive { background: #fbeaea; }
.inmate-row:hover { filter: brightness(0.96); }
.inmate-row__open { background: none; border: 0; padding: 0; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; }
.inmate-row__open:focus-visible { outline: 3px solid #1f5fbf; }
.inmate-row__number { text-align: right; }
.inmate-row__date { white-space: nowrap; }
.inmates-paging { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
`;

export function InmatesStyles() {
  return <style>{CSS}</style>;
}

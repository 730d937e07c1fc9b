// The Payouts screen's own look (issue 11): long Monero addresses and transaction ids wrap instead of widening the
// table; the mark-paid panel and its confirmation sit under the friend's row. On a phone the table scrolls sideways
// and Mark paid is its last column: the panel stays in view at the frame's left edge, as wide as the frame
// (`cqi`: the table frame is a size container), and the history table scrolls in its own frame.
const CSS = `
.payout-wrap { overflow-wrap: anywhere; word-break: break-all; max-width: 22rem; }
.payout-panel { display: grid; gap: 0.5rem; padding: 0.5rem 0; position: sticky; left: 0.4rem; max-width: calc(100cqi - 0.8rem); }
.payout-history-wrap { overflow-x: auto; }
.payout-confirm { display: grid; gap: 0.4rem; padding: 0.5rem; border: 1px solid #d8dee4; border-radius: 6px; background: #f6f8fa; }
.payout-confirm p { margin: 0; overflow-wrap: anywhere; }
.payout-history { min-width: 40rem; }
.payout-history caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
`;

export function PayoutsStyles() {
  return <style>{CSS}</style>;
}

import { OFFERS_CSS } from './offers-css';

/** The offers screens' look (offers-css.ts), rendered with the remote wherever it is mounted. */
export function OffersStyles() {
  return <style>{OFFERS_CSS}</style>;
}

import { MONEY_CSS } from './money-css';

/** The money words' look (money-css.ts), beside the spec screens'. */
export function MoneyStyles() {
  return <style>{MONEY_CSS}</style>;
}

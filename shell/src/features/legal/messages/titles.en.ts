/**
 * The legal pages' names (issue 13 §4): the footer's links and each page's heading. Small on purpose: the Worker's
 * page frame (shell/src/frame/page-frame.ts) imports it for the first paint, and the `legal` namespace includes it.
 */
const legalTitles = {
  titles: {
    prices: 'Prices and fees',
    terms: 'Terms of service',
    privacy: 'Privacy',
  },
  footerLinks: 'Prices and policies',
} as const;

export default legalTitles;

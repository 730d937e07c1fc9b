import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// The accessibility checks of issue 13 §2 (WCAG 2.2 AA and axe's best practices) and §3 (360 px, 24 px targets).

/** The rule sets run on every screen: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line per element: rule, target, and what is wrong. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} at ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`,
    ),
  );
}

/**
 * How far the page scrolls sideways: the document's scroll width beside the viewport's width, and the innermost
 * elements reaching past the viewport's right edge (what to fix), outside boxes that scroll on their own.
 */
export async function pageWidth(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsItself = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    // The innermost elements wider than the screen, or reaching past its edge, outside boxes that scroll on their own.
    const wide = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      // A positioned element is clipped by its containing block, not by the box around it in the page's tree.
      const positioned = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
      return (box.width > width + 0.5 || box.right > width + 0.5) && (positioned || !scrollsItself(element));
    });
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    const describe = (element: Element) => {
      const classes =
        typeof element.className === 'string' ? element.className.trim().split(/\s+/).join('.') : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: width,
      culprits: innermost.slice(0, 6).map(describe),
    };
  });
}

/**
 * The interactive targets smaller than 24×24 CSS px (WCAG 2.5.8 Target Size, minimum), except those the criterion
 * exempts here: links inside a sentence (inline), hidden ones, and the card provider's own fields in their frame.
 */
export async function smallTargets(page: Page, where: string): Promise<string[]> {
  const small = await page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const id = element.id ? `#${element.id}` : '';
      const type = element.getAttribute('type');
      return `${element.tagName.toLowerCase()}${id}${type ? `[type=${type}]` : ''} "${name}"`;
    };
    /** An inline link in running text: its block holds other text beside it. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A') return false;
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.closest('p, li, td, dd, span, label');
      return Boolean(
        block && (block.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0),
      );
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (inSentence(element)) continue;
      // A native checkbox or radio counts with its label, whose whole box toggles it (the spacing exception).
      // So does an input shown only through its label (a file input behind a Choose Photo label).
      const label = (element as HTMLInputElement).labels?.[0];
      const byLabel =
        ['checkbox', 'radio'].includes((element as HTMLInputElement).type) ||
        (box.width <= 1 && box.height <= 1);
      const target = label && byLabel ? label.getBoundingClientRect() : box;
      if (target.width < MIN || target.height < MIN)
        found.push(`${describe(element)} is ${Math.round(target.width)}×${Math.round(target.height)}`);
    }
    return found;
  });
  return small.map((line) => `${where}: ${line}`);
}

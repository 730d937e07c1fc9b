import { escapeHtml, type Language, type OfferAnswer } from '@app/shared';
import { MONEY_CSS } from '../../lib/money-css';
import { COLUMNS, type OffersT, offerText } from '../../lib/offer-text';
import { OFFERS_CSS } from '../../lib/offers-css';
import en from '../../messages/en';
import es from '../../messages/es';
import type { ActiveOffers } from './api/get-offers';

// The offer selection (spec §2 screen 1) as HTML, for the page frame the Worker writes before any script runs
// (issue 12 §5, docs/architecture.md "The first paint"): the offers paint with the page, not after the shell's and
// this remote's code. It is the markup RegisterScreen renders first for a visitor or an inmate with the same offers
// (first-paint-html.test.tsx compares the two), its styles included, so nothing moves when React takes over. No JSX
// and no React here: the Worker imports this file.

const CATALOGUES = { en, es } as const;

/** i18next's `t` over one catalogue: a dotted key, `{{name}}` placeholders. */
function catalogueT(language: Language): OffersT {
  const words: unknown = CATALOGUES[language];
  return (key, params = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], words);
    if (typeof found !== 'string') throw new Error(`offers catalogue has no ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
  };
}

type Text = ReturnType<typeof offerText<OffersT>>;

/** OfferChoice, not chosen: ids of its own (React's are generated), the same structure and words. */
function offerChoice(text: Text, offer: OfferAnswer, radioName: string): string {
  const id = `first-${radioName}-${offer.id}`;
  const monthly = text.monthlyCharge(offer);
  const details =
    `<span class="offer__price">${escapeHtml(text.price(offer))}</span> · ${escapeHtml(text.credits(offer.creditsIncluded))} · ` +
    `${escapeHtml(text.validity(offer))}${monthly ? escapeHtml(` · ${monthly}`) : ''}<br>${escapeHtml(offer.description)}`;
  return (
    `<div class="offer"><input type="radio" id="${id}" name="${escapeHtml(radioName)}" value="${offer.id}" ` +
    `aria-describedby="${id}-details"><label class="offer__title" for="${id}">${escapeHtml(offer.title)}</label>` +
    `<p class="offer__details" id="${id}-details">${details}</p></div>`
  );
}

/** AggregateOffers: the bundles across the four columns, a check mark under each type a bundle covers. */
function aggregates(text: Text, offers: OfferAnswer[]): string {
  if (offers.length === 0) return '';
  const { t, serviceName } = text;
  const head = COLUMNS.map((type) => `<th scope="col">${escapeHtml(serviceName(type))}</th>`).join('');
  const rows = offers
    .map((offer) => {
      const radioName = `aggregate-${offer.id}`;
      const coverage = COLUMNS.map((type) =>
        offer.serviceTypes.includes(type)
          ? `<td><span role="img" aria-label="${escapeHtml(t('selection.included', { service: serviceName(type) }))}">✓</span></td>`
          : '<td></td>',
      ).join('');
      return (
        `<tr class="aggregates__offer"><td colspan="${COLUMNS.length}">${offerChoice(text, offer, radioName)}</td></tr>` +
        `<tr class="aggregates__coverage" aria-label="${escapeHtml(t('selection.covers', { offer: offer.title }))}">${coverage}</tr>`
      );
    })
    .join('');
  return (
    `<section class="aggregates" aria-labelledby="aggregate-offers-heading"><h2 id="aggregate-offers-heading">` +
    `${escapeHtml(t('selection.aggregates'))}</h2><table class="aggregates__table"><thead><tr>${head}</tr></thead>` +
    `<tbody>${rows}</tbody></table></section>`
  );
}

/**
 * The register screen's offer selection with `offers`, nothing chosen yet, in `language`, as the offers remote renders
 * it first (App's styles, RegisterScreen's heading, OfferSelection); `showSubscribe` is false for staff.
 */
export function offerSelectionHtml(offers: ActiveOffers, language: Language, showSubscribe: boolean): string {
  const t = catalogueT(language);
  const text = offerText(t, language);
  const columns = COLUMNS.map((type) => {
    const columnOffers = offers.singles[type] ?? [];
    const list =
      columnOffers.length === 0
        ? `<p class="offers__empty">${escapeHtml(t('selection.noOffers'))}</p>`
        : `<ul class="offers__list">${columnOffers.map((offer) => `<li>${offerChoice(text, offer, type)}</li>`).join('')}</ul>`;
    return (
      `<fieldset class="offers__column" aria-describedby="credit-buys-${type}"><legend>${escapeHtml(text.serviceName(type))}</legend>` +
      `<p class="offers__credit" id="credit-buys-${type}">${escapeHtml(text.creditBuys(type))}</p>${list}</fieldset>`
    );
  }).join('');
  const total =
    `<section class="running-total" aria-labelledby="running-total-heading"><h2 id="running-total-heading">` +
    `${escapeHtml(t('total.heading'))}</h2><div aria-live="polite" aria-atomic="true"><p>${escapeHtml(t('total.nothing'))}</p></div></section>`;
  const subscribe = showSubscribe
    ? `<div class="offers__actions"><button type="button" aria-describedby="subscribe-hint">${escapeHtml(t('selection.subscribe'))}</button>` +
      `<span class="offers__hint" id="subscribe-hint">${escapeHtml(t('selection.subscribeHint'))}</span></div>`
    : '';
  return (
    `<style>${OFFERS_CSS}</style><style>${MONEY_CSS}</style><h1>${escapeHtml(t('selection.heading'))}</h1>` +
    `<div class="offers"><div class="offers__columns">${columns}</div><p class="offers__note">${escapeHtml(t('creditRounding'))}</p>` +
    `${aggregates(text, offers.aggregates)}<div class="bundle-notice" aria-live="polite"></div>${total}${subscribe}</div>`
  );
}

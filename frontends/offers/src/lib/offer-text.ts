import { formatsFor, type OfferAnswer, type ServiceType } from '@app/shared';
import { useTranslation } from 'react-i18next';

// How the offer screens show an offer (spec §3 Offer, as @app/shared's OfferAnswer: dollars and credits), in the
// reader's language: formatsFor of @app/shared (spec §9's English forms exactly; Spanish through Intl es-US, "$25.98").

/** The four columns of spec §2 screen 1, in order. */
export const COLUMNS: readonly ServiceType[] = ['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT', 'MESSAGING'];

/** A catalogue lookup of the `offers` namespace: i18next's `t`, or the page frame's (first-paint-html.ts). */
export type OffersT = (key: string, params?: Record<string, string | number>) => string;

/**
 * The words and numbers of the offer screens in `language`, from `t`: plain functions, so the Worker's first paint of
 * the offer selection (features/offer-selection/first-paint-html.ts) writes them as React does.
 */
export function offerText<T extends OffersT>(t: T, language: string) {
  const spanish = language === 'es';
  const { money, credits: creditNumber } = formatsFor(language);

  /** spec §2 screen 1's column name of a service type. */
  const serviceName = (type: ServiceType) => {
    switch (type) {
      case 'PHONE_PALS':
        return t('service.PHONE_PALS');
      case 'CALL_FORWARDING':
        return t('service.CALL_FORWARDING');
      case 'AI_CHAT':
        return t('service.AI_CHAT');
      case 'MESSAGING':
        return t('service.MESSAGING');
    }
  };

  /** What one credit of a service buys (issue 13 §4; docs/decisions.md "Clear about money"). */
  const creditBuys = (type: ServiceType) => {
    switch (type) {
      case 'PHONE_PALS':
        return t('creditBuys.PHONE_PALS');
      case 'CALL_FORWARDING':
        return t('creditBuys.CALL_FORWARDING');
      case 'AI_CHAT':
        return t('creditBuys.AI_CHAT');
      case 'MESSAGING':
        return t('creditBuys.MESSAGING');
    }
  };

  /** "a, b and c" in the current language. */
  const list = (items: string[]) =>
    new Intl.ListFormat(spanish ? 'es' : 'en', { type: 'conjunction' }).format(items);

  return {
    t,
    money,
    serviceName,
    creditBuys,
    list,
    /** Credits with one decimal (spec §9), with the word. */
    credits: (credits: number) => t('offer.credits', { credits: creditNumber(credits) }),
    creditNumber,
    /** Money with two decimals (spec §9). */
    price: (offer: OfferAnswer) => money(offer.price),
    /** Validity: days, or "never expire" when the offer has none (spec §4). */
    validity: (offer: OfferAnswer) =>
      offer.validFor === null
        ? t('offer.neverExpire')
        : offer.validFor === 1
          ? t('offer.validForOneDay')
          : t('offer.validForDays', { days: offer.validFor }),
    /** spec §3 fixedMoCrCharge: the credits an offer takes each month, when it has such a charge. */
    monthlyCharge: (offer: OfferAnswer) =>
      offer.fixedMoCrCharge ? t('offer.monthlyCharge', { credits: creditNumber(offer.fixedMoCrCharge) }) : '',
  };
}

/** The words and numbers of the offer screens in the current language. */
export function useOfferText() {
  const { t, i18n } = useTranslation('offers');
  return offerText(t, i18n.resolvedLanguage ?? i18n.language);
}

export type OfferText = ReturnType<typeof useOfferText>;

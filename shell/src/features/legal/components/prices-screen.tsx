import type { OfferAnswer } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { useActiveOffersList } from '../api/get-active-offers-list';
import { CALL_SERVICE_TYPES, priceList } from '../lib/price-list';
import { LegalPage } from './legal-page';
import { OfferTable } from './offer-table';

/**
 * Prices and fees (issue 13 §4): the price per minute of each calling service, as facility-call rate disclosures
 * require, worked out from the offers on sale now, and the fixed rules of how the product charges
 * (docs/decisions.md "Prices, terms and privacy"). Public, under every prefix.
 */
export function PricesScreen() {
  return (
    <LegalPage page="prices">
      <PriceList />
    </LegalPage>
  );
}

function PriceList() {
  const { t } = useTranslation('legal');
  const list = useActiveOffersList();
  if (list.status === 'loading') return <p className="loading">{t('common:loading')}</p>;
  if (list.status === 'failed') return <Message kind="error">{t('legal:prices.loadFailed')}</Message>;
  return (
    <>
      <p>{t('legal:prices.intro')}</p>
      {list.offers.length === 0 ? (
        <p>{t('legal:prices.noOffers')}</p>
      ) : (
        <OfferSections offers={list.offers} />
      )}
      <h2>{t('legal:prices.rulesHeading')}</h2>
      <ul className="legal__rules">
        <li>{t('legal:prices.rules.perMinute')}</li>
        <li>{t('legal:prices.rules.noConnectionFee')}</li>
        <li>{t('legal:prices.rules.noOtherFees')}</li>
        <li>{t('legal:prices.rules.noSurcharge')}</li>
        <li>{t('legal:prices.rules.monthlyCharge')}</li>
        <li>{t('legal:prices.rules.validity')}</li>
        <li>{t('legal:prices.rules.automatic')}</li>
        <li>{t('legal:prices.rules.recurring')}</li>
        <li>{t('legal:prices.rules.priceChanges')}</li>
        <li>{t('legal:prices.rules.currency')}</li>
      </ul>
    </>
  );
}

/** A section per service (its offers, what a credit buys) and one for the bundles. */
function OfferSections({ offers }: { offers: OfferAnswer[] }) {
  const { t } = useTranslation('legal');
  const { byService, bundles } = priceList(offers);
  const serviceNames = {
    PHONE_PALS: t('legal:prices.services.PHONE_PALS'),
    CALL_FORWARDING: t('legal:prices.services.CALL_FORWARDING'),
    AI_CHAT: t('legal:prices.services.AI_CHAT'),
    MESSAGING: t('legal:prices.services.MESSAGING'),
  };
  return (
    <>
      {byService.map(([type, list]) => {
        const calls = CALL_SERVICE_TYPES.includes(type);
        return (
          <section key={type} className="legal__service" aria-labelledby={`prices-${type}`}>
            <h2 id={`prices-${type}`}>{serviceNames[type]}</h2>
            <p>{calls ? t('legal:prices.creditBuysCall') : t('legal:prices.creditBuysMessaging')}</p>
            <OfferTable offers={list} unit={calls ? 'minute' : 'credit'} />
          </section>
        );
      })}
      {bundles.length > 0 && (
        <section className="legal__service" aria-labelledby="prices-bundles">
          <h2 id="prices-bundles">{t('legal:prices.bundles')}</h2>
          <p>{t('legal:prices.bundlesIntro')}</p>
          <OfferTable offers={bundles} unit="creditOrMinute" />
        </section>
      )}
    </>
  );
}

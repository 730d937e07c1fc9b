import type { OfferAnswer } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatCreditCount, formatPrice, formatRate } from '../lib/format-price';
import { pricePerCredit } from '../lib/price-list';

/** What the rate column means: a minute of a call, a credit (Messaging), or either (a bundle). */
export type RateUnit = 'minute' | 'credit' | 'creditOrMinute';

/** One table of offers with what each costs, per minute or per credit; stacked cards on a phone. */
export function OfferTable({ offers, unit }: { offers: OfferAnswer[]; unit: RateUnit }) {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rateHeadings: Record<RateUnit, string> = {
    minute: t('legal:prices.columns.perMinute'),
    credit: t('legal:prices.columns.perCredit'),
    creditOrMinute: t('legal:prices.columns.perCreditOrMinute'),
  };
  const serviceNames = new Intl.ListFormat(language, { type: 'conjunction' });
  const serviceName = {
    PHONE_PALS: t('legal:prices.services.PHONE_PALS'),
    CALL_FORWARDING: t('legal:prices.services.CALL_FORWARDING'),
    AI_CHAT: t('legal:prices.services.AI_CHAT'),
    MESSAGING: t('legal:prices.services.MESSAGING'),
  };
  return (
    <StackedTable className="legal-table">
      <thead>
        <tr>
          <th scope="col">{t('legal:prices.columns.offer')}</th>
          <th scope="col">{t('legal:prices.columns.price')}</th>
          <th scope="col">{t('legal:prices.columns.credits')}</th>
          <th scope="col">{rateHeadings[unit]}</th>
          <th scope="col">{t('legal:prices.columns.lasts')}</th>
          <th scope="col">{t('legal:prices.columns.monthlyCharge')}</th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => {
          const rate = pricePerCredit(offer);
          return (
            <tr key={offer.id}>
              <td>
                {/* One child: on a phone the cell is a grid of its label and its content (.stacked-table). */}
                <span>
                  {offer.title}
                  {offer.serviceTypes.length > 1 && (
                    <span className="legal-table__covers">
                      {t('legal:prices.covers', {
                        services: serviceNames.format(offer.serviceTypes.map((type) => serviceName[type])),
                      })}
                    </span>
                  )}
                </span>
              </td>
              <td className="number">{formatPrice(offer.price, language)}</td>
              <td className="number">{formatCreditCount(offer.creditsIncluded, language)}</td>
              <td className="number">{rate === null ? '—' : formatRate(rate, language)}</td>
              <td>
                {offer.validFor === null
                  ? t('legal:prices.neverExpires')
                  : t('legal:prices.days', { count: offer.validFor })}
              </td>
              <td>
                {offer.fixedMoCrCharge === null || offer.fixedMoCrCharge === 0
                  ? t('legal:prices.none')
                  : t('legal:prices.monthlyCredits', {
                      credits: formatCreditCount(offer.fixedMoCrCharge, language),
                    })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </StackedTable>
  );
}

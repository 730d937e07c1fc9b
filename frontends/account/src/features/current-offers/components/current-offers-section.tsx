import type { BasePath, ServiceAnswer } from '@app/shared';
import { useNavigate } from '@app/shared/router';
import { StackedTable } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';

/**
 * Current Offers (spec §2 screen 4, not for EMPLOYEE1): the offers behind the inmate's services, with Make Payment,
 * which leads to the offer selection and payment flow ({prefix}/inmates/register; docs/decisions.md).
 */
export function CurrentOffersSection({
  basePath,
  services,
}: {
  basePath: BasePath;
  services: ServiceAnswer[];
}) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const navigate = useNavigate();
  const offers = [...new Map(services.map((service) => [service.offer.id, service.offer])).values()];
  return (
    <div>
      {offers.length === 0 ? (
        <p>{t('offers.none')}</p>
      ) : (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('table.offer')}</th>
              <th scope="col">{t('table.description')}</th>
              <th scope="col" className="number">
                {t('table.price')}
              </th>
              <th scope="col" className="number">
                {t('table.monthlyCharge')}
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <td>{offer.title}</td>
                <td>{offer.description}</td>
                <td className="number">
                  {offer.price === undefined ? t('format.none') : formats.money(offer.price)}
                </td>
                <td className="number">
                  {offer.fixedMoCrCharge ? formats.credits(offer.fixedMoCrCharge) : t('format.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      <div className="form__actions">
        <button type="button" onClick={() => navigate(`${basePath}/inmates/register`)}>
          {t('offers.makePayment')}
        </button>
      </div>
    </div>
  );
}

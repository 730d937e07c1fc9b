import type { BasePath, ServiceAnswer } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../lib/load-failed';
import { useFormats } from '../../../lib/use-formats';
import { useRequest } from '../../../lib/use-request';
import type { Permissions } from '../../../lib/viewer';
import { getCreditCharges, getCurrencyCharges } from '../api/get-auxiliary-charges';
import { CardOnFileChargeForm } from './card-on-file-charge-form';
import { ChargeCreditsForm } from './charge-credits-form';
import { MoneyChargeForm } from './money-charge-form';

type Props = {
  basePath: BasePath;
  services: ServiceAnswer[];
  can: Permissions;
  /** After a credit charge the services' balances change. */
  onServicesChanged: () => void;
};

/** Auxiliary Charges (spec §2 screen 4 and the panel of screen 6). */
export function AuxiliaryChargesSection({ basePath, services, can, onServicesChanged }: Props) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const credit = useRequest(getCreditCharges);
  const recurring = services.some((service) => service.recurringPayments);
  return (
    <div>
      {can.chargeCredits && (
        <ChargeCreditsForm
          basePath={basePath}
          services={services}
          onCharged={() => {
            credit.reload();
            onServicesChanged();
          }}
        />
      )}
      {can.chargeMoney && <MoneyChargeForm basePath={basePath} />}
      {can.chargeMoney && recurring && <CardOnFileChargeForm basePath={basePath} />}
      <h3 className="account-subtitle">{t('charges.creditCharges')}</h3>
      {credit.loading && !credit.data && <p className="loading">{t('common:loading')}</p>}
      {credit.failed && !credit.loading && <LoadFailed error={credit.error} />}
      {credit.data && credit.data.length > 0 ? (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('table.date')}</th>
              <th scope="col" className="number">
                {t('table.credits')}
              </th>
              <th scope="col">{t('table.service')}</th>
              <th scope="col">{t('table.description')}</th>
              <th scope="col">{t('table.agent')}</th>
            </tr>
          </thead>
          <tbody>
            {credit.data.map((charge) => (
              <tr key={charge.id}>
                <td>{formats.date(charge.date)}</td>
                <td className="number">{formats.credits(charge.credits)}</td>
                <td>{charge.service.title}</td>
                <td>{charge.description}</td>
                <td>{charge.username}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : (
        credit.data && <p>{t('charges.noCreditCharges')}</p>
      )}
      {can.currencyCharges && <MoneyCharges />}
    </div>
  );
}

function MoneyCharges() {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const { data, loading, failed, error } = useRequest(getCurrencyCharges);
  return (
    <>
      <h3 className="account-subtitle">{t('charges.moneyCharges')}</h3>
      {loading && !data && <p className="loading">{t('common:loading')}</p>}
      {failed && !loading && <LoadFailed error={error} />}
      {data && data.length > 0 ? (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('table.date')}</th>
              <th scope="col" className="number">
                {t('table.price')}
              </th>
              <th scope="col">{t('table.description')}</th>
              <th scope="col">{t('table.paymentMethod')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((charge) => (
              <tr key={charge.id}>
                <td>{formats.date(charge.datePurchased)}</td>
                <td className="number">{formats.money(charge.price)}</td>
                <td>{charge.description}</td>
                <td>
                  {charge.payment
                    ? formats.method(charge.payment.paymentMethod.description)
                    : t('format.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : (
        data && <p>{t('charges.noMoneyCharges')}</p>
      )}
    </>
  );
}

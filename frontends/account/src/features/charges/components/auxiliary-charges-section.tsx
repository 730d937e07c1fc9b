import { type BasePath, formatCredits, formatDate, formatMoney, type ServiceAnswer } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
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
      <h3 className="account-subtitle">Credit Charges</h3>
      {credit.data && credit.data.length > 0 ? (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="number">
                Credits
              </th>
              <th scope="col">Service</th>
              <th scope="col">Description</th>
              <th scope="col">Agent</th>
            </tr>
          </thead>
          <tbody>
            {credit.data.map((charge) => (
              <tr key={charge.id}>
                <td>{formatDate(charge.date)}</td>
                <td className="number">{formatCredits(charge.credits)}</td>
                <td>{charge.service.title}</td>
                <td>{charge.description}</td>
                <td>{charge.username}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : (
        credit.data && <p>No credit charges.</p>
      )}
      {can.currencyCharges && <MoneyCharges />}
    </div>
  );
}

function MoneyCharges() {
  const { data } = useRequest(getCurrencyCharges);
  return (
    <>
      <h3 className="account-subtitle">Money Charges</h3>
      {data && data.length > 0 ? (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="number">
                Price
              </th>
              <th scope="col">Description</th>
              <th scope="col">Payment Method</th>
            </tr>
          </thead>
          <tbody>
            {data.map((charge) => (
              <tr key={charge.id}>
                <td>{formatDate(charge.datePurchased)}</td>
                <td className="number">{formatMoney(charge.price)}</td>
                <td>{charge.description}</td>
                <td>{charge.payment?.paymentMethod.description ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : (
        data && <p>No money charges.</p>
      )}
    </>
  );
}

import { type BasePath, formatCredits, formatMoney, type ServiceAnswer } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
import { useNavigate } from 'react-router-dom';

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
  const navigate = useNavigate();
  const offers = [...new Map(services.map((service) => [service.offer.id, service.offer])).values()];
  return (
    <div>
      {offers.length === 0 ? (
        <p>No offers yet.</p>
      ) : (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">Offer</th>
              <th scope="col">Description</th>
              <th scope="col" className="number">
                Price
              </th>
              <th scope="col" className="number">
                Monthly Charge
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <td>{offer.title}</td>
                <td>{offer.description}</td>
                <td className="number">{offer.price === undefined ? '—' : formatMoney(offer.price)}</td>
                <td className="number">
                  {offer.fixedMoCrCharge ? formatCredits(offer.fixedMoCrCharge) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      <div className="form__actions">
        <button type="button" onClick={() => navigate(`${basePath}/inmates/register`)}>
          Make Payment
        </button>
      </div>
    </div>
  );
}

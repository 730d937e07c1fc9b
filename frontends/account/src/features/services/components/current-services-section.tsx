import { formatCredits, formatDate, isDepleted, type ServiceAnswer } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { selectService } from '../api/select-service';
import { stopAutoRenew } from '../api/stop-auto-renew';
import { stopRecurring } from '../api/stop-recurring';

type Props = {
  services: ServiceAnswer[];
  /** selectservice, stop recurring, stop auto-renew (the inmate and ADMIN; spec §6). */
  canManage: boolean;
  /** spec §4: the page reloads after a successful stop. */
  onReload: () => void;
};

type Pending = { action: 'recurring' | 'autorenew'; service: ServiceAnswer } | null;

/** Current Services (spec §2 screen 4); a depleted service (spec §4) looks depleted. */
export function CurrentServicesSection({ services, canManage, onReload }: Props) {
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState('');

  const run = async (action: () => Promise<unknown>, failureText: string) => {
    setFailure('');
    try {
      await action();
      onReload();
    } catch {
      setFailure(failureText);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, service } = pending;
    setPending(null);
    if (action === 'recurring')
      await run(() => stopRecurring(service.id), 'Failed to stop recurring payments!');
    else await run(() => stopAutoRenew(service.id), 'Failed to stop autorenew!');
  };

  if (services.length === 0) return <p>No services yet.</p>;
  return (
    <div>
      {failure && <Message kind="error">{failure}</Message>}
      {pending && (
        <ConfirmDialog
          question={
            pending.action === 'recurring'
              ? `Stop recurring payments for ${pending.service.title}?`
              : `Stop automatic renewal of ${pending.service.title}?`
          }
          confirmLabel="Yes, stop"
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      {services.map((service) => {
        const depleted = isDepleted(service);
        return (
          <article
            key={service.id}
            className={depleted ? 'service service--depleted' : 'service'}
            aria-label={service.title}
            data-depleted={depleted}
          >
            <h3>
              {service.title}
              {depleted && <span className="service__badge service__badge--depleted">Depleted</span>}
              {service.selected && <span className="service__badge service__badge--selected">In use</span>}
            </h3>
            <p>{service.offer.description}</p>
            <dl className="account-fields">
              <dt>Remaining Credits</dt>
              <dd>{formatCredits(service.remainingCredits)}</dd>
              <dt>Date Purchased</dt>
              <dd>{formatDate(service.datePurchased)}</dd>
              <dt>Paid Through</dt>
              <dd>{formatDate(service.paidThrough)}</dd>
              <dt>Recurring Payments</dt>
              <dd>{service.recurringPayments ? 'Yes' : 'No'}</dd>
              <dt>Automatic Payments</dt>
              <dd>{service.automaticPayments ? 'Yes' : 'No'}</dd>
            </dl>
            {canManage && (
              <div className="form__actions">
                {!service.selected && (
                  <button
                    type="button"
                    onClick={() => run(() => selectService(service.id), 'Failed To Save Note')}
                  >
                    Use This Service
                  </button>
                )}
                {service.recurringPayments && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => setPending({ action: 'recurring', service })}
                  >
                    Stop Recurring
                  </button>
                )}
                {service.automaticPayments && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => setPending({ action: 'autorenew', service })}
                  >
                    Stop Auto-Renew
                  </button>
                )}
              </div>
            )}
          </article>
        );
      })}
    </div>
  );
}

import { isDepleted, isRenewing, type ServiceAnswer, withAccountChanged } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { BusyButton, Message } from '@app/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { useFormats } from '../../../lib/use-formats';
import { selectService } from '../api/select-service';
import { stopAutoRenew } from '../api/stop-auto-renew';
import { stopRecurring } from '../api/stop-recurring';
import { type RenewOutcome, useRenewOutcomeText, useRenewService } from './use-renew-service';

type Props = {
  services: ServiceAnswer[];
  /** selectservice, stop recurring, stop auto-renew (the inmate and staff acting as them; DESIGN.md). */
  canManage: boolean;
  /** Renew with the kept card: a payment (the inmate and ADMIN; spec §6). */
  canRenew: boolean;
  /** spec §4: the page reloads after a successful stop. */
  onReload: () => void;
  /** Shows the services a change answered, or else reads them again, and only them (after Use This Service). */
  onServicesChanged: (answered?: ServiceAnswer[]) => Promise<void>;
  /** A Renew went through: the services and the payment history are read again. */
  onRenewed: () => void;
};

type Pending = { action: 'renew' | 'recurring' | 'autorenew'; service: ServiceAnswer } | null;

/** A failed action's message, kept as its key and worded at render (a language switched later shows it so). */
type FailureKey = 'services.useFailed' | 'services.recurringFailed' | 'services.autoRenewFailed';
type Failure = { key: FailureKey; error: unknown } | null;

/** Current Services (spec §2 screen 4); a depleted service (spec §4) looks depleted. */
export function CurrentServicesSection({
  services,
  canManage,
  canRenew,
  onReload,
  onServicesChanged,
  onRenewed,
}: Props) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const formats = useFormats();
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [renewed, setRenewed] = useState<RenewOutcome | null>(null);
  // One card payment at a time: Renew says it is busy, and asks nothing, until the renewal on its way has answered.
  const [renewing, setRenewing] = useState(false);
  const renewingNow = useRef(false);
  const renewWithKeptCard = useRenewService();
  const renewOutcomeText = useRenewOutcomeText();
  // One selectservice at a time; the button is not disabled meanwhile, since a disabled button drops focus.
  const using = useRef(false);
  const cards = useRef(new Map<number, HTMLElement>());

  const run = async (action: () => Promise<unknown>, failed: FailureKey) => {
    setFailure(null);
    try {
      await action();
      onReload();
    } catch (error) {
      setFailure({ key: failed, error });
    }
  };

  // Not a reload (spec §4 asks one only after a stop): the list shows what selectservice answered (no second read to
  // lose on a poor line) and focus stays on the service, whose Use This Service button goes away once it is in use.
  const use = async (service: ServiceAnswer) => {
    if (using.current) return;
    using.current = true;
    setFailure(null);
    try {
      await onServicesChanged(await selectService(service.id));
      cards.current.get(service.id)?.focus();
    } catch (error) {
      setFailure({ key: 'services.useFailed', error });
    } finally {
      using.current = false;
    }
  };

  // Not a reload: the message says what happened, and the list reads again with the new service.
  const renew = async (service: ServiceAnswer) => {
    if (renewingNow.current) return;
    renewingNow.current = true;
    setRenewing(true);
    setFailure(null);
    setRenewed(null);
    try {
      const outcome = await renewWithKeptCard(service);
      setRenewed(outcome);
      if (outcome.kind === 'success') onRenewed();
    } finally {
      renewingNow.current = false;
      setRenewing(false);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, service } = pending;
    setPending(null);
    if (action === 'renew') await renew(service);
    else if (action === 'recurring') await run(() => stopRecurring(service.id), 'services.recurringFailed');
    else await run(() => stopAutoRenew(service.id), 'services.autoRenewFailed');
  };

  if (services.length === 0) return <p>{t('services.none')}</p>;
  return (
    <div>
      {failure && (
        <Message kind="error">{withAccountChanged(errorText, t(failure.key), failure.error)}</Message>
      )}
      {renewed && <Message kind={renewed.kind}>{renewOutcomeText(renewed)}</Message>}
      {pending && (
        <ConfirmDialog
          question={
            pending.action === 'renew'
              ? t('services.confirmRenew', {
                  title: pending.service.title,
                  price: formats.money(pending.service.offer.price ?? 0),
                })
              : pending.action === 'recurring'
                ? t('services.confirmRecurring', { title: pending.service.title })
                : t('services.confirmAutoRenew', { title: pending.service.title })
          }
          confirmLabel={pending.action === 'renew' ? t('services.yesRenew') : t('services.yesStop')}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      {services.map((service) => {
        const depleted = isDepleted({ ...service, renewing: isRenewing(service) });
        return (
          <article
            key={service.id}
            className={depleted ? 'service service--depleted' : 'service'}
            aria-label={service.title}
            data-depleted={depleted}
            tabIndex={-1}
            ref={(card) => {
              if (card) cards.current.set(service.id, card);
              else cards.current.delete(service.id);
            }}
          >
            <h3>
              {service.title}
              {depleted && (
                <span className="service__badge service__badge--depleted">{t('services.depleted')}</span>
              )}
              {service.selected && (
                <span className="service__badge service__badge--selected">{t('services.inUse')}</span>
              )}
            </h3>
            <p>{service.offer.description}</p>
            <dl className="account-fields">
              <dt>{t('services.remainingCredits')}</dt>
              <dd>{formats.credits(service.remainingCredits)}</dd>
              <dt>{t('services.datePurchased')}</dt>
              <dd>{formats.date(service.datePurchased)}</dd>
              <dt>{t('services.paidThrough')}</dt>
              <dd>{formats.date(service.paidThrough)}</dd>
              <dt>{t('services.recurringPayments')}</dt>
              <dd>{service.recurringPayments ? t('services.yes') : t('services.no')}</dd>
              <dt>{t('services.automaticPayments')}</dt>
              <dd>{service.automaticPayments ? t('services.yes') : t('services.no')}</dd>
            </dl>
            {canManage && (
              <div className="form__actions">
                {!service.selected && (
                  <button type="button" onClick={() => use(service)}>
                    {t('services.use')}
                  </button>
                )}
                {canRenew && service.renewable && (
                  <BusyButton busy={renewing} onClick={() => setPending({ action: 'renew', service })}>
                    {t('services.renew')}
                  </BusyButton>
                )}
                {service.recurringPayments && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => setPending({ action: 'recurring', service })}
                  >
                    {t('services.stopRecurring')}
                  </button>
                )}
                {service.automaticPayments && (
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => setPending({ action: 'autorenew', service })}
                  >
                    {t('services.stopAutoRenew')}
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

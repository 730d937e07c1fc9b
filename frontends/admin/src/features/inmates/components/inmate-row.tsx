import { formatCredits, type InmateListRow, type ServiceType } from '@app/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { useServiceNames } from '../../../lib/use-service-names';
import { activityOf, INACTIVE_AFTER_DAYS } from '../lib/activity';

type InmateRowProps = {
  row: InmateListRow;
  showSecretCode: boolean;
  busy: boolean;
  now: number;
  onOpen: (id: number) => void;
};

/**
 * One inmate of Manage Inmates (spec §2 screen 14). A click anywhere on the row opens the inmate; for the keyboard
 * the first cell holds a button (Enter or Space), so the row needs no focus of its own.
 */
export function InmateRow({ row, showSecretCode, busy, now, onOpen }: InmateRowProps) {
  const { t } = useTranslation('admin');
  const formats = useFormats();
  const serviceName = useServiceNames();
  const services = (types: readonly ServiceType[]) => types.map(serviceName).join(', ');
  const { inmate } = row;
  const activity = activityOf(row.lastUsed, now);
  const status =
    activity.kind === 'active'
      ? t('inmates.active')
      : activity.reason === 'never'
        ? t('inmates.inactiveNever')
        : t('inmates.inactiveIdle', { days: INACTIVE_AFTER_DAYS });
  const open = (event: MouseEvent) => {
    // The button's click would reach the row as well: one login per click.
    event.stopPropagation();
    if (!busy) onOpen(inmate.id);
  };
  return (
    <tr className={`inmate-row inmate-row--${activity.kind}`} onClick={open}>
      <td>
        <button
          type="button"
          className="inmate-row__open"
          // Not `disabled`: a focused button that becomes disabled drops focus to the page (open() ignores a click).
          aria-disabled={busy || undefined}
          aria-label={t('inmates.open', {
            name: `${inmate.firstName} ${inmate.lastName}`,
            username: inmate.username,
          })}
          onClick={open}
        >
          {inmate.firstName}
        </button>
      </td>
      <td>{inmate.lastName}</td>
      <td>{inmate.username}</td>
      <td>{inmate.email}</td>
      {showSecretCode && <td>{inmate.secretCode ?? ''}</td>}
      <td>{inmate.twilioNumber ?? ''}</td>
      {/* spec §4: an empty date displays as never expire, this one too. */}
      <td className="inmate-row__date">
        {row.lastUsed ? formats.date(row.lastUsed) : t('shared.neverExpire')}
      </td>
      <td>{services(row.currentServiceTypes)}</td>
      <td>{services(row.depletedServiceTypes)}</td>
      <td className="inmate-row__number">{formatCredits(row.creditsUsedLast30Days)}</td>
      <td>{status}</td>
    </tr>
  );
}

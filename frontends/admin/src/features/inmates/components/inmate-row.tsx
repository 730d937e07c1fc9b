import { formatCredits, formatDate, type InmateListRow, type ServiceType } from '@app/shared';
import type { MouseEvent } from 'react';
import { activityOf } from '../lib/activity';

/** The service types under the names of the offer selection's columns (spec §2 screen 1). */
const SERVICE_NAMES: Record<ServiceType, string> = {
  PHONE_PALS: 'Friends',
  CALL_FORWARDING: 'Call Connect',
  AI_CHAT: 'AI Chat',
  MESSAGING: 'Messaging',
};

const services = (types: readonly ServiceType[]) => types.map((type) => SERVICE_NAMES[type]).join(', ');

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
  const { inmate } = row;
  const activity = activityOf(row.lastUsed, now);
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
          disabled={busy}
          aria-label={`Log in as ${inmate.firstName} ${inmate.lastName} (${inmate.username})`}
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
      <td>{row.lastUsed ? formatDate(row.lastUsed) : 'never'}</td>
      <td>{services(row.currentServiceTypes)}</td>
      <td>{services(row.depletedServiceTypes)}</td>
      <td className="inmate-row__number">{formatCredits(row.creditsUsedLast30Days)}</td>
      <td>{activity.text}</td>
    </tr>
  );
}

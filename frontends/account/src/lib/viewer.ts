import type { BasePath } from '@app/shared';

/**
 * Who looks at the inmate detail screen, by the URL kind of spec §1: the inmate (no prefix), an admin acting as the
 * inmate (/admin) or EMPLOYEE1 acting as the inmate (/employee1). The server enforces the same rules by role.
 */
export type Viewer = 'inmate' | 'admin' | 'employee1';

export const viewerFor = (basePath: BasePath): Viewer =>
  basePath === '/admin' ? 'admin' : basePath === '/employee1' ? 'employee1' : 'inmate';

/** What each viewer sees and may do on the detail screen (spec §2 screen 4, §6). */
export type Permissions = {
  editNameAndEmail: boolean;
  changePassword: boolean;
  /** The secret code itself; the others see it masked. */
  secretCode: boolean;
  /** A new secret code (DESIGN.md: staff acting as the inmate; EMPLOYEE1's answer leaves the code out). */
  resetSecretCode: boolean;
  editPhoneNumber: boolean;
  adminNotes: boolean;
  paymentHistory: boolean;
  callHistory: boolean;
  currentOffers: boolean;
  /** selectservice, stop recurring, stop auto-renew (DESIGN.md: the inmate and staff acting as them). */
  manageServices: boolean;
  /** Renew with the kept card: a payment, never EMPLOYEE1 (spec §6). */
  renewServices: boolean;
  chargeCredits: boolean;
  /** The money charge and the card-on-file charge. */
  chargeMoney: boolean;
  currencyCharges: boolean;
};

export function permissionsOf(viewer: Viewer): Permissions {
  const inmate = viewer === 'inmate';
  const admin = viewer === 'admin';
  const staff = !inmate;
  return {
    editNameAndEmail: inmate || admin,
    changePassword: inmate,
    secretCode: inmate || admin,
    resetSecretCode: true,
    editPhoneNumber: admin,
    adminNotes: staff,
    paymentHistory: inmate || admin,
    callHistory: inmate || admin,
    currentOffers: inmate || admin,
    manageServices: true,
    renewServices: inmate || admin,
    chargeCredits: staff,
    chargeMoney: admin,
    currencyCharges: inmate || admin,
  };
}

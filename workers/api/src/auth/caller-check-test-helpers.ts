import { env } from 'cloudflare:workers';
import type { Role } from '@app/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createCall, createCreditCharge, createPayment, createService } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { auxiliaryCurrencyCharges, employees, files } from '../db/schema';

// What the tests of the caller check share (caller-check-round-trips.test.ts, caller-check-access.test.ts).

export const db = () => getDb(env.DB);

export const setRoles = (id: number, roles: Role[]) =>
  db().update(employees).set({ roles }).where(eq(employees.id, id));
export const removeEmployee = (id: number) => db().delete(employees).where(eq(employees.id, id));

/** An ADMIN or EMPLOYEE1 acting as `inmate`, with the employee row. */
export async function staffActingAs(role: Role, inmate: { id: number }) {
  const staff = await createEmployee({ roles: [role] });
  const cookie = await signIn('staff', staff);
  const prefix = role === 'ADMIN' ? '/admin' : '/employee1';
  expect((await call(`${prefix}/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
  return { staff, cookie };
}

/** An inmate with a service, a payment, a call, both kinds of charge and a file, so every account read has rows. */
export async function inmateWithHistory() {
  const inmate = await createInmate();
  const service = await createService(inmate.id);
  const payment = await createPayment(inmate.id);
  await createCall(inmate.id, service.id);
  await createCreditCharge(service.id);
  await getDb(env.DB).insert(auxiliaryCurrencyCharges).values({
    inmateId: inmate.id,
    priceCents: 500,
    description: 'Replacement tablet',
    paymentId: payment.id,
  });
  await getDb(env.DB)
    .insert(files)
    .values({
      inmateId: inmate.id,
      code: `f${inmate.id}`,
      r2Key: `files/${inmate.id}/letter.pdf`,
      contentType: 'application/pdf',
      size: 1200,
    });
  return inmate;
}

/** The account's hot reads; all but the detail are lists. */
export const ACCOUNT_READS = [
  'getinmatedetail',
  'getservicesforinmate',
  'getinmatepayments',
  'getinmatecalls',
  'getauxiliarycreditcharges',
  'getauxiliarycurrencycharges',
  'getuploadedfiles',
];
export const ACCOUNT_LISTS = ACCOUNT_READS.filter((name) => name !== 'getinmatedetail');

/** The ADMIN reads the back office's screens make on load: Jail and Offer Configuration, Employees, Settings. */
export const BACK_OFFICE_READS = [
  'getjails',
  'getoffers',
  'getemployees',
  'getassistantphone',
  'getfriendrate',
  'getfriends',
  'getaudiofiles',
  'getfriendpayouts',
];

/** Expects `response` to be refused: 401 `Please sign in` or 403 `Not allowed`, with their codes. */
export async function expectRefused(response: Response, status: 401 | 403) {
  const message = status === 401 ? 'Please sign in' : 'Not allowed';
  expect([response.status, await response.json()]).toEqual([status, errorBody(message)]);
}

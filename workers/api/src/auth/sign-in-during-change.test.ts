import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import {
  changePassword,
  expectOwnersChangeStands,
  NEW_PASSWORD,
  OTHER_PASSWORD,
} from './password-test-helpers';

// A password change ends every other session of the account at once (docs/architecture.md "Sessions"). A sign-in
// checks the password against the row it read, then starts the session: when the password is changed between the
// two, the sign-in is refused (Login Failed) rather than given a session of the account's new generation, which the
// change could no longer end (sign-in.ts factsProvenBy). The window is held open by holding the sign-in's PBKDF2
// (crypto.subtle.deriveBits) until the change has answered; nothing else about the requests is altered. Two changes
// at once are held the same way: the one that checked the old password first but answers last changes nothing.

/** Holds the next deriveBits call until `release()`. */
function holdNextPbkdf2() {
  const subtle = crypto.subtle;
  const original = subtle.deriveBits.bind(subtle);
  let armed = true;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let signalEntered!: () => void;
  const entered = new Promise<void>((resolve) => {
    signalEntered = resolve;
  });
  vi.spyOn(subtle, 'deriveBits').mockImplementation(
    async (...args: Parameters<SubtleCrypto['deriveBits']>) => {
      if (armed) {
        armed = false;
        signalEntered();
        await gate;
      }
      return original(...args);
    },
  );
  /** Waits until `request` is held in its PBKDF2; a request that answers without reaching it fails the test. */
  const heldIn = (request: Promise<Response>) =>
    Promise.race([
      entered,
      request.then((response) => {
        throw new Error(`answered ${response.status} before its password was checked`);
      }),
    ]);
  return { heldIn, release };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const detail = (cookie: string) => call('/api/getinmatedetail', { cookie });
const change = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };

describe('a sign-in running while the password is changed', () => {
  it('does not leave a session with the replaced password that outlives the change', async () => {
    const inmate = await createInmate();
    const owner = await signIn('inmate', inmate);

    const held = holdNextPbkdf2();
    // Someone who knows the old password signs in; the hash is read, its PBKDF2 is running.
    const lateSignIn = call('/api/logininmate', { json: { username: inmate.username, password: PASSWORD } });
    await held.heldIn(lateSignIn);
    // Meanwhile the owner changes the password: every other session must end.
    expect((await changePassword(owner, change)).status).toBe(200);
    held.release();
    const response = await lateSignIn;
    // (Its body is not read: the held request's streams belong to another request's context in workerd.)
    expect(response.status).toBe(401);
    expect(cookiesOf(response)).not.toMatch(/sid=[0-9a-f]/);
    // The old password no longer signs in; the new one does.
    const now = await call('/api/logininmate', { json: { username: inmate.username, password: PASSWORD } });
    expect(now.status).toBe(401);
    const again = await call('/api/logininmate', {
      json: { username: inmate.username, password: NEW_PASSWORD },
    });
    expect((await detail(cookiesOf(again))).status).toBe(200);
  });
});

describe('two password changes of one account at once', () => {
  it('a change checked against the replaced password changes nothing once the other has answered', async () => {
    const inmate = await createInmate();
    const owner = await signIn('inmate', inmate);
    // Someone else holding the old password and a session of the account (a stolen one, a shared computer).
    const other = await signIn('inmate', inmate);

    const held = holdNextPbkdf2();
    const otherChange = changePassword(other, {
      password: PASSWORD,
      newPassword: OTHER_PASSWORD,
      reenterPassword: OTHER_PASSWORD,
    });
    await held.heldIn(otherChange); // the other change has read the account and is checking the old password
    expect((await changePassword(owner, change)).status).toBe(200);
    held.release();
    expect((await otherChange).status).toBe(401);

    // The owner was told "Password changed": their session and new password stand, the other session is over.
    expect((await detail(other)).status).toBe(401);
    await expectOwnersChangeStands(inmate.username, owner);
  });
});

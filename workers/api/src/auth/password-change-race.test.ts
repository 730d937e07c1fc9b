import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import {
  changePassword,
  expectOwnersChangeStands,
  NEW_PASSWORD,
  OTHER_PASSWORD,
  requestReset,
  temporaryPasswordMailedTo,
} from './password-test-helpers';

// A password change checks the old password against the account it reads, after the caller check confirmed the
// session. A change of the owner landing between the two ends the session, yet a session signed in with a temporary
// password still holds a password that matches: its change must change nothing (docs/architecture.md "Password
// change ends the other sessions"). The window is held open by holding that one D1 read of the account.

afterEach(() => {
  vi.restoreAllMocks();
});

/** Holds the first statement matching `match` that a request's D1 session runs, until `release()`. */
function holdStatement(match: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered!: () => void;
  const held = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let armed = true;
  const hold = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, name) {
        if (name === 'bind') return (...values: unknown[]) => hold(target.bind(...values));
        if (name === 'raw' || name === 'all' || name === 'first' || name === 'run')
          return async (...args: never[]) => {
            entered();
            await gate;
            return (target[name] as (...a: never[]) => unknown)(...args);
          };
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const withSession = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
    const session = withSession(start);
    return Object.assign(Object.create(session), {
      prepare: (query: string) => {
        const statement = session.prepare(query);
        if (!armed || !match.test(query)) return statement;
        armed = false;
        return hold(statement);
      },
      batch: (statements: D1PreparedStatement[]) => session.batch(statements),
    });
  });
  return { held, release };
}

describe('a password change whose session another change ended while it ran', () => {
  it('changes nothing when the owner’s change lands before it reads the account', async () => {
    const inmate = await createInmate();
    const owner = await signIn('inmate', inmate);
    // Someone with the mailbox signs in with a temporary password: their session may change the password with it.
    await requestReset({ username: inmate.username, email: inmate.email });
    const temporary = await temporaryPasswordMailedTo(inmate.email);
    const other = cookiesOf(
      await call('/api/logininmate', { json: { username: inmate.username, password: temporary } }),
    );

    const read = holdStatement(/^select "username", "password_hash" from "inmates"/);
    const otherChange = changePassword(other, {
      password: temporary,
      newPassword: OTHER_PASSWORD,
      reenterPassword: OTHER_PASSWORD,
    });
    await Promise.race([
      read.held,
      otherChange.then((response) => {
        throw new Error(`answered ${response.status} before it read the account`);
      }),
    ]);
    const ownerChange = changePassword(owner, {
      password: PASSWORD,
      newPassword: NEW_PASSWORD,
      reenterPassword: NEW_PASSWORD,
    });
    expect((await ownerChange).status).toBe(200);
    read.release();
    expect((await otherChange).status).toBe(401);

    await expectOwnersChangeStands(inmate.username, owner);
  });
});

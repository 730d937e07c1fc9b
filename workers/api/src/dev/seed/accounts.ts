import { hashPassword } from '../../auth/password';
import { DEFAULT_FRIEND_INTRO, DEFAULT_FRIEND_INTRO_ES } from '../../friends/default-intro';
import { type At, insert } from './rows';

// The demo accounts of DESIGN.md ("Demo accounts"): ADMIN, EMPLOYEE1, inmate1 and friend1, with the one facility
// and the friend intro.

export const DEMO_PASSWORDS = {
  admin: 'Admin#2026x',
  staff: 'Staff#2026x',
  inmate1: 'Inmate#2026x',
  friend1: 'Friend#2026x',
  /** A friend who registered and asked for a call but has not verified the phone yet. */
  friend2: 'Friend#2026x',
  /** Every generated benchmark inmate (`bench1`, `bench2`, …). */
  bench: 'Bench#2026x',
} as const;

/** A valid-format Monero (XMR) main-network address, generated for the demo; it belongs to nobody. */
export const DEMO_MONERO_ADDRESS =
  '48ucyGnjAhzUAmM9zTPxnubRy1LvWMrqVRZ9shjtBXHfffWeJHMqzi4jcF6Rxnm1173PfiF5wwxJUN7tpaDHyTptPSKbR3p';

/** The version of friend1's demo photo (R2 key friend-photos/1); any text works, it only changes the URL. */
export const FRIEND1_PHOTO_VERSION = 'demo-1';

/** The default friend intro lives with the intro calls (friends/intro.ts); the seed writes the same row. */
export { DEFAULT_FRIEND_INTRO };

/** The staff, the facility, the friend intro, friend1 (approved), friend2 (waiting for verification) and inmate1 (its history is in inmate1-history.ts). */
export async function accountStatements(at: At): Promise<string[]> {
  const [adminHash, staffHash, inmateHash, friendHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.staff),
    hashPassword(DEMO_PASSWORDS.inmate1),
    hashPassword(DEMO_PASSWORDS.friend1),
  ]);
  return [
    insert('employees', [
      { id: 1, name: 'Site Admin', user_name: 'admin', password_hash: adminHash, roles: '["ADMIN"]' },
      { id: 2, name: 'Front Desk', user_name: 'staff', password_hash: staffHash, roles: '["EMPLOYEE1"]' },
    ]),
    insert('jails', [
      {
        id: 1,
        name: 'County Jail #1',
        phone_number: '15555550199',
        prompt_duration: 10,
        pause_before_greeting: 2,
        dtmf_response: '1',
      },
    ]),
    insert('friend_intro', [{ id: 1, content: DEFAULT_FRIEND_INTRO, content_es: DEFAULT_FRIEND_INTRO_ES }]),
    insert('friends', [
      {
        id: 1,
        first_name: 'Jamie',
        last_name: 'Rivera',
        username: 'friend1',
        email: 'friend1@example.com',
        password_hash: friendHash,
        phone_number: '+15555550123',
        monero_address: DEMO_MONERO_ADDRESS,
        description: 'Retired teacher who loves a good conversation about books, gardening and baseball.',
        // The photo itself is put into the local R2 by `npm start` (scripts/lib/demo-photo.ts).
        photo_version: FRIEND1_PHOTO_VERSION,
        available: true,
        approved: true,
        verified: true,
      },
      {
        id: 2,
        first_name: 'Robin',
        last_name: 'Okafor',
        username: 'friend2',
        email: 'friend2@example.com',
        password_hash: friendHash,
        phone_number: '+15555550124',
        monero_address: DEMO_MONERO_ADDRESS,
        description: 'Night owl and chess player; happy to listen.',
        photo_version: null,
        available: false,
        approved: false,
        verified: false,
      },
    ]),
    insert('inmates', [
      {
        id: 1,
        first_name: 'Alex',
        last_name: 'Morgan',
        email: 'inmate1@example.com',
        username: 'inmate1',
        password_hash: inmateHash,
        secret_code: '482913',
        twilio_number: '+15555550100',
        admin_notes: 'Demo account.',
        last_used: at(-1, -3),
        created_at: at(-60),
      },
    ]),
  ];
}

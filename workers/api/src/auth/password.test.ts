import { passwordSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from './password';
import { temporaryPassword } from './temporary-password';

describe('password hashing', () => {
  it('stores PBKDF2-SHA256 with 100,000 iterations and a 16-byte salt in the versioned format', async () => {
    const hash = await hashPassword('Secret#2026x');
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hashPassword('Secret#2026x')).not.toBe(hash); // a fresh salt each time
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Secret#2026x');
    expect(await verifyPassword('Secret#2026x', hash)).toBe(true);
    expect(await verifyPassword('Secret#2026X', hash)).toBe(false);
    expect(await verifyPassword('', UNUSABLE_HASH)).toBe(false);
  });

  it.each([
    'plain-text',
    'bcrypt$10$abc$def',
    'pbkdf2-sha256$200000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA',
    'pbkdf2-sha256$100000$!!!$???',
  ])('refuses the unreadable stored value %s', async (stored) => {
    expect(await verifyPassword('Secret#2026x', stored)).toBe(false);
  });
});

describe('temporary password', () => {
  it('always satisfies the spec §5 password rule', () => {
    for (let i = 0; i < 200; i += 1) expect(passwordSchema.safeParse(temporaryPassword()).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { remoteOfPage } from './remote-owners';

describe('remoteOfPage', () => {
  it('finds the remote of a full path under every prefix, trailing slash or not', () => {
    expect(remoteOfPage('/inmates/register')).toBe('offers');
    expect(remoteOfPage('/inmates/detail/')).toBe('account');
    expect(remoteOfPage('/admin/jails')).toBe('admin');
    expect(remoteOfPage('/employee1/inmates/detail')).toBe('account');
  });

  it("answers nothing for the shell's own screens", () => {
    for (const path of ['/', '/inmates/login', '/admin', '/admin/', '/contactus', '/employee1/jails']) {
      expect(remoteOfPage(path), path).toBeUndefined();
    }
  });
});

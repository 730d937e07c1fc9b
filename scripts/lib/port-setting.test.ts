import { describe, expect, it } from 'vitest';
import { portSetting } from './port-setting';

describe('portSetting', () => {
  it('keeps the default when the variable is unset or empty', () => {
    expect(portSetting('PORT', 8787, {})).toBe(8787);
    expect(portSetting('PORT', 8787, { PORT: '' })).toBe(8787);
    expect(portSetting('PORT', 8787, { PORT: ' ' })).toBe(8787);
  });

  it('takes a port number', () => {
    expect(portSetting('PORT', 8787, { PORT: '8080' })).toBe(8080);
  });

  it('refuses what is not a port, naming the setting', () => {
    for (const value of ['abc', '0', '70000', '80.5', '-1']) {
      expect(() => portSetting('PORT', 8787, { PORT: value })).toThrow(`PORT=${value} is not a port`);
    }
  });
});

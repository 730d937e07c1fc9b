import { describe, expect, it } from 'vitest';
import { isValidEip55Address } from './eip55';

describe('Ethereum addresses (EIP-55)', () => {
  it('accepts the EIP-55 test vectors', () => {
    for (const address of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      '0xde709f2102306220921060314715629080e2fb77',
      '0x27b1fdb04752bbc536007a920d24acb045561c26',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ])
      expect(isValidEip55Address(address), address).toBe(true);
  });

  it('rejects a wrong mixed-case checksum and malformed text', () => {
    expect(isValidEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidEip55Address('0x02fcd51aAbB814FfFe17908fbc888A8975D839A5')).toBe(false);
    expect(isValidEip55Address('0XD1220A0CF47C7B9BE7A2E6BA89F429762E7B9ADB')).toBe(false);
    expect(isValidEip55Address('0xff4d6793F584a473')).toBe(false);
    expect(isValidEip55Address('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });
});

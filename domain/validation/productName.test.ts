import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME_REQUIRED_MESSAGE, validateProductName } from './productName';

describe('validateProductName', () => {
  it('needs a name', () => {
    const refused = { ok: false, message: PRODUCT_NAME_REQUIRED_MESSAGE };
    expect(validateProductName('')).toEqual(refused);
    expect(validateProductName('   ')).toEqual(refused);
    expect(validateProductName(undefined)).toEqual(refused);
    expect(validateProductName(null)).toEqual(refused);
  });

  it('accepts a one-character name', () => {
    expect(validateProductName('x')).toEqual({ ok: true, name: 'x' });
  });

  it('has no length bound', () => {
    const long = 'p'.repeat(10000);
    expect(validateProductName(long)).toEqual({ ok: true, name: long });
  });

  it('trims the name it accepts', () => {
    expect(validateProductName('  Kids TV ')).toEqual({ ok: true, name: 'Kids TV' });
  });
});

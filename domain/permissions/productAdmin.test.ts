import { describe, expect, it } from 'vitest';
import { isProductAdmin } from './productAdmin';

describe('isProductAdmin', () => {
  it('accepts a claim holding admin in any case', () => {
    expect(isProductAdmin(['main', 'admin'])).toBe(true);
    expect(isProductAdmin(['ADMIN'])).toBe(true);
    expect(isProductAdmin(['product_admin'])).toBe(true);
  });

  it('refuses a claim without an admin value', () => {
    expect(isProductAdmin(['main', 'sports'])).toBe(false);
    expect(isProductAdmin(['badminton'])).toBe(false);
    expect(isProductAdmin([])).toBe(false);
    expect(isProductAdmin(undefined)).toBe(false);
  });
});

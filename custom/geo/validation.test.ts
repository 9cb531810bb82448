// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import {
  validateAddress,
  validateCountry,
  validateIp,
  validateNote,
  validateRegion,
} from './validation';

describe('the IP configuration form checks, as the service does', () => {
  it('words an address problem as a translatable message with its arguments', () => {
    expect(validateIp('10.0.0.0/8')).toBeUndefined();
    expect(validateIp('10.0.0.0/40')).toEqual({
      message: 'console.geo.problems.prefixTooLong',
      args: { family: 4, max: 32, prefix: 40 },
    });
    expect(validateIp('')).toEqual({ message: 'console.geo.problems.empty', args: {} });
    expect(validateIp(undefined)?.message).toBe('console.geo.problems.empty');
  });

  it('asks the lookup for one address, not a range', () => {
    expect(validateAddress('192.0.2.1')).toBeUndefined();
    expect(validateAddress('192.0.2.0/24')?.message).toBe('console.geo.problems.rangeNotAddress');
    expect(validateAddress('x')?.message).toBe('console.geo.problems.malformed');
  });

  it('checks the region against the chosen country, and the note and country', () => {
    expect(validateRegion('my-14', { country: 'MY' })).toBeUndefined();
    expect(validateRegion('SG-01', { country: 'MY' })).toEqual({
      message: 'console.geo.problems.regionOfOtherCountry',
      args: { value: 'SG-01' },
    });
    expect(validateRegion('Kuala Lumpur', {})?.message).toBe(
      'console.geo.problems.malformedRegion',
    );
    expect(validateRegion('', { country: 'MY' })).toBeUndefined();
    expect(validateNote('x'.repeat(501))?.message).toBe('console.geo.problems.noteTooLong');
    expect(validateNote('fine')).toBeUndefined();
    expect(validateCountry('')?.message).toBe('console.geo.problems.countryRequired');
    expect(validateCountry('MY')).toBeUndefined();
  });
});

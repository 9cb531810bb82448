import { describe, expect, it } from 'vitest';
import { listPageSize } from './listPageSize';

describe('listPageSize', () => {
  it('pages syndication lists by 10 and every other area by 25 (spec section 9)', () => {
    expect(listPageSize('syndication')).toBe(10);
    expect(listPageSize('vod')).toBe(25);
    expect(listPageSize('assets')).toBe(25);
    expect(listPageSize('live')).toBe(25);
  });
});

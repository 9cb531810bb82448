import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_MIN_LENGTH, isSearchTermValid } from './searchTerm';

describe('search term minimum', () => {
  it('is 3 characters', () => {
    expect(SEARCH_TERM_MIN_LENGTH).toBe(3);
  });

  it('refuses terms under 3 characters', () => {
    expect(isSearchTermValid('')).toBe(false);
    expect(isSearchTermValid('ab')).toBe(false);
    expect(isSearchTermValid(undefined)).toBe(false);
    expect(isSearchTermValid(null)).toBe(false);
  });

  it('accepts terms of exactly 3 characters', () => {
    expect(isSearchTermValid('abc')).toBe(true);
    expect(isSearchTermValid('电影院')).toBe(true);
  });

  it('counts the trimmed term', () => {
    expect(isSearchTermValid('  ab  ')).toBe(false);
    expect(isSearchTermValid(' abc ')).toBe(true);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(isSearchTermValid('😀😀')).toBe(false);
    expect(isSearchTermValid('😀😀😀')).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, resolveInitialLocale, storeLocale } from './localeMemory';
import { matchLanguageTag } from '../domain/languages';

const environment = (stored: string | null, languages: readonly string[]) => ({
  readStoredLocale: () => stored,
  browserLanguages: () => languages,
});

describe('resolveInitialLocale', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('prefers the saved choice', () => {
    expect(resolveInitialLocale(environment('ta', ['zh-CN']))).toBe('ta');
  });

  it('ignores a saved value that is not one of the four', () => {
    expect(resolveInitialLocale(environment('fr', ['ms-MY']))).toBe('ms');
  });

  it("takes the browser's first supported language", () => {
    expect(resolveInitialLocale(environment(null, ['fr-FR', 'zh-Hans-CN', 'ta']))).toBe('zh');
    expect(resolveInitialLocale(environment(null, ['ta-IN']))).toBe('ta');
  });

  it('falls back to English', () => {
    expect(resolveInitialLocale(environment(null, ['fr-FR', 'de']))).toBe('en');
    expect(resolveInitialLocale(environment(null, []))).toBe('en');
  });

  it("reads localStorage 'locale' and the browser by default", () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ms');
    expect(resolveInitialLocale()).toBe('ms');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'en-US']);
    expect(resolveInitialLocale()).toBe('ta');
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW']);
    expect(resolveInitialLocale()).toBe('zh');
  });
});

describe('storeLocale', () => {
  it("saves the choice under 'locale'", () => {
    storeLocale('zh');
    expect(window.localStorage.getItem('locale')).toBe('zh');
  });
});

describe('matchLanguageTag', () => {
  it('matches on the primary subtag only', () => {
    expect(matchLanguageTag('en-GB')).toBe('en');
    expect(matchLanguageTag('MS_my')).toBe('ms');
    expect(matchLanguageTag('tam')).toBeUndefined();
  });
});

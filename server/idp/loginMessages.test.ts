import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LOGIN_LANGUAGES, LOGIN_MESSAGES, pickLanguage } from './loginMessages';

describe('sign-in page messages', () => {
  it('define the same keys, all non-empty, in en, zh, ms and ta', () => {
    const english = Object.keys(LOGIN_MESSAGES.en).sort();
    expect(Object.keys(LOGIN_MESSAGES).sort()).toEqual([...LOGIN_LANGUAGES].sort());
    for (const language of LOGIN_LANGUAGES) {
      expect(Object.keys(LOGIN_MESSAGES[language]).sort()).toEqual(english);
      for (const text of Object.values(LOGIN_MESSAGES[language])) expect(text.trim()).not.toBe('');
      expect(LANGUAGE_NAMES[language]).toBeTruthy();
    }
    expect(LOGIN_MESSAGES.en.invalidCredentials).toBe('Invalid username or password.');
  });

  it('are translated, not copied from English', () => {
    for (const language of ['zh', 'ms', 'ta'] as const) {
      expect(LOGIN_MESSAGES[language].invalidCredentials).not.toBe(
        LOGIN_MESSAGES.en.invalidCredentials,
      );
      expect(LOGIN_MESSAGES[language].submit).not.toBe(LOGIN_MESSAGES.en.submit);
    }
  });
});

describe('pickLanguage', () => {
  it('prefers the explicit choice, then ui_locales, then Accept-Language, else English', () => {
    expect(pickLanguage({ explicit: 'ms', uiLocales: 'ta', acceptLanguage: 'zh' })).toBe('ms');
    expect(pickLanguage({ uiLocales: 'fr ta-IN', acceptLanguage: 'zh' })).toBe('ta');
    expect(
      pickLanguage({ uiLocales: 'fr', acceptLanguage: 'de;q=0.9, zh-CN;q=0.8, en;q=0.5' }),
    ).toBe('zh');
    expect(pickLanguage({ acceptLanguage: 'en;q=0.2, ms-MY' })).toBe('ms');
    expect(pickLanguage({ explicit: 'xx', acceptLanguage: 'fr, de' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('ignores languages the user refused with q=0', () => {
    expect(pickLanguage({ acceptLanguage: 'ta;q=0, zh;q=0.5' })).toBe('zh');
  });
});

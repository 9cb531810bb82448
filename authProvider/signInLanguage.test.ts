import { afterEach, describe, expect, it } from 'vitest';
import type { SupportedLocale } from '../domain/languages';
import { adoptSignInLanguage, signInLanguageOf } from './signInLanguage';

afterEach(() => {
  localStorage.clear();
});

function choiceStartingIn(current: SupportedLocale) {
  const chosen: SupportedLocale[] = [];
  return {
    chosen,
    choice: { current: () => current, choose: (l: SupportedLocale) => chosen.push(l) },
  };
}

describe('the language the user signed in in', () => {
  it("is the token's locale claim when it is one of the console's languages", () => {
    expect(signInLanguageOf({ sub: 'u', locale: 'ta' })).toBe('ta');
    expect(signInLanguageOf({ sub: 'u', locale: 'fr' })).toBeUndefined();
    expect(signInLanguageOf({ sub: 'u' })).toBeUndefined();
    expect(signInLanguageOf(undefined)).toBeUndefined();
  });

  it('becomes the console language when the user picked another on the sign-in page', () => {
    const { chosen, choice } = choiceStartingIn('en');
    expect(adoptSignInLanguage({ locale: 'zh' }, choice)).toBe('zh');
    expect(chosen).toEqual(['zh']);
  });

  it('changes nothing when it is the language the console asked for, or when there is none', () => {
    const { chosen, choice } = choiceStartingIn('ms');
    expect(adoptSignInLanguage({ locale: 'ms' }, choice)).toBeUndefined();
    expect(adoptSignInLanguage({ sub: 'u' }, choice)).toBeUndefined();
    expect(adoptSignInLanguage({ locale: 'de' }, choice)).toBeUndefined();
    expect(chosen).toEqual([]);
  });

  it("is saved as the console's choice and as react-admin's stored locale, which would otherwise win", () => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    expect(adoptSignInLanguage({ locale: 'ta' })).toBe('ta');
    expect(localStorage.getItem('locale')).toBe('ta');
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('ta');
  });
});

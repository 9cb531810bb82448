// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
// @own-module-graph: the console's provider is read as a fresh page starts it (in English), not
// as another file left it (vitest.config.ts).
import { describe, expect, it, vi } from 'vitest';
import {
  SUPPORTED_LOCALES,
  createI18nProvider,
  i18nProvider,
  loadMessages,
  resolveInitialLocale,
  startInInitialLocale,
} from './i18nProvider';

// A provider starts in a language whose messages are here: load the three on-demand ones first.
await Promise.all((['zh', 'ms', 'ta'] as const).map((locale) => loadMessages(locale)));

function strictProvider(initialLocale: 'en' | 'zh' | 'ms' | 'ta' = 'en') {
  const onMissingKey = vi.fn((key: string) => key);
  return {
    provider: createI18nProvider({ initialLocale, allowMissing: false, onMissingKey }),
    onMissingKey,
  };
}

describe('i18nProvider', () => {
  it.each([
    ['en', 'Save', 'Name'],
    ['zh', '保存', '名称'],
    ['ms', 'Simpan', 'Nama'],
    ['ta', 'சேமி', 'பெயர்'],
  ] as const)("translates 'ra.action.save' and 'fields.lon' in %s", (locale, save, name) => {
    const { provider, onMissingKey } = strictProvider(locale);
    expect(provider.translate('ra.action.save')).toBe(save);
    expect(provider.translate('fields.lon')).toBe(name);
    expect(onMissingKey).not.toHaveBeenCalled();
  });

  it("translates the console's own words", () => {
    const { provider } = strictProvider('ta');
    expect(provider.translate('console.common.showDetails')).toBe('விவரங்களைக் காட்டு...');
    expect(provider.translate('console.common.success.created', { type: 'Movie' })).toBe(
      'Movie வெற்றிகரமாக உருவாக்கப்பட்டது!',
    );
  });

  it("keeps the spec's English, spelling included", () => {
    const { provider } = strictProvider('en');
    expect(provider.translate('console.common.loading')).toBe('Processing ...');
    expect(provider.translate('console.common.noResults')).toBe('No Results found');
    expect(provider.translate('console.common.success.updated', { type: 'Movie' })).toBe(
      'Movie updated sucessfully!',
    );
    expect(provider.translate('console.common.errors.saveFailed')).toBe('Save operation failed!');
  });

  it('reads a label and the labels of its children (fields.avl, fields.avl.con, fields.pgm.sg.am.ap)', () => {
    const { provider, onMissingKey } = strictProvider('en');
    expect(provider.translate('fields.avl')).toBe('Availability');
    expect(provider.translate('fields.avl.con')).toBe('Condition');
    expect(provider.translate('fields.pgm.sg.am.ap')).not.toBe('fields.pgm.sg.am.ap');
    expect(provider.translate('enums.st.pre-draft')).toBe('Processing');
    expect(provider.translate('categories.general')).toBe('General');
    expect(onMissingKey).not.toHaveBeenCalled();
  });

  it('gives react-admin resource names with smart_count, one form in Chinese', async () => {
    const { provider } = strictProvider('en');
    expect(provider.translate('resources.movie.name', { smart_count: 1 })).toBe('Movie');
    expect(provider.translate('resources.movie.name', { smart_count: 2 })).toBe('Movies');
    expect(provider.translate('resources.movie.plural')).toBe('Movies');
    await provider.changeLocale('ta');
    expect(provider.translate('resources.movie.name', { smart_count: 1 })).toBe('திரைப்படம்');
    expect(provider.translate('resources.movie.name', { smart_count: 5 })).toBe('திரைப்படங்கள்');
    await provider.changeLocale('zh');
    expect(provider.translate('resources.movie.name', { smart_count: 5 })).toBe('电影');
    await provider.changeLocale('ms');
    expect(provider.translate('resources.movie.name', { smart_count: 5 })).toBe('Filem');
  });

  it('applies plural rules per language', async () => {
    const { provider } = strictProvider('en');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 items selected',
    );
    await provider.changeLocale('ta');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(
      '1 உருப்படி தேர்ந்தெடுக்கப்பட்டது',
    );
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 உருப்படிகள் தேர்ந்தெடுக்கப்பட்டன',
    );
    await provider.changeLocale('ms');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 item dipilih');
    await provider.changeLocale('zh');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('已选择 3 项');
  });

  it('switches locale', async () => {
    const { provider } = strictProvider('en');
    expect(provider.getLocale()).toBe('en');
    await provider.changeLocale('zh');
    expect(provider.getLocale()).toBe('zh');
    expect(provider.translate('ra.action.cancel')).toBe('取消');
    await provider.changeLocale('ms');
    expect(provider.translate('ra.action.cancel')).toBe('Batal');
    await provider.changeLocale('en');
    expect(provider.translate('ra.action.cancel')).toBe('Cancel');
  });

  it('falls back to English for a locale it does not know', async () => {
    const { provider } = strictProvider('en');
    await provider.changeLocale('fr');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });

  it('reports a missing key when allowMissing is false', () => {
    const { provider, onMissingKey } = strictProvider('en');
    provider.translate('console.nowhere.toBeFound');
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    expect(onMissingKey.mock.calls[0]?.[0]).toBe('console.nowhere.toBeFound');
  });

  it('offers the four languages, each under its own name, English first by default', () => {
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
      { locale: 'ms', name: 'Bahasa Melayu' },
      { locale: 'ta', name: 'தமிழ்' },
    ]);
    expect(SUPPORTED_LOCALES.map((entry) => entry.locale)).toEqual(['en', 'zh', 'ms', 'ta']);
    expect(resolveInitialLocale({ readStoredLocale: () => null, browserLanguages: () => [] })).toBe(
      'en',
    );
  });

  it("puts the console's provider in the language it starts in, the last request winning", async () => {
    expect(i18nProvider.getLocale()).toBe('en');
    await startInInitialLocale('ta');
    expect(i18nProvider.translate('ra.action.save')).toBe('சேமி');
    // Before and after the sign-in (which may have chosen another language): the later one wins.
    await Promise.all([startInInitialLocale('zh'), startInInitialLocale('ms')]);
    expect(i18nProvider.getLocale()).toBe('ms');
    expect(i18nProvider.translate('ra.action.save')).toBe('Simpan');
    await startInInitialLocale('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it('does not allow missing keys in tests', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const provider = createI18nProvider({ initialLocale: 'en' });
    expect(provider.translate('console.nowhere.toBeFound')).toBe('console.nowhere.toBeFound');
    expect([...warn.mock.calls, ...error.mock.calls].flat().join(' ')).toContain(
      'console.nowhere.toBeFound',
    );
    warn.mockRestore();
    error.mockRestore();
  });
});

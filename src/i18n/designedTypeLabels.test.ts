// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { i18nProvider, pageMessagesReady, setDesignedTypeLabels } from './i18nProvider';
import { loadedLocalePack } from './localePacks';

/*
 * The labels of types designed in the type designer come from the catalogue service at run time
 * (GET /api/catalog/types/labels): the console's provider takes them in every language, names
 * each type's menu entry by its plural, and applies them to the language shown without loading
 * more than it had. This file loads no pack before its tests, so it sees a fresh page
 * (@own-module-graph: it runs with modules of its own, not after another file of its worker
 * loaded the English pack).
 */

const LABELS = {
  en: {
    'resources.podcastepisode.name': 'Podcast episode',
    'resources.podcastepisode.plural': 'Podcast episodes',
    'typeFields.podcastepisode.host': 'Host',
  },
  zh: {
    'resources.podcastepisode.name': '播客单集',
    'resources.podcastepisode.plural': '播客',
    'typeFields.podcastepisode.host': '主持人',
  },
  ms: {},
  ta: {},
};

describe("the designed types' labels", () => {
  it('are shown at once in English, the shell staying as light as it started', async () => {
    expect(i18nProvider.translate('resources.podcastepisode.name', { _: 'none' })).toBe('none');
    expect(await setDesignedTypeLabels(LABELS)).toBe(true);
    expect(i18nProvider.translate('resources.podcastepisode.name')).toBe('Podcast episode');
    expect(i18nProvider.translate('typeFields.podcastepisode.host')).toBe('Host');
    expect(i18nProvider.translate('console.shell.nav.type.podcastepisode')).toBe(
      'Podcast episodes',
    );
    // The dashboard still carries the shell's English alone.
    expect(pageMessagesReady()).toBe(false);
    expect(loadedLocalePack('en')).toBeUndefined();
    // The same labels again change nothing.
    expect(await setDesignedTypeLabels(LABELS)).toBe(false);
  });

  it('follow the language, and a type withdrawn loses them', async () => {
    await i18nProvider.changeLocale('zh');
    expect(i18nProvider.translate('resources.podcastepisode.name')).toBe('播客单集');
    expect(i18nProvider.translate('console.shell.nav.type.podcastepisode')).toBe('播客');
    // Malay has none for it: the key's fallback, never another language's text.
    await i18nProvider.changeLocale('ms');
    expect(i18nProvider.translate('typeFields.podcastepisode.host', { _: 'fallback' })).toBe(
      'fallback',
    );
    await i18nProvider.changeLocale('zh');
    expect(await setDesignedTypeLabels({ en: {}, zh: {}, ms: {}, ta: {} })).toBe(true);
    expect(i18nProvider.translate('resources.podcastepisode.name', { _: 'gone' })).toBe('gone');
    expect(i18nProvider.getLocale()).toBe('zh');
  });
});

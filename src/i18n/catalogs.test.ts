// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import englishLabels from '../../resources/_i18n/en.json';
import { CJK_SCRIPT, TAMIL_SCRIPT, shareInScript, translationProblem } from './catalogChecks';
import { loadMessages } from './i18nProvider';
import { FRAGMENT_AREAS, type LocalePack } from './localePack';
import { loadLocalePack } from './localePacks';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../domain/languages';
import { flattenMessages, type MessageTree } from '../../kit/i18n/messageTree';

/*
 * The four full catalogs, as the console gets them: English from the main bundle, the others
 * through the same on-demand loading as a language switch (their chunks, here their modules).
 */
const others: SupportedLocale[] = ['zh', 'ms', 'ta'];
const catalogs = new Map<SupportedLocale, ReadonlyMap<string, string>>();
const packs = new Map<SupportedLocale, LocalePack>();
for (const { locale } of SUPPORTED_LOCALES) {
  catalogs.set(locale, flattenMessages(await loadMessages(locale)));
  packs.set(locale, await loadLocalePack(locale));
}

function catalogOf(locale: SupportedLocale): ReadonlyMap<string, string> {
  const catalog = catalogs.get(locale);
  if (!catalog) throw new Error(`No ${locale} catalog`);
  return catalog;
}

function packOf(locale: SupportedLocale): LocalePack {
  const pack = packs.get(locale);
  if (!pack) throw new Error(`No ${locale} pack`);
  return pack;
}

/** Every area of a pack: the console's own (FRAGMENT_AREAS) and the bespoke pages'. */
function areasOf(pack: LocalePack): Readonly<Record<string, MessageTree>> {
  return { ...pack.fragments, ...pack.pages };
}

/** An area's messages in a language. */
function areaIn(locale: SupportedLocale, area: string): MessageTree {
  const tree = areasOf(packOf(locale))[area];
  if (!tree) throw new Error(`No ${area} messages in ${locale}`);
  return tree;
}

const english = catalogOf('en');
const ALL_AREAS = Object.keys(areasOf(packOf('en')));
const englishFragments = ALL_AREAS.map((area) => areaIn('en', area));

describe('the merged English catalog', () => {
  it("holds react-admin's messages, every fragment's and every catalogue label", () => {
    const expected = [
      ...flattenMessages(englishMessages).keys(),
      ...englishFragments.flatMap((fragment) => [...flattenMessages(fragment).keys()]),
      ...Object.keys(englishLabels),
    ];
    expect(expected.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty message', () => {
    expect([...english].filter(([, text]) => text === '').map(([key]) => key)).toEqual([]);
  });

  it('names each language in its own script', () => {
    expect(english.get('console.common.languages.zh')).toBe('中文');
    expect(english.get('console.common.languages.ta')).toBe('தமிழ்');
  });
});

describe('the four catalogs', () => {
  it('are all here, English first', () => {
    expect([...catalogs.keys()]).toEqual(['en', 'zh', 'ms', 'ta']);
    expect(english.size).toBeGreaterThan(500);
  });
});

describe.each(others)('the merged %s catalog', (locale) => {
  const translated = catalogOf(locale);

  it('has every key English has, and no other', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty message and keeps placeholders and plural forms valid', () => {
    const problems = [...english].flatMap(([key, text]) => {
      const value = translated.get(key);
      if (value === undefined) return [];
      const problem = translationProblem(locale, text, value);
      return problem ? [`${key} ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('fragments', () => {
  it("are all here (common, the ten areas of CONSOLE.md, and each bespoke page's)", () => {
    expect(FRAGMENT_AREAS).toHaveLength(13);
    expect(ALL_AREAS).toHaveLength(32);
    for (const area of FRAGMENT_AREAS) expect(ALL_AREAS).toContain(area);
    for (const page of [
      'geo',
      'attributes',
      'whatIf',
      'policy',
      'appConfig',
      'adTags',
      'adServer',
      'storefront',
      'storefrontCalendar',
      'search',
      'notifications',
      'episodes',
      'schedule',
      'epg',
      'virtualChannels',
      'programs',
      'player',
      'videoEditor',
      'gallery',
      'mediaOps',
      'typeDesigner',
    ])
      expect(ALL_AREAS).toContain(page);
  });

  it('each hold the same keys in all four languages', () => {
    const problems = ALL_AREAS.flatMap((area) => {
      const englishKeys = [...flattenMessages(areaIn('en', area)).keys()].sort();
      return others
        .filter((locale) => {
          const keys = [...flattenMessages(areaIn(locale, area)).keys()].sort();
          return JSON.stringify(keys) !== JSON.stringify(englishKeys);
        })
        .map((locale) => `fragment ${area} differs in ${locale}`);
    });
    expect(problems).toEqual([]);
  });

  it('keep each area under its own prefix, console.<area>.*', () => {
    const outside = ALL_AREAS.flatMap((area) =>
      [...flattenMessages(areaIn('en', area)).keys()].filter(
        (key) => !key.startsWith(`console.${area}.`),
      ),
    );
    expect(outside).toEqual([]);
  });

  it('never define a key twice, nor one of react-admin or of the catalogue', () => {
    const sources: MessageTree[] = [englishMessages, ...englishFragments, englishLabels];
    const owners = new Map<string, number>();
    const clashes: string[] = [];
    sources.forEach((source, index) => {
      for (const key of flattenMessages(source).keys()) {
        const owner = owners.get(key);
        if (owner !== undefined) clashes.push(`${key} (sources #${owner} and #${index})`);
        owners.set(key, index);
      }
    });
    expect(clashes).toEqual([]);
  });

  it('of the bespoke pages leave no message in English in Chinese and Tamil', () => {
    // Malay shares words with English ('Status'); Chinese and Tamil never read like it.
    const pages = [
      'geo',
      'attributes',
      'whatIf',
      'policy',
      'appConfig',
      'adTags',
      'adServer',
      'storefront',
      'storefrontCalendar',
      'search',
      'notifications',
      'episodes',
      'schedule',
      'epg',
      'virtualChannels',
      'programs',
      'player',
      'videoEditor',
    ] as const;
    // Technical names every language writes in Latin letters.
    const sameEverywhere = new Set(['console.geo.family.v4', 'console.geo.family.v6']);
    const untranslated = pages.flatMap((area) => {
      const source = flattenMessages(areaIn('en', area));
      return (['zh', 'ta'] as const).flatMap((locale) => {
        const translated = flattenMessages(areaIn(locale, area));
        return [...source]
          .filter(([, text]) => /[A-Za-z]{3}/.test(text.replace(/%\{\w+\}/g, '')))
          .filter(([key, text]) => !sameEverywhere.has(key) && translated.get(key) === text)
          .map(([key]) => `${locale} ${key}`);
      });
    });
    expect(untranslated).toEqual([]);
  });

  it('keep their areas under console.*', () => {
    const outside = englishFragments
      .flatMap((fragment) => [...flattenMessages(fragment).keys()])
      .filter((key) => !key.startsWith('console.'));
    expect(outside).toEqual([]);
  });
});

describe('scripts', () => {
  it('writes most Chinese messages in Chinese characters', () => {
    expect(shareInScript(catalogOf('zh').values(), CJK_SCRIPT)).toBeGreaterThan(0.9);
  });

  it('writes most Tamil messages in Tamil script', () => {
    expect(shareInScript(catalogOf('ta').values(), TAMIL_SCRIPT)).toBeGreaterThan(0.9);
  });

  it('writes most Malay messages differently from the English', () => {
    const malay = catalogOf('ms');
    const differing = [...english].filter(([key, text]) => malay.get(key) !== text).length;
    expect(differing / english.size).toBeGreaterThan(0.8);
  });

  it('keeps the Chinese and Tamil versions apart from the English', () => {
    for (const locale of ['zh', 'ta'] as const) {
      const translated = catalogOf(locale);
      const same = [...english].filter(
        ([key, text]) => /[a-z]{3}/i.test(text) && translated.get(key) === text,
      );
      expect(same.length / english.size, locale).toBeLessThan(0.05);
    }
  });
});

import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import englishLabels from '../../resources/_i18n/en.json';
import { CJK_SCRIPT, TAMIL_SCRIPT, shareInScript, translationProblem } from './catalogChecks';
import { fragments } from './fragments/index';
import { messagesFor } from './i18nProvider';
import { SUPPORTED_LOCALES, type SupportedLocale } from './locales';
import { flattenMessages, type MessageTree } from './messageTree';

const english = flattenMessages(messagesFor('en'));
const others: SupportedLocale[] = ['zh', 'ms', 'ta'];

describe('the merged English catalog', () => {
  it("holds react-admin's messages, every fragment's and every catalogue label", () => {
    const expected = [
      ...flattenMessages(englishMessages).keys(),
      ...fragments.flatMap((fragment) => [...flattenMessages(fragment.en).keys()]),
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

describe.each(others)('the merged %s catalog', (locale) => {
  const translated = flattenMessages(messagesFor(locale));

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
  it('are all listed (common plus the nine areas of CONSOLE.md)', () => {
    expect(fragments).toHaveLength(10);
  });

  it('each hold the same keys in all four languages', () => {
    const problems = fragments.flatMap((fragment, index) => {
      const englishKeys = [...flattenMessages(fragment.en).keys()].sort();
      return SUPPORTED_LOCALES.filter(({ locale }) => {
        const keys = [...flattenMessages(fragment[locale]).keys()].sort();
        return JSON.stringify(keys) !== JSON.stringify(englishKeys);
      }).map(({ locale }) => `fragment #${index} (${areaOf(fragment.en)}) differs in ${locale}`);
    });
    expect(problems).toEqual([]);
  });

  it('never define a key twice, nor one of react-admin or of the catalogue', () => {
    const sources: MessageTree[] = [englishMessages, ...fragments.map((fragment) => fragment.en), englishLabels];
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

  it('keep their areas under console.*', () => {
    const outside = fragments
      .flatMap((fragment) => [...flattenMessages(fragment.en).keys()])
      .filter((key) => !key.startsWith('console.'));
    expect(outside).toEqual([]);
  });
});

describe('scripts', () => {
  it('writes most Chinese messages in Chinese characters', () => {
    expect(shareInScript(flattenMessages(messagesFor('zh')).values(), CJK_SCRIPT)).toBeGreaterThan(0.9);
  });

  it('writes most Tamil messages in Tamil script', () => {
    expect(shareInScript(flattenMessages(messagesFor('ta')).values(), TAMIL_SCRIPT)).toBeGreaterThan(0.9);
  });

  it('writes most Malay messages differently from the English', () => {
    const malay = flattenMessages(messagesFor('ms'));
    const differing = [...english].filter(([key, text]) => malay.get(key) !== text).length;
    expect(differing / english.size).toBeGreaterThan(0.8);
  });

  it('keeps the Chinese and Tamil versions apart from the English', () => {
    for (const locale of ['zh', 'ta'] as const) {
      const translated = flattenMessages(messagesFor(locale));
      const same = [...english].filter(([key, text]) => /[a-z]{3}/i.test(text) && translated.get(key) === text);
      expect(same.length / english.size, locale).toBeLessThan(0.05);
    }
  });
});

/** 'console.lists' for the lists fragment: names a fragment in a failure message. */
function areaOf(tree: MessageTree): string {
  const [first] = flattenMessages(tree).keys();
  return first?.split('.').slice(0, 2).join('.') ?? 'empty';
}

// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CJK_SCRIPT, TAMIL_SCRIPT, shareInScript, translationProblem } from './catalogChecks';
import type { SupportedLocale } from '../../domain/languages';
import { flattenMessages } from '../../kit/i18n/messageTree';
import { malayMessages } from '../../kit/i18n/ra/ms';
import { tamilMessages } from '../../kit/i18n/ra/ta';
import { chineseMessages } from '../../kit/i18n/ra/zh';

const english = flattenMessages(englishMessages);
const packs: [SupportedLocale, TranslationMessages][] = [
  ['zh', chineseMessages],
  ['ms', malayMessages],
  ['ta', tamilMessages],
];

describe.each(packs)('react-admin messages in %s', (locale, pack) => {
  const translated = flattenMessages(pack);

  it("has exactly ra-language-english's keys", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(150);
  });

  it('keeps placeholders and plural forms valid for the language, with no empty message', () => {
    const problems = [...english].flatMap(([key, text]) => {
      const problem = translationProblem(locale, text, translated.get(key) ?? '');
      return problem ? [`${key} ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('is a translation, not a copy of the English', () => {
    const copied = [...english].filter(
      ([key, text]) => text.trim() !== '' && translated.get(key) === text,
    );
    // Only messages that are nothing but placeholders ('%{name}') may read the same.
    expect(copied.map(([key]) => key)).toEqual(
      [...english].filter(([, text]) => /^(\s*%\{\w+\}\s*)+$/.test(text)).map(([key]) => key),
    );
  });
});

describe('scripts', () => {
  it('writes the Chinese pack in Chinese characters', () => {
    expect(shareInScript(flattenMessages(chineseMessages).values(), CJK_SCRIPT)).toBeGreaterThan(
      0.95,
    );
  });

  it('writes the Tamil pack in Tamil script', () => {
    expect(shareInScript(flattenMessages(tamilMessages).values(), TAMIL_SCRIPT)).toBeGreaterThan(
      0.95,
    );
  });

  it('uses one plural form in Chinese and Malay, and both in Tamil', () => {
    expect(chineseMessages.ra.action.bulk_actions).toBe('已选择 %{smart_count} 项');
    expect(malayMessages.ra.action.bulk_actions).toBe('%{smart_count} item dipilih');
    expect(tamilMessages.ra.action.bulk_actions.split('||||')).toHaveLength(2);
  });
});

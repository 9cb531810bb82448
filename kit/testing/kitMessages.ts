import type { TranslationMessages } from 'react-admin';
import type { SupportedLocale } from '../../domain/languages';
import { registerDateLocale } from '../i18n/dateLocales';
import type { MessageTree } from '../i18n/messageTree';

/** The UI languages other than English, the ones a test loads when it switches language. */
export type OtherLocale = Exclude<SupportedLocale, 'en'>;

/*
 * Dynamic imports, as the console's own language packs: no other language enters a bundle
 * statically (src/i18n/localePacks.test.ts).
 */
const loaders: Readonly<
  Record<OtherLocale, () => Promise<[TranslationMessages, ...MessageTree[]]>>
> = {
  zh: async () => {
    const [ra, common, errors, pickers, dates] = await Promise.all([
      import('../i18n/ra/zh'),
      import('../i18n/common.zh'),
      import('../i18n/errors.zh'),
      import('../i18n/dates.zh'),
      import('date-fns/locale/zh-CN'),
    ]);
    registerDateLocale('zh', dates.zhCN);
    return [ra.chineseMessages, common.messages, errors.messages, pickers.messages];
  },
  ms: async () => {
    const [ra, common, errors, pickers, dates] = await Promise.all([
      import('../i18n/ra/ms'),
      import('../i18n/common.ms'),
      import('../i18n/errors.ms'),
      import('../i18n/dates.ms'),
      import('date-fns/locale/ms'),
    ]);
    registerDateLocale('ms', dates.ms);
    return [ra.malayMessages, common.messages, errors.messages, pickers.messages];
  },
  ta: async () => {
    const [ra, common, errors, pickers, dates] = await Promise.all([
      import('../i18n/ra/ta'),
      import('../i18n/common.ta'),
      import('../i18n/errors.ta'),
      import('../i18n/dates.ta'),
      import('date-fns/locale/ta'),
    ]);
    registerDateLocale('ta', dates.ta);
    return [ra.tamilMessages, common.messages, errors.messages, pickers.messages];
  },
};

/**
 * react-admin's and kit's own messages in a language (react-admin's first), its date-fns locale
 * registered for kit's date hooks, as the console's language pack brings them.
 */
export function kitMessagesIn(
  locale: OtherLocale,
): Promise<[TranslationMessages, ...MessageTree[]]> {
  return loaders[locale]();
}

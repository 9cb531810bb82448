import englishLabels from '../../_i18n/en.json';
import type { LocaleMessageLoader } from '../../../kit/testing/renderInAdmin';
import type { MessageTree } from '../../../kit/i18n/messageTree';
import { catalogueMessages } from '../i18n/catalogueMessages';
import { messages as editor } from '../i18n/editor';
import { messages as lists } from '../i18n/lists';
import { messages as resources } from '../i18n/resources';

/** The generic screens' English messages: their fragments and the catalogue's labels. */
export const UI_ENGLISH: readonly MessageTree[] = [
  resources,
  editor,
  lists,
  catalogueMessages(englishLabels, 'en'),
];

/*
 * Dynamic imports, as the console's language packs: no other language enters a bundle statically
 * (src/i18n/localePacks.test.ts).
 */
const loaders: Readonly<Record<Parameters<LocaleMessageLoader>[0], () => Promise<MessageTree[]>>> =
  {
    zh: async () => {
      const [r, e, l, labels] = await Promise.all([
        import('../i18n/resources.zh'),
        import('../i18n/editor.zh'),
        import('../i18n/lists.zh'),
        import('../../_i18n/zh.json'),
      ]);
      return [r.messages, e.messages, l.messages, catalogueMessages(labels.default, 'zh')];
    },
    ms: async () => {
      const [r, e, l, labels] = await Promise.all([
        import('../i18n/resources.ms'),
        import('../i18n/editor.ms'),
        import('../i18n/lists.ms'),
        import('../../_i18n/ms.json'),
      ]);
      return [r.messages, e.messages, l.messages, catalogueMessages(labels.default, 'ms')];
    },
    ta: async () => {
      const [r, e, l, labels] = await Promise.all([
        import('../i18n/resources.ta'),
        import('../i18n/editor.ta'),
        import('../i18n/lists.ta'),
        import('../../_i18n/ta.json'),
      ]);
      return [r.messages, e.messages, l.messages, catalogueMessages(labels.default, 'ta')];
    },
  };

/** The generic screens' messages in another language (kit's and react-admin's come from kit). */
export const uiMessagesIn: LocaleMessageLoader = (locale) => loaders[locale]();

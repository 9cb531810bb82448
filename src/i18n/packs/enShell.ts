import { enUS } from 'date-fns/locale/en-US';
import englishMessages from 'ra-language-english';
// The attribute lets Node (the end-to-end tests) import the catalogue file as well as Vite does.
import labels from '../../../resources/_i18n/en.json' with { type: 'json' };
import { messages as auth } from '../fragments/auth';
import { messages as common } from '../../../kit/i18n/common';
import { messages as dashboard } from '../fragments/dashboard';
import { messages as errors } from '../../../kit/i18n/errors';
import { messages as product } from '../fragments/product';
import { messages as shell } from '../fragments/shell';
import { messages as search } from '../../../custom/search/i18n/search';
import { messages as notifications } from '../../../custom/notifications/i18n/notifications';
import { messages as episodes } from '../../../custom/episodes/i18n/episodes';
import type { ShellPack } from '../localePack';

/**
 * English as the console starts: react-admin's messages, the catalogue's labels and the shell's
 * areas (SHELL_AREAS), part of the main bundle. The pages' areas follow in `packs/en.ts`, loaded
 * with the first page other than the dashboard. date-fns' en-US is its own default locale, so
 * naming it here costs nothing.
 */
export const englishShellPack: ShellPack = {
  locale: 'en',
  reactAdmin: englishMessages,
  fragments: {
    common,
    shell,
    auth,
    product,
    dashboard,
    errors,
  },
  pages: { search, notifications, episodes },
  labels,
  dateLocale: enUS,
};

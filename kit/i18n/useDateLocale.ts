import type { Locale as DateLocale } from 'date-fns';
import { useI18nProvider } from 'react-admin';
import { dateLocaleOf } from './dateLocales';

/**
 * date-fns' locale of the language the console is shown in (en-US, zh-CN, ms or ta), for month
 * names in formatted dates: pass it to `formatDisplayDate` / `formatDate` of domain/dates. It
 * follows the messages: the provider switches language only once that language's pack (messages
 * and date locale, one chunk) is loaded, and react-admin then renders every screen anew.
 */
export function useDateLocale(): DateLocale {
  return dateLocaleOf(useI18nProvider().getLocale());
}

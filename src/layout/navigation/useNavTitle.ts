import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isSupportedLocale } from '../../../domain/languages';
import type { SupportedLocale } from '../../../domain/languages';

/**
 * Translates a menu or icon rail title: a bespoke page's entry carries its title in every
 * language (its `page.json`), shown in the console's; other entries' served keys are the shell's
 * under 'console.shell.' ('nav.type.movie' → 'console.shell.nav.type.movie'); a key they do not
 * know (a type the server added later) shows the server's English title.
 */
export function useNavTitle(): (entry: {
  titleKey: string;
  title: string;
  titles?: Readonly<Record<SupportedLocale, string>>;
}) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (entry) =>
      (isSupportedLocale(locale) ? entry.titles?.[locale] : undefined) ??
      translate(`console.shell.${entry.titleKey}`, { _: entry.title }),
    [translate, locale],
  );
}

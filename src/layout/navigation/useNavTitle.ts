import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Translates a menu or icon rail title: the shell's catalogs hold the served keys under
 * 'console.shell.' ('nav.type.movie' → 'console.shell.nav.type.movie'); a key they do not
 * know (a type the server added later) shows the server's English title.
 */
export function useNavTitle(): (entry: { titleKey: string; title: string }) => string {
  const translate = useTranslate();
  return useCallback(
    (entry) => translate(`console.shell.${entry.titleKey}`, { _: entry.title }),
    [translate],
  );
}

import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Direction } from './themeSettings';

let rtlCache: EmotionCache | undefined;

/**
 * Right to left, every style the shell writes is mirrored (left and right, margins, paddings,
 * borders): MUI's components are written left to right and rely on this plugin to turn. It loads
 * the first time a user turns the page right to left, so the others never download it.
 */
async function loadRtlCache(): Promise<EmotionCache> {
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
  return rtlCache;
}

/**
 * Styles the shell for its direction (spec section 3): right to left through a mirroring style
 * cache, left to right through the application's own cache, unchanged.
 */
export function ShellDirection({
  direction,
  children,
}: {
  direction: Direction;
  children: ReactNode;
}) {
  const ltrCache = useEmotionCache();
  const [mirroring, setMirroring] = useState(rtlCache);
  useEffect(() => {
    if (direction !== 'rtl' || mirroring !== undefined) return undefined;
    let current = true;
    loadRtlCache().then(
      (cache) => {
        if (current) setMirroring(cache);
      },
      // The plugin's file could not be fetched (offline): the page turns, its styles unmirrored.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [direction, mirroring]);
  const cache = direction === 'rtl' && mirroring !== undefined ? mirroring : ltrCache;
  return cache === null ? children : <CacheProvider value={cache}>{children}</CacheProvider>;
}

import type { DataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';

/** Rows per list page (spec: 25). */
export const LIST_PAGE_SIZE = 25;

/** A catalogue list route (`/apps/vod/movie`, `/apps/main/live/channel`, ...) and its type. */
const LIST_PATH = /^(?:\/apps(?:\/[^/]+)?)?\/(?:vod|live|assets|syndication)\/([A-Za-z0-9_-]+)\/?$/;

export function listTypeOfPath(path: string): string | undefined {
  return LIST_PATH.exec(path)?.[1];
}

/**
 * Starts loading what a list screen needs first, its type's schema and its first page (newest
 * first, every type's declared default), so both travel while the screen's code loads and
 * renders. The screen's own requests take these answers (see prefetchList and getSchema).
 */
export function prefetchListScreen(
  dataProvider: DataProvider,
  type: string,
  product: string | undefined,
): void {
  const provider = dataProvider as ConsoleDataProvider;
  try {
    void provider.getSchema(type).catch(() => undefined);
    void provider
      .prefetchList?.(type, {
        pagination: { page: 1, perPage: LIST_PAGE_SIZE },
        sort: { field: 'ut', order: 'DESC' },
        filter: {},
        meta: product ? { product } : undefined,
      })
      .catch(() => undefined);
  } catch {
    // A provider without these methods (react-admin's wrapper throws for unknown ones): the
    // screen loads them itself.
  }
}

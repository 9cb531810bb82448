import { useCallback, useMemo } from 'react';
import type { ConsoleArea } from '../../../kit/areas';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';

/** The record fields a path to an item needs: its id and, for live channels, the channel type. */
export interface PathRecord {
  id: string | number;
  chty?: unknown;
}

/** The URLs of a catalogue type's screens. */
export interface ResourcePaths {
  /** `/apps/{product}/{area}/{type}` */
  list: string;
  /** `/apps/{product}/{area}/{type}/add` */
  create: string;
  /**
   * `/apps/{product}/{area}/{type}/{id}`; in the live area a record with a channel type
   * gets `/apps/{product}/live/{type}/{chty}/{id}` (the route's optional `:channelType`).
   */
  edit: (record: PathRecord) => string;
}

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * The list, create and edit URLs of a catalogue type in an area, under the current product
 * prefix (`/apps/{product}/...`, or `/apps/...` when no product is known). Shared by the list
 * page (row click, Create button) and the edit/create pages (back to the list, after create).
 */
export function useResourcePaths(area: ConsoleArea, type: string): ResourcePaths {
  const product = useCurrentProduct();
  const base = useMemo(
    () => `/apps${product ? `/${segment(product)}` : ''}/${area}/${segment(type)}`,
    [product, area, type],
  );
  const edit = useCallback(
    (record: PathRecord): string => {
      const channelType =
        area === 'live' && typeof record.chty === 'string' && record.chty.trim() !== ''
          ? `/${segment(record.chty)}`
          : '';
      return `${base}${channelType}/${segment(record.id)}`;
    },
    [area, base],
  );
  return useMemo(() => ({ list: base, create: `${base}/add`, edit }), [base, edit]);
}

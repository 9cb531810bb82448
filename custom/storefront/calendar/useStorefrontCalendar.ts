import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { storefrontServiceOf } from '../../../dataProvider/storefront/storefrontProvider';
import type {
  StoreType,
  StoredStoreItem,
} from '../../../dataProvider/storefront/storefrontProvider';
import type { CalendarItem } from '../../../domain/storefront/calendar';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';

/** The service's largest page of storefront items. */
const CALENDAR_PAGE_SIZE = 100;
/** Pages read per status at most (2,000 items): a calendar beyond that would be unreadable. */
const MAX_PAGES = 20;

/*
 * Published versions and draft-like ones are asked for apart: asked for together, the service
 * leaves out a published version shadowed by a draft, and that version is the one that is live.
 */
const STATUS_QUERIES = ['published', 'draft,pre-draft,pending'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A page's containers, its tabs' in order (`t[].c`). */
function containersOf(item: StoredStoreItem): string[] | undefined {
  if (!Array.isArray(item.t)) return undefined;
  return (item.t as unknown[]).flatMap((tab) => {
    const held = (tab as { c?: unknown } | null)?.c;
    return Array.isArray(held)
      ? held.filter((id): id is string => typeof id === 'string' && id !== '')
      : [];
  });
}

function calendarItemOf(item: StoredStoreItem): CalendarItem {
  return {
    id: item.id,
    n: item.n,
    st: item.st,
    ty: text(item.ty),
    st_dt: text(item.st_dt),
    ed_dt: text(item.ed_dt),
    containers: containersOf(item),
  };
}

/** What the calendar draws: the pages (or collections) and, for pages, the product's containers. */
export interface CalendarData {
  items: CalendarItem[];
  containers: CalendarItem[];
}

/**
 * Every published and draft-like page (or collection) of the current product, with the fields
 * the calendar reads, for `buildCalendar` of domain/storefront/calendar; for pages also every
 * published and draft-like container, drawn under the pages holding it. Windows do not depend on
 * the period shown, so moving between weeks or months reads nothing again.
 */
export function useStorefrontCalendar(type: Extract<StoreType, 'storefront' | 'collection'>) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: ['storefront', 'calendar', type, product],
    enabled: product !== undefined,
    retry: false,
    queryFn: async ({ signal }): Promise<CalendarData> => {
      const service = storefrontServiceOf(dataProvider);
      const readAll = async (listed: StoreType, st: string) => {
        const items: StoredStoreItem[] = [];
        for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
          const page = await service.listStoreItems(
            listed,
            { st, pageNumber, pageSize: CALENDAR_PAGE_SIZE },
            signal,
          );
          items.push(...page.data);
          if (page.data.length < CALENDAR_PAGE_SIZE || items.length >= page.total) break;
        }
        return items;
      };
      const readType = async (listed: StoreType) =>
        (await Promise.all(STATUS_QUERIES.map((st) => readAll(listed, st))))
          .flat()
          .map(calendarItemOf);
      const [items, containers] = await Promise.all([
        readType(type),
        type === 'storefront' ? readType('container') : [],
      ]);
      return { items, containers };
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import { isDraftLike } from '../../../domain/statuses';
import { pickLocalizedName } from '../../../kit/names/localizedName';

/**
 * What a bulk archive does to each kind of selected row (the rule: archive acts on the title as
 * the list shows it): a published row stops being available; a draft in front of a published
 * version is archived with that version (the title stops being available); a draft that was
 * never published is archived alone. Names in the UI language; undefined while being read,
 * null when the versions could not be read.
 */
export interface ArchiveOutcome {
  published: string[];
  draftWithPublished: string[];
  draftOnly: string[];
}

/** What the confirmation reads of a list row. */
interface Row {
  id: string | number;
  st?: unknown;
  lon?: unknown;
}

export function useArchiveOutcome(
  ids: string[],
  enabled: boolean,
): ArchiveOutcome | null | undefined {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, resource } = useListContext<Row>();
  const [locale] = useLocaleState();
  const rows = (data ?? []).filter((row) => ids.includes(String(row.id)));
  const query = useQuery({
    queryKey: ['console', 'archiveOutcome', resource, ids.join(','), locale],
    enabled: enabled && ids.length > 0,
    retry: false,
    queryFn: async () => {
      const outcome: ArchiveOutcome = { published: [], draftWithPublished: [], draftOnly: [] };
      await Promise.all(
        rows.map(async (row) => {
          const name = pickLocalizedName(row.lon, locale) ?? String(row.id);
          const status = typeof row.st === 'string' ? row.st : '';
          if (!isDraftLike(status)) {
            outcome.published.push(name);
            return;
          }
          const versions = await dataProvider.getVersions(resource, String(row.id));
          const behind = versions !== 'none' && versions.some((v) => v.st === 'published');
          (behind ? outcome.draftWithPublished : outcome.draftOnly).push(name);
        }),
      );
      // In the list's order, not the order the answers came in.
      const order = rows.map((row) => pickLocalizedName(row.lon, locale) ?? String(row.id));
      for (const names of Object.values(outcome) as string[][])
        names.sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return outcome;
    },
  });
  // Versions that could not be read: the confirmation keeps its first line only.
  if (query.isError) return null;
  return query.data;
}

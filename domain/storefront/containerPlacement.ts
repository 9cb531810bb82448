/** What a page's change did to one container's place on its tabs. */
export type PlacementChange = 'placed' | 'moved' | 'removed';

/** Where a page's tabs (`t`) hold a container: 'tab/position' for each place, in order. */
function placementsOf(tabs: unknown, containerId: string): string[] {
  if (!Array.isArray(tabs)) return [];
  return tabs.flatMap((tab: unknown, n) => {
    const record = typeof tab === 'object' && tab !== null ? (tab as Record<string, unknown>) : {};
    const tabId = typeof record.id === 'string' ? record.id : String(n);
    const containers = Array.isArray(record.c) ? (record.c as unknown[]) : [];
    return containers.flatMap((id, m) => (id === containerId ? [`${tabId}/${String(m)}`] : []));
  });
}

/**
 * What an audited change of a storefront page (its field diff) did to a container (spec
 * section 7: container audit with `s_id`, `c_id`): placed it on the page's tabs, moved it (to
 * another tab or position) or removed it; undefined when its place stayed the same.
 */
export function containerPlacementChange(
  change: readonly { field: string; from: unknown; to: unknown }[],
  containerId: string,
): PlacementChange | undefined {
  const tabs = change.find((each) => each.field === 't');
  if (!tabs) return undefined;
  const before = placementsOf(tabs.from, containerId);
  const after = placementsOf(tabs.to, containerId);
  if (before.length === 0) return after.length === 0 ? undefined : 'placed';
  if (after.length === 0) return 'removed';
  return before.join('\u0000') === after.join('\u0000') ? undefined : 'moved';
}

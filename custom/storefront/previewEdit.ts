import type {
  StorefrontTab,
  StoredStoreItem,
  ViewerAnswer,
} from '../../dataProvider/storefront/storefrontProvider';

/** The preview's answer with the editor's unsaved tabs laid over it. */
export interface EditedAnswer {
  answer: ViewerAnswer;
  /** Containers placed since the save: the service has not decided them for this viewer yet. */
  pending: ReadonlySet<string>;
}

/**
 * The service's answer for the saved version, with the page's tabs as they are being edited: the
 * tabs in their edited order and names, each tab's containers in their edited order; a container
 * taken off the page is gone from the rails and from the hidden list; a hidden one stays hidden
 * (with the service's reason) in the tab it now sits in. A container placed since the save was
 * not decided by the service: it is shown where it stands, by name (`read`: the editor's copy),
 * and listed as pending. The answer's rail objects are reused, so memoised rails are not drawn
 * again. A page hidden from the viewer stays hidden.
 */
export function answerWithEdit(
  answer: ViewerAnswer,
  tabs: readonly StorefrontTab[],
  read: (id: string) => StoredStoreItem | undefined,
): EditedAnswer {
  const pending = new Set<string>();
  if (answer.pageHidden) return { answer, pending };
  const visible = new Map<string, StoredStoreItem>();
  for (const tab of answer.tabs) for (const rail of tab.containers) visible.set(rail.id, rail);
  const hiddenById = new Map(answer.hidden.map((entry) => [entry.id, entry]));
  const missing = new Set(answer.missing);
  const hidden: ViewerAnswer['hidden'] = [];
  const stillMissing = new Set<string>();
  const edited = tabs.map((tab) => {
    const containers: StoredStoreItem[] = [];
    for (const id of tab.c) {
      const rail = visible.get(id);
      const gone = hiddenById.get(id);
      if (rail) containers.push(rail);
      else if (gone) hidden.push({ ...gone, tabId: tab.id });
      else if (missing.has(id)) stillMissing.add(id);
      else {
        pending.add(id);
        const copy = read(id);
        containers.push(copy ?? { id, key: '', st: '', ut: '', n: id });
      }
    }
    return { id: tab.id, lon: tab.lon, containers };
  });
  return {
    answer: { ...answer, tabs: edited, hidden, missing: [...stillMissing] },
    pending,
  };
}

/** The containers the edited tabs name that the answer does not know (placed since the save). */
export function placedSinceSave(answer: ViewerAnswer, tabs: readonly StorefrontTab[]): string[] {
  const known = new Set([
    ...answer.tabs.flatMap((tab) => tab.containers.map((rail) => rail.id)),
    ...answer.hidden.map((entry) => entry.id),
    ...answer.missing,
  ]);
  return [...new Set(tabs.flatMap((tab) => tab.c))].filter((id) => !known.has(id));
}

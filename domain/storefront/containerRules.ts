import { adIntervalOptions } from '../validation/adIntervals';
import type { AdIntervalFlags, AdIntervalSeconds } from '../validation/adIntervals';
import {
  clampContainerDates,
  narrowPolicyAttributes,
  normalizeContainerTag,
  normalizePosition,
} from '../validation/container';
import { containerSetNeedsItems, fieldsMissingSelection } from '../validation/names';
import type { SelectionField } from '../validation/names';
import { CONTAINER_TAGS } from './options';
import { entryKind } from './rails';

/*
 * Spec section 5's container rules in one place, for the service and the console alike: what a
 * container becomes on its page (dates, tag, policies), its ad position, and the selection a
 * container set must hold. The pure rules are domain/validation/{container,names}.ts.
 */

/** A stored container as these rules read it (other fields pass through). */
export type ContainerDoc = Record<string, unknown>;

/** What a page lends its containers: its window, the tags it allows and its policies. */
export interface PageBounds {
  st_dt?: unknown;
  ed_dt?: unknown;
  tab_tg?: unknown;
  appliesif?: unknown;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function dateOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The policies (`appliesif`) a container is judged by on a page: its own narrowed to the page's
 * (spec section 5: 'Policy attributes narrowed to parent's allowed; if none, parent's'). A page
 * with no policies restricts nothing, so the container keeps its own list as it is.
 */
export function policiesOnPage(container: ContainerDoc, page: PageBounds): string[] {
  const own = strings(container.appliesif);
  const allowed = strings(page.appliesif);
  if (allowed.length === 0) return own;
  return narrowPolicyAttributes(own, allowed);
}

/**
 * A container as its page shows it (the viewer read and the page editor's rows): its window
 * clamped to the page's, a tag the page does not allow made `regular`, its policies narrowed to
 * the page's, an ad position `ap` missing or not offered made the first allowed option
 * ({@link normalizeAdPosition}; a write fills a missing one and refuses one not offered, so only
 * an older stored version lacks one or has one not offered). The stored container is not
 * changed: a reusable container may sit on several pages, each with its own window, tags and
 * policies.
 */
export function containerOnPage<T extends ContainerDoc>(container: T, page: PageBounds): T {
  const { st_dt: _start, ed_dt: _end, ...rest } = container;
  const own = { st_dt: dateOf(container.st_dt), ed_dt: dateOf(container.ed_dt) };
  const clamped = clampContainerDates(own, {
    st_dt: dateOf(page.st_dt),
    ed_dt: dateOf(page.ed_dt),
  });
  const policies = policiesOnPage(container, page);
  return {
    ...normalizeAdPosition(rest),
    ...(clamped.st_dt !== undefined ? { st_dt: clamped.st_dt } : {}),
    ...(clamped.ed_dt !== undefined ? { ed_dt: clamped.ed_dt } : {}),
    con_tg: normalizeContainerTag(
      typeof container.con_tg === 'string' ? container.con_tg : undefined,
      strings(page.tab_tg),
    ),
    ...(policies.length > 0 || 'appliesif' in container ? { appliesif: policies } : {}),
  } as unknown as T;
}

/**
 * Whether a page's policies change what a container is judged by, and to what (the page
 * editor's row note, the container editor's usage list).
 */
export function narrowedPolicies(
  container: ContainerDoc,
  page: PageBounds,
): { own: string[]; narrowed: string[] } | undefined {
  const own = [...new Set(strings(container.appliesif))];
  const narrowed = policiesOnPage(container, page);
  const same = own.length === narrowed.length && own.every((name, i) => narrowed[i] === name);
  return same ? undefined : { own, narrowed };
}

/**
 * The spec's container 'position' (section 5: 'Missing/disallowed position becomes first
 * allowed option') is read as the container's ad position `ap`: where, in seconds, the apps
 * insert an ad break into a container's playback. Its options are the ad insertion intervals of
 * section 3 (15, 30, 60, 90, 120 s), of which a screen may drop the first or the last by flags
 * (section 5 'Ad interval options may drop last or first option by flags'): the only container
 * field whose allowed options are such a list. On a page (the viewer read, {@link
 * containerOnPage}) a container without `ap`, with nothing in it (null, '') or with a value not
 * offered gets the first allowed option. A write gives a missing or empty one the first allowed
 * option ({@link adPositionOnSave}) and refuses one not offered ({@link containerOptionProblems}).
 */
export function normalizeAdPosition<T extends ContainerDoc>(
  container: T,
  flags: AdIntervalFlags = {},
): T {
  const ap = normalizePosition<AdIntervalSeconds>(
    container.ap as AdIntervalSeconds | null | undefined,
    adIntervalOptions(flags),
  );
  if (ap === container.ap) return container;
  const next: ContainerDoc = { ...container };
  if (ap === undefined) delete next.ap;
  else next.ap = ap;
  return next as T;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A container write's body as stored (spec section 5 'Missing/disallowed position becomes first
 * allowed option'): an ad position `ap` missing or sent empty (null, '') becomes the first allowed
 * option; one not offered is left for {@link containerOptionProblems} to refuse. An update keeps
 * the fields it does not name from `stored`, the version it is based on: an update without `ap`
 * keeps a stored position, and is given the first allowed option when none is stored.
 */
export function adPositionOnSave<T extends ContainerDoc>(
  container: T,
  stored: ContainerDoc = {},
  flags: AdIntervalFlags = {},
): T {
  const position = 'ap' in container ? container.ap : stored.ap;
  if (!isEmpty(position)) return container;
  return normalizeAdPosition({ ...container, ap: null }, flags);
}

/**
 * The console's save body: an ad position `ap` held empty (null, '') becomes the first allowed
 * option; one not offered is left for {@link containerOptionProblems} to refuse; no `ap` key is
 * left without one (the form is a page's, a collection's or a container's; the service gives a
 * container saved without one the first allowed option, {@link adPositionOnSave}).
 */
export function fillEmptyAdPosition<T extends ContainerDoc>(
  container: T,
  flags: AdIntervalFlags = {},
): T {
  if (!('ap' in container) || !isEmpty(container.ap)) return container;
  return normalizeAdPosition(container, flags);
}

/** A container field holding a value that is not one of its options. */
export interface OptionProblem {
  /** JSON pointer, as the service names fields: `/con_tg`, `/ap`. */
  field: '/con_tg' | '/ap';
  value: unknown;
  allowed: readonly (string | number)[];
}

/**
 * The container's tag `con_tg` and ad position `ap` when either holds a value that is not one
 * of its options (issue 12: 'a tag or position not allowed: a clear 4xx with the field named
 * ... nothing stored changes'). An empty one is no problem (a missing tag is `regular`, an empty
 * ad position the first allowed option). On a page, a tag the page does not allow is still made
 * `regular` ({@link containerOnPage}): that is the page's choice, not a bad value.
 */
export function containerOptionProblems(
  container: ContainerDoc,
  flags: AdIntervalFlags = {},
): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const tags: readonly unknown[] = CONTAINER_TAGS;
  if ('con_tg' in container && !isEmpty(container.con_tg) && !tags.includes(container.con_tg))
    problems.push({ field: '/con_tg', value: container.con_tg, allowed: CONTAINER_TAGS });
  const offered = adIntervalOptions(flags);
  if (
    'ap' in container &&
    !isEmpty(container.ap) &&
    !(offered as readonly unknown[]).includes(container.ap)
  )
    problems.push({ field: '/ap', value: container.ap, allowed: offered });
  return problems;
}

/**
 * The selection fields of a container set (spec section 5: 'Container set needs items if any
 * minItems field has no selection'): each curation entry whose content is chosen by hand — a
 * manual (titles) or collection entry of a hand-curated container (`entryKind` 'ids' or
 * 'collection'), the entries the editor offers a picker for — lists that content in `data`,
 * which needs at least one item (minItems 1); live, cms-store and other entries are read from
 * their content address instead, and query, predefined and
 * personalised entries choose nothing by hand and have no such field, nor has an entry read
 * from its own content address `cu`. Named as the service's
 * errors name them: `/i/{n}/data`.
 */
export function containerSelectionFields(container: ContainerDoc): SelectionField[] {
  const entries = Array.isArray(container.i) ? (container.i as Record<string, unknown>[]) : [];
  return entries.flatMap((entry, n): SelectionField[] => {
    const kind = entryKind(container, entry ?? {});
    if (kind !== 'ids' && kind !== 'collection') return [];
    // The entries whose content is picked in the editor: titles (manual) or collections.
    if (entry?.type !== 'manual' && entry?.type !== 'collection') return [];
    // An entry read from its own content address (`cu`) takes its titles from there.
    if (typeof entry?.cu === 'string' && entry.cu.trim() !== '') return [];
    const data = entry?.data;
    return [
      {
        name: `/i/${String(n)}/data`,
        minItems: 1,
        selected: Array.isArray(data) ? (data as unknown[]) : null,
      },
    ];
  });
}

/** The fields of a container whose selection is empty though it needs items (JSON pointers). */
export function containerFieldsNeedingItems(container: ContainerDoc): string[] {
  const fields = containerSelectionFields(container);
  return containerSetNeedsItems(fields) ? fieldsMissingSelection(fields) : [];
}

import { compilePolicy, decide } from '../policy/evaluate';
import type { CompiledPolicy, PolicyDecision } from '../policy/evaluate';
import type { Policy, PolicyContext } from '../policy/types';

/**
 * What one viewer gets of a storefront (issue 12): the page's containers after their schedules
 * and policies apply, and each container left out with the reason. The server's viewer read and
 * the console's 'preview as a viewer' both call this, so the preview is the read.
 */

/** The devices a storefront is shown on (spec section 3: per-device image ratios). */
export const STOREFRONT_DEVICES = ['tv', 'tablet', 'browser', 'mobile'] as const;
export type StorefrontDevice = (typeof STOREFRONT_DEVICES)[number];

/** A container as far as visibility needs it. */
export interface ViewContainer {
  id: string;
  /** Start and end of its window (ISO 8601); absent: open on that side. */
  st_dt?: string | null;
  ed_dt?: string | null;
  /** The policies that decide who sees it (ids or version keys); none: everyone. */
  appliesif?: readonly string[] | null;
  /** The devices it is for; absent or empty: every device. */
  dev?: readonly string[] | null;
}

/** A page as far as visibility needs it: its window, policies and the containers of each tab. */
export interface ViewPage<C extends ViewContainer = ViewContainer> {
  st_dt?: string | null;
  ed_dt?: string | null;
  appliesif?: readonly string[] | null;
  /** Tabs in order, each with its containers in order. */
  tabs: readonly { id: string; containers: readonly C[] }[];
}

/** The viewer: when, on what device, and the attribute values policies read. */
export interface Viewer {
  /** The moment viewed (ISO 8601). */
  at: string;
  device: StorefrontDevice;
  context: PolicyContext;
}

/** Why something is not shown. */
export type HiddenReason =
  | { code: 'notStarted'; startsAt: string }
  | { code: 'ended'; endedAt: string }
  | { code: 'otherDevice'; devices: string[] }
  /** A policy it names is not among the published ones: shown to nobody until it is. */
  | { code: 'policyMissing'; policy: string }
  | { code: 'policyDenied'; decision: PolicyDecision };

export interface HiddenContainer<C> {
  tabId: string;
  container: C;
  reason: HiddenReason;
}

export interface ViewerView<C> {
  /** Why the page itself is not shown (then no tab is). */
  pageHidden?: HiddenReason;
  tabs: { id: string; containers: C[] }[];
  hidden: HiddenContainer<C>[];
}

/** The published policies a view may name, by id and by version key, compiled once. */
export type PolicyIndex = ReadonlyMap<string, CompiledPolicy>;

export function policyIndex(policies: readonly Policy[]): PolicyIndex {
  const index = new Map<string, CompiledPolicy>();
  for (const policy of policies) {
    const compiled = compilePolicy(policy);
    for (const name of [policy.id, policy.key]) {
      if (name && !index.has(name)) index.set(name, compiled);
    }
  }
  return index;
}

function instant(date: string | null | undefined): number | undefined {
  if (date == null || date.trim() === '') return undefined;
  const value = Date.parse(date);
  return Number.isNaN(value) ? undefined : value;
}

/**
 * Why a window, devices and policies keep something from the viewer, or undefined when they
 * do not: the start is inclusive and the end exclusive; a policy list decides as one set
 * (a matching Deny beats an Allow; nothing matching denies).
 */
export function hiddenReason(
  item: Omit<ViewContainer, 'id'>,
  viewer: Viewer,
  policies: PolicyIndex,
): HiddenReason | undefined {
  const at = Date.parse(viewer.at);
  const start = instant(item.st_dt);
  if (start !== undefined && at < start) return { code: 'notStarted', startsAt: item.st_dt ?? '' };
  const end = instant(item.ed_dt);
  if (end !== undefined && at >= end) return { code: 'ended', endedAt: item.ed_dt ?? '' };
  const devices = item.dev ?? [];
  if (devices.length > 0 && !devices.includes(viewer.device)) {
    return { code: 'otherDevice', devices: [...devices] };
  }
  const names = [...new Set(item.appliesif ?? [])];
  if (names.length === 0) return undefined;
  const set: CompiledPolicy[] = [];
  for (const name of names) {
    const compiled = policies.get(name);
    if (compiled === undefined) return { code: 'policyMissing', policy: name };
    if (!set.includes(compiled)) set.push(compiled);
  }
  const decision = decide(set, viewer.context);
  return decision.effect === 'Deny' ? { code: 'policyDenied', decision } : undefined;
}

/**
 * The page as the viewer gets it: nothing when the page itself is outside its window or denied;
 * else each tab with the containers the viewer may see, in order, and every other container
 * with the first reason that hides it (window, device, then policy).
 */
export function viewerView<C extends ViewContainer>(
  page: ViewPage<C>,
  viewer: Viewer,
  policies: PolicyIndex,
): ViewerView<C> {
  const pageHidden = hiddenReason(page, viewer, policies);
  if (pageHidden !== undefined) return { pageHidden, tabs: [], hidden: [] };
  const hidden: HiddenContainer<C>[] = [];
  const tabs = page.tabs.map((tab) => ({
    id: tab.id,
    containers: tab.containers.filter((container) => {
      const reason = hiddenReason(container, viewer, policies);
      if (reason === undefined) return true;
      hidden.push({ tabId: tab.id, container, reason });
      return false;
    }),
  }));
  return { tabs, hidden };
}

import { REASON } from '../envelope';

/**
 * A warning code as the platform sends it on an item: the numeric reason codes of
 * the spec, or the console's own named codes `channelExpiry` and `conditionalPublish`.
 */
export type WarningCode = number | string;

/** One warning carried by a schedule item or channel in its `wrng` list. */
export interface ItemWarning {
  code: WarningCode;
  msg: string;
}

/** Anything that may carry warnings in `wrng` (airings, channels, programs). */
export interface WarnedItem {
  wrng?: readonly ItemWarning[] | null;
}

/** The console's own code for a channel whose live window ends soon (see `isChannelExpiring`). */
export const CHANNEL_EXPIRY_WARNING = 'channelExpiry';

/** The console's own code for an item published on a condition (`cond_pub`). */
export const CONDITIONAL_PUBLISH_WARNING = 'conditionalPublish';

/**
 * The schedule warnings of the spec, with their titles, in the order the warnings
 * dialog lists them. The order is the spec's, so the dialog does not reshuffle
 * between two loads of the same schedule.
 */
export const SCHEDULE_WARNING_KINDS: readonly { code: WarningCode; title: string }[] = [
  { code: REASON.gapsPresent, title: 'Gaps Present' },
  { code: REASON.vodContentExpired, title: 'VOD Content Expired' },
  { code: REASON.vodNotAvailableForVll, title: 'VOD Content Not Available For VLL' },
  { code: REASON.vodNotAvailableForProduct, title: 'VOD Content Not Available For Product' },
  { code: REASON.vodNotPublished, title: 'VOD Content Not Published' },
  { code: REASON.scheduleReprocessing, title: 'Schedule Reprocessing' },
  { code: REASON.dayNotFilled, title: 'Schedule content for this day is not filled' },
  { code: CHANNEL_EXPIRY_WARNING, title: 'Channel Expiring' },
  { code: CONDITIONAL_PUBLISH_WARNING, title: 'Conditional Publish' },
];

/** Warnings of one code, with the items that carry it and their distinct messages. */
export interface WarningGroup<T> {
  code: WarningCode;
  title: string;
  items: T[];
  messages: string[];
}

/**
 * A warning code in one spelling: services differ in sending `413401` or `'413401'`,
 * and the two must land in the same group.
 */
export function normaliseWarningCode(code: WarningCode): WarningCode {
  if (typeof code === 'string' && /^\d+$/.test(code.trim())) return Number(code.trim());
  return code;
}

/** Whether the item carries a warning with the code (in either spelling). */
export function hasWarningCode(item: WarnedItem, code: WarningCode): boolean {
  const wanted = normaliseWarningCode(code);
  return (item.wrng ?? []).some((warning) => normaliseWarningCode(warning.code) === wanted);
}

/**
 * Groups the items' `wrng` warnings by code for the warnings dialog. Known codes
 * come first in the spec's order (`SCHEDULE_WARNING_KINDS`), then any other code in
 * the order it first appears, titled by the code itself because the spec gives it no
 * meaning. An item appears once per group even if it repeats a code; messages are
 * kept once each, in first-seen order. Codes with no items are left out.
 */
export function groupWarningsByCode<T extends WarnedItem>(items: readonly T[]): WarningGroup<T>[] {
  const groups = new Map<WarningCode, WarningGroup<T>>();
  for (const item of items) {
    for (const warning of item.wrng ?? []) {
      const code = normaliseWarningCode(warning.code);
      let group = groups.get(code);
      if (!group) {
        const title =
          SCHEDULE_WARNING_KINDS.find((kind) => kind.code === code)?.title ?? String(code);
        group = { code, title, items: [], messages: [] };
        groups.set(code, group);
      }
      if (!group.items.includes(item)) group.items.push(item);
      if (warning.msg && !group.messages.includes(warning.msg)) group.messages.push(warning.msg);
    }
  }
  const rank = (code: WarningCode): number => {
    const index = SCHEDULE_WARNING_KINDS.findIndex((kind) => kind.code === code);
    return index === -1 ? SCHEDULE_WARNING_KINDS.length : index;
  };
  // Array.prototype.sort is stable, so unknown codes keep their first-seen order.
  return [...groups.values()].sort((a, b) => rank(a.code) - rank(b.code));
}

/**
 * A warning group's items as the panel lists them: each name once, with how many of the group's
 * items bear it (a program airing 24 times with expired content is one line, not 24), in
 * first-seen order.
 */
export function tallyByName(items: readonly { name: string }[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { name } of items) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

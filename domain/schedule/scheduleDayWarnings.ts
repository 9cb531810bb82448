import {
  NOT_AVAILABLE_MESSAGE,
  UNAVAILABILITY_REASON_CODE,
  effectiveLicenceWindowEnd,
  effectiveEndDate,
  expiryMessage,
  isExpiry,
  unavailabilityReasons,
} from '../availability';
import type { AvailabilityFields } from '../availability';
import { formatDisplayDate } from '../dates';
import { REASON } from '../envelope';
import type { ChannelDay } from './channelDay';
import { isChannelExpiring } from './isChannelExpiring';
import { SCHEDULE_MESSAGE } from './scheduleMessages';
import { dayCoverage } from './scheduleDayRules';
import {
  CHANNEL_EXPIRY_WARNING,
  CONDITIONAL_PUBLISH_WARNING,
  SCHEDULE_WARNING_KINDS,
} from './scheduleWarnings';
import type { ItemWarning } from './scheduleWarnings';
import { PROCESSING_DAY_STATUSES } from './canRemoveAllGaps';
import { parseUtcInstant } from './utcTime';

/** A catalogue item a program's vod segment plays (`ctkey`), as the warnings read it. */
export interface SegmentContentFacts extends AvailabilityFields {
  title: string;
  cond_pub?: { reason?: string } | null;
}

/** A program as the warnings read it: its status, condition and the content of its vod segments. */
export interface ProgramWarningFacts {
  title: string;
  st?: string;
  cond_pub?: { reason?: string } | null;
  /** The content of each vod segment that names one (`ctkey`); undefined when it is not found. */
  contents: readonly (SegmentContentFacts | undefined)[];
}

/** The virtual channel as the warnings read it. */
export interface ChannelWarningFacts extends AvailabilityFields {
  lws?: string | null;
  cond_pub?: { reason?: string } | null;
}

const titleOf = (code: number | string) =>
  SCHEDULE_WARNING_KINDS.find((kind) => kind.code === code)?.title ?? String(code);

function add(warnings: ItemWarning[], warning: ItemWarning): void {
  if (!warnings.some((w) => w.code === warning.code && w.msg === warning.msg))
    warnings.push(warning);
}

/** 'DD MMM YYYY HH:mm' in UTC, the date the expiry message shows. */
function shownDate(date: Date): string {
  return `${formatDisplayDate(date, 'DD MMM YYYY HH:mm', 'UTC')} UTC`;
}

/**
 * The warnings of one program airing (spec section 8, messages of section 5): each vod segment's
 * content judged at the airing's last instant in the channel's product (expired 11340201 with
 * 'Content availability (catalog/licence) for {title} expires prior to {date}'; off for VLL
 * 11340202, not for the product 11340203, not published 11340204, each with 'Content not
 * available due to virtual channel availability/status/product'), the program not published
 * (11340204), the airing outside the channel's window or the channel off (11340202), and a
 * conditional publish on the program or its content (conditionalPublish, its reason).
 */
export function airingWarnings(
  airing: { startMs: number; endMs: number },
  program: ProgramWarningFacts,
  channel: ChannelWarningFacts,
  product: string,
): ItemWarning[] {
  const warnings: ItemWarning[] = [];
  const at = new Date(airing.endMs - 1);
  for (const content of program.contents) {
    if (!content) {
      add(warnings, { code: REASON.vodNotPublished, msg: NOT_AVAILABLE_MESSAGE });
      continue;
    }
    const reasons = unavailabilityReasons(content, { at, product });
    if (isExpiry(reasons)) {
      const ends = [effectiveLicenceWindowEnd(content, product), effectiveEndDate(content, product)]
        .filter((d): d is Date => d !== null)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      add(warnings, {
        code: REASON.vodContentExpired,
        msg: expiryMessage(content.title, ends ? shownDate(ends) : ''),
      });
    }
    for (const reason of reasons) {
      const code = UNAVAILABILITY_REASON_CODE[reason];
      if (code !== REASON.vodContentExpired) add(warnings, { code, msg: NOT_AVAILABLE_MESSAGE });
    }
    if (content.cond_pub)
      add(warnings, {
        code: CONDITIONAL_PUBLISH_WARNING,
        msg: content.cond_pub.reason ?? titleOf(CONDITIONAL_PUBLISH_WARNING),
      });
  }
  if (program.st !== undefined && program.st !== 'published')
    add(warnings, { code: REASON.vodNotPublished, msg: NOT_AVAILABLE_MESSAGE });
  if (program.cond_pub)
    add(warnings, {
      code: CONDITIONAL_PUBLISH_WARNING,
      msg: program.cond_pub.reason ?? titleOf(CONDITIONAL_PUBLISH_WARNING),
    });
  const lws = parseUtcInstant(channel.lws);
  const lwe = effectiveLicenceWindowEnd(channel, product)?.getTime();
  const off = channel.vce === false || channel.vce === 'false';
  if (
    off ||
    (lws !== undefined && airing.startMs < lws) ||
    (lwe !== undefined && airing.endMs > lwe)
  )
    add(warnings, { code: REASON.vodNotAvailableForVll, msg: NOT_AVAILABLE_MESSAGE });
  return warnings;
}

/** The facts of a day's own warnings. */
export interface DayWarningFacts {
  day: ChannelDay;
  now: Date;
  /** The day's airings plus the previous day's that run into it. */
  airings: readonly { startMs: number; endMs: number }[];
  /** The day's processing status. */
  pst?: string | null;
  channel: ChannelWarningFacts;
  product: string;
  /** Hours before the channel's window end at which 'Channel Expiring' shows. */
  channelExpiryHours: number;
}

/**
 * A day's own warnings: gaps (413401), not filled (113403), reprocessing (413405), the channel's
 * window ending soon or within the day (channelExpiry) and its conditional publish.
 */
export function dayWarnings(facts: DayWarningFacts): ItemWarning[] {
  const warnings: ItemWarning[] = [];
  const coverage = dayCoverage(facts.day, facts.airings);
  if (coverage.hasHole) warnings.push({ code: REASON.gapsPresent, msg: SCHEDULE_MESSAGE.gaps });
  if (coverage.notFilled)
    warnings.push({ code: REASON.dayNotFilled, msg: SCHEDULE_MESSAGE.dayNotFilled });
  if (PROCESSING_DAY_STATUSES.includes((facts.pst ?? '').toLowerCase()))
    warnings.push({
      code: REASON.scheduleReprocessing,
      msg: titleOf(REASON.scheduleReprocessing),
    });
  const lwe = effectiveLicenceWindowEnd(facts.channel, facts.product);
  if (
    lwe &&
    (isChannelExpiring(lwe.toISOString(), facts.now, facts.channelExpiryHours) ||
      lwe.getTime() < facts.day.endMs)
  )
    warnings.push({ code: CHANNEL_EXPIRY_WARNING, msg: SCHEDULE_MESSAGE.contentExpires });
  if (facts.channel.cond_pub)
    warnings.push({
      code: CONDITIONAL_PUBLISH_WARNING,
      msg: facts.channel.cond_pub.reason ?? titleOf(CONDITIONAL_PUBLISH_WARNING),
    });
  return warnings;
}

/** The section-5 messages of a day, from its own and its airings' warnings. */
export function dayMessages(
  day: readonly ItemWarning[],
  airings: readonly { wrng: readonly ItemWarning[] }[],
): string[] {
  const codes = new Set([...day, ...airings.flatMap((a) => a.wrng)].map((w) => String(w.code)));
  const messages: string[] = [];
  if (codes.has(String(REASON.vodContentExpired)) || codes.has(CHANNEL_EXPIRY_WARNING))
    messages.push(SCHEDULE_MESSAGE.contentExpires);
  if (codes.has(String(REASON.gapsPresent))) messages.push(SCHEDULE_MESSAGE.gaps);
  if (codes.has(String(REASON.dayNotFilled))) messages.push(SCHEDULE_MESSAGE.dayNotFilled);
  return messages;
}

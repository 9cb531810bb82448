/**
 * The schedule API of virtual live channels (issue 10; spec sections 3, 5, 7, 8), as the
 * content service serves it and the schedule page calls it. Types only, plus the paths:
 * the server (server/routes/schedule*.ts) and the console (custom/schedule/) both import
 * this file, so a change here is a change of contract (keep it backward compatible).
 *
 * Every path is under the `vll` service base of `/config.json` (`services.vll`, which is
 * `<origin>/api/vll` on the embedded server). Every JSON answer is the platform envelope
 * `{data, header: {code, count, errors: [{code, description, field?}]}}` of domain/envelope.ts;
 * `/vepg.xml` and the usage report's CSV are the exceptions (XMLTV and text/csv bodies, but
 * errors still come back as JSON envelopes). The request's product is the `X-Product` header
 * (as on every other route). Permission: the role tables on page `cp_vll` (view for GETs,
 * update for writes, publish for a save with `st: 'published'`).
 *
 * Days and zones: a channel has an IANA time zone (`tz` on the virtual channel, default 'UTC').
 * A schedule day `dt` (`YYYY-MM-DD`) is a LOCAL day of the channel, from local midnight to the
 * next local midnight: 1440 minutes, or 1380/1500 on daylight-saving change days. Airings are
 * always sent and stored as UTC instants (`a_st_dt`, `a_ed_dt`, ISO 8601 with `Z`), end
 * exclusive. An airing belongs to the day on which it STARTS (local); it may run past midnight.
 * Weeks start on Monday (local).
 *
 * Storage: one schedule object per channel per local day, id `${channelId}_${dt}`, urn
 * `urn:resource:catalog:vschedule`. It has versions like catalogue items: a draft and a
 * published version (`st`), a processing status (`pst`), the audit trail
 * (`GET /api/audit/vschedule/{id}`) and locks (`/api/user/lock/{id}/...` with that urn).
 *
 * Failures (4xx): `header.code` is HEADER_CODE.error, `header.errors[0].description` the
 * sentence to show, each error's `field` the offending airing as a JSON pointer into the
 * request (`/ar/3`, `/ar/3/a_st_dt`), and `data.err` (ScheduleSaveError) the same in one object
 * with the airing's index and uId. 400 bad input, 403 permission, 404 unknown channel or day,
 * 409 stale base (data.err.current holds the day as stored now), 423 locked by another user.
 * Nothing stored changes on any failure.
 */
import type { ItemWarning, WarningCode } from './scheduleWarnings';

/** Paths relative to the `vll` service base. */
export const SCHEDULE_API_PATHS = {
  /** GET (read days) and PUT (save one day). */
  schedule: '/vschedule',
  /** POST: pin confirmation (does a range conflict with the stored schedule?). */
  pin: '/vschedule/pin',
  /** POST: repeat a channel's last week until a date. */
  loop: '/content/urn/resource/catalog/vschedule/loop',
  /** GET: the published guide as JSON. */
  vepg: '/vepg',
  /** GET: the published guide as XMLTV (application/xml). */
  vepgXml: '/vepg.xml',
  /** GET: the channel usage report as JSON (`data[].airing[]`). */
  usageReport: '/vepg/report',
  /** GET: the channel usage report as CSV (text/csv; header row only plus 'No programs found' when empty). */
  usageReportCsv: '/vepg/report.csv',
} as const;

/** The urn schedule objects are stored, locked and audited under. */
export const SCHEDULE_URN = 'urn:resource:catalog:vschedule';
/** The item type of schedule objects (audit: `/api/audit/vschedule/{id}`). */
export const SCHEDULE_CONTENT_TYPE = 'vschedule';

/** The schedule id of a channel's local day. */
export function scheduleDayId(channelId: string, dt: string): string {
  return `${channelId}_${dt}`;
}

/** A schedule version's status: the draft being edited, or what is on air. */
export type ScheduleStatus = 'draft' | 'published';

/**
 * A day's processing status. 'processing' and 'yet-to-start' are in flight (the day is being
 * rewritten by the platform: warning 413405, the page does not remove gaps across it);
 * 'completed' (or absent) is settled.
 */
export type ScheduleProcessingStatus = 'yet-to-start' | 'processing' | 'completed';

/** The kinds of airing: a program, or an ad break (no program, 15/30/60/90/120 s). */
export type AiringType = 'program' | 'ad';

/** A program as an airing carries it (copied from the program when the day is read). */
export interface AiringProgram {
  id: string;
  lon?: { lang?: string; n?: string }[];
  lod?: { lang?: string; n?: string }[];
  /** The program's segments (seg_ty vod/ad/bumper/filler/promo/ratingcard, dur in seconds). */
  sg?: { seg_ty: string; dur?: number; sp?: number; ep?: number; ctkey?: string }[];
  /** Total length in seconds (sum of the segments). */
  trt?: number;
}

/** An airing as the client SENDS it in a PUT. */
export interface AiringInput {
  /**
   * The airing's stable id. Omit for a new airing (the server assigns one); keep it for an
   * existing one (an airing that started at or before now must come back unchanged, uId included).
   */
  uId?: string;
  /** 'program' (default) or 'ad'. */
  type?: AiringType;
  /** The program's id (required for 'program'; must exist in the request's product). */
  pgm_id?: string;
  /** UTC start. A start that does not follow another airing back to back is snapped to the quarter hour. */
  a_st_dt: string;
  /** UTC end (exclusive); must be after the start. */
  a_ed_dt: string;
  /** Ad breaks: length in seconds (15, 30, 60, 90, 120); ignored for programs. */
  dur?: number;
}

/** An airing as the server RETURNS it. */
export interface ScheduledAiring {
  uId: string;
  type: AiringType;
  pgm_id?: string;
  a_st_dt: string;
  a_ed_dt: string;
  /** Seconds. */
  dur: number;
  /** The program's title (English, else first), or 'Ad break'. */
  content_name: string;
  content_type: 'Program';
  pgm?: AiringProgram;
  /** Set when the server snapped the start: the start as sent. */
  prevASt?: string;
  /** Started at or before now: immutable. */
  past: boolean;
  /** The airing's warnings (codes 11340201-11340204, conditionalPublish). */
  wrng: ItemWarning[];
}

/** One schedule object: a channel's local day, in one status. */
export interface ScheduleDay {
  /** `${cs}_${dt}`. */
  id: string;
  /** The version's key (`${id}-v{n}`) and revision (`ut`): send both back as `base` on save. */
  key: string;
  ut: string;
  /** The channel's id. */
  cs: string;
  /** The local day, `YYYY-MM-DD`. */
  dt: string;
  st: ScheduleStatus;
  pst: ScheduleProcessingStatus;
  /** The channel's IANA time zone. */
  tz: string;
  /** The day's bounds as UTC instants: local midnight to the next local midnight. */
  st_dt: string;
  ed_dt: string;
  /** Length of the local day in minutes: 1440, or 1380/1500 on a daylight-saving change day. */
  minutes: number;
  /** Airings starting on this day, in start order. */
  ar: ScheduledAiring[];
  /** Day-level warnings (413401, 113403, 413405, channelExpiry, conditionalPublish). */
  wrng: ItemWarning[];
  /** The section-5 messages of the day ('There are gaps in the schedule.', ...). */
  messages: string[];
}

/**
 * A day nobody has scheduled yet is answered as an empty day with `key: ''` and `ut: ''`
 * (save it with `base: null`).
 */
export type ScheduleDayOrEmpty = ScheduleDay;

/**
 * GET /vschedule: the days of one channel. Either `dt` (one day, the spec's "one request per
 * day") or `st_dt` and `ed_dt` (local days, both inclusive, at most 9: the weekly window).
 * `st` picks the version: 'published' (default) or 'draft' (the draft when one exists, else
 * the published day, so the editor starts from what is on air). `pst` (optional) keeps only
 * days in that processing status. `warning=true` (default) computes warnings; `false` skips
 * them (faster). Answer: `data` is ScheduleDay[] in day order, `header.count` the number of days.
 */
export interface GetScheduleQuery {
  cs: string;
  st?: ScheduleStatus;
  pst?: ScheduleProcessingStatus;
  dt?: string;
  st_dt?: string;
  ed_dt?: string;
  warning?: boolean;
}
export type GetScheduleResponse = ScheduleDay[];

/**
 * PUT /vschedule: saves ONE day (the whole day's airings; airings not sent are removed, except
 * that past airings cannot be removed). `st: 'draft'` writes the day's draft; `st: 'published'`
 * publishes it (the published day is replaced, the draft, if any, is consumed). `base` is the
 * version the client edited (`key`/`ut` of the ScheduleDay it read; null for a day never saved):
 * a stale base gets 409. Answer: the saved ScheduleDay (with the server's uIds, snapped starts
 * and warnings). Warnings never refuse a save; bad input always does (see ScheduleErrorKind).
 */
export interface PutScheduleBody {
  cs: string;
  dt: string;
  st: ScheduleStatus;
  base: { key: string; ut: string } | null;
  ar: AiringInput[];
}
export type PutScheduleResponse = ScheduleDay;

/** Why a save, loop or pin was refused (`data.err.kind`). */
export type ScheduleErrorKind =
  | 'overlap'
  | 'past'
  | 'unknownProgram'
  | 'foreignProgram'
  | 'endBeforeStart'
  | 'malformedTime'
  | 'outsideDay'
  | 'outsideWindow'
  | 'loopEndBeforeSchedule'
  | 'badAdBreak'
  | 'tooManyAirings'
  | 'stale';

/** `data.err` of a refused schedule request. */
export interface ScheduleSaveError {
  /** The sentence shown (also `header.errors[0].description`). */
  msg: string;
  kind: ScheduleErrorKind;
  /** The offending airing's index in the request's `ar`, and its uId when it has one. */
  index?: number;
  uId?: string;
  /** JSON pointer of the offending field (`/ar/3/a_st_dt`). */
  field?: string;
  /** For 'overlap': the airings that overlap, and the overlapping minutes (UTC). */
  conflicts?: ScheduleConflict[];
  /** For 409: the day as stored now. */
  current?: ScheduleDay;
}

/** An airing a range conflicts with. */
export interface ScheduleConflict {
  uId: string;
  index?: number;
  dt: string;
  content_name: string;
  a_st_dt: string;
  a_ed_dt: string;
  /** The overlapping range, UTC, end exclusive. */
  start: string;
  end: string;
}

/**
 * POST /vschedule/pin: pin confirmation before a drop on a published day. Does placing an airing
 * at [start, end) (UTC) conflict with the stored schedule (`st`, default 'published')? The
 * airing being moved (`uId`) is ignored. Answer: `{safe, conflicts}`; conflicts empty when safe.
 */
export interface PinConfirmationBody {
  cs: string;
  start: string;
  end: string;
  uId?: string;
  st?: ScheduleStatus;
}
export interface PinConfirmationResponse {
  safe: boolean;
  conflicts: ScheduleConflict[];
}

/**
 * POST /content/urn/resource/catalog/vschedule/loop: for each channel of `keys` (channel ids),
 * repeats its last scheduled week (the 7 local days ending on its last day with airings, draft
 * else published) day after day until `end_date_time` (UTC instant or local `YYYY-MM-DD`,
 * exclusive), as drafts of the days after the last scheduled day; airings are cut at the end.
 * 400 'loopEndBeforeSchedule' when the end is not after the schedule's last airing.
 * Answer: one LoopResult per channel; success message 'Looping schedule updated sucessfully!'.
 */
export interface LoopScheduleBody {
  keys: string[];
  end_date_time: string;
}
export interface LoopResult {
  cs: string;
  /** The days written (drafts). */
  days: string[];
  airings: number;
}
export type LoopScheduleResponse = LoopResult[];

/**
 * GET /vepg?channel=&start=&end=: the PUBLISHED guide of one channel (or several, comma
 * separated) between two UTC instants (or local days `YYYY-MM-DD`); airings that overlap the
 * range, in start order, never overlapping each other. Range at most 31 days.
 */
export interface VepgQuery {
  channel: string;
  start: string;
  end: string;
}
export interface VepgAiring {
  uId: string;
  pgm_id?: string;
  type: AiringType;
  title: string;
  description: string;
  a_st_dt: string;
  a_ed_dt: string;
  dur: number;
  dt: string;
}
export interface VepgChannel {
  channel: string;
  name: string;
  tz: string;
  airing: VepgAiring[];
}
export type VepgResponse = VepgChannel[];

/**
 * GET /vepg.xml?channel=&start=&end=: the same airings as /vepg, as XMLTV (`<tv>` with one
 * `<channel id>` per channel and one `<programme start stop channel>` per airing, times
 * `YYYYMMDDHHmmss +HHMM` in the channel's zone offset at that instant, title and desc).
 */
export type VepgXmlQuery = VepgQuery;

/**
 * GET /vepg/report?channel=&start=&end= (JSON, `data[].airing[]` as in VepgResponse) and
 * GET /vepg/report.csv (same query): the channel usage report's rows, columns in this order.
 */
export const USAGE_REPORT_COLUMNS = [
  'Channel',
  'Start Time (UTC)',
  'End Time (UTC)',
  'Duration (Seconds)',
  'Linear Program Title',
  'Description',
] as const;
export const USAGE_REPORT_EMPTY = 'No programs found';
export interface UsageReportRow {
  Channel: string;
  'Start Time (UTC)': string;
  'End Time (UTC)': string;
  'Duration (Seconds)': number;
  'Linear Program Title': string;
  Description: string;
}

/** A warning as carried in `wrng` (re-exported shape: `{code, msg}`). */
export type ScheduleWarning = ItemWarning;
export type ScheduleWarningCode = WarningCode;

/** Success messages of the spec for these calls (the console shows them through i18n). */
export const SCHEDULE_SUCCESS = {
  saved: 'Schedules updated sucessfully!',
  looped: 'Looping schedule updated sucessfully!',
} as const;

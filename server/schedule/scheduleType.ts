import { SCHEDULE_CONTENT_TYPE, SCHEDULE_URN } from '../../domain/schedule/api';
import type { ResourceType } from '../resourceCatalog';
import { builtInItemType } from '../content/builtInType';

const INSTANT = { type: 'string', minLength: 16, maxLength: 40 } as const;

/** A stored airing: what a save keeps (the rest is derived when the day is read). */
const STORED_AIRING = {
  type: 'object',
  required: ['uId', 'type', 'a_st_dt', 'a_ed_dt', 'dur'],
  additionalProperties: false,
  properties: {
    uId: { type: 'string', minLength: 1, maxLength: 64 },
    type: { type: 'string', enum: ['program', 'ad'] },
    pgm_id: { type: 'string', minLength: 1, maxLength: 200 },
    a_st_dt: INSTANT,
    a_ed_dt: INSTANT,
    dur: { type: 'number', minimum: 0 },
    content_name: { type: 'string', maxLength: 500 },
  },
} as const;

/** The most airings a stored day holds (the save rules refuse more first). */
const MAX_STORED_AIRINGS = 3000;

let compiled: ResourceType | undefined;

/**
 * Schedule days as items (versions draft/published, locks, audit) like ad tags and storefronts:
 * one item per channel per local day, id `${channel}_${dt}` (domain/schedule/api.ts). Built
 * here, not under resources/, so catalogue lists, search and bulk jobs never see them; the page
 * behind them is cp_vll.
 */
export function scheduleResourceType(): ResourceType {
  compiled ??= builtInItemType({
    type: SCHEDULE_CONTENT_TYPE,
    urn: SCHEDULE_URN,
    area: 'live',
    resource: 'cp_vll',
    required: ['cs', 'dt', 'tz', 'ar'],
    properties: {
      n: { type: 'string', maxLength: 300 },
      cs: { type: 'string', minLength: 1, maxLength: 200 },
      dt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      tz: { type: 'string', minLength: 1, maxLength: 64 },
      pst: { type: 'string', enum: ['yet-to-start', 'processing', 'completed'] },
      ar: { type: 'array', maxItems: MAX_STORED_AIRINGS, items: STORED_AIRING },
    },
    columns: [
      { source: 'cs', kind: 'text' },
      { source: 'dt', kind: 'text' },
    ],
  });
  return compiled;
}

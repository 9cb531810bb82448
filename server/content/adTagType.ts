import {
  AD_TAG_DEVICES,
  AD_TAG_KINDS,
  AD_TAG_POSITIONS,
  AD_TAG_TIMEOUT,
  AD_TAG_URL_MAX,
} from '../../domain/ads/adTag';
import type { ResourceType } from '../resourceCatalog';
import { builtInItemType } from './builtInType';

/** The item type ad tags are stored as, and the urn locks name them by. */
export const AD_TAG_CONTENT_TYPE = 'adtag';
export const AD_TAG_URN = 'urn:resource:adtag';

/**
 * An ad tag's own fields (the spec shows none; issue 13): its name, VAST or VMAP, the URL
 * template (judged by domain/ads/adTag.ts before any write), the break positions it serves, the
 * devices it is for (none: all), the ad load policy it follows, a timeout and a description.
 */
const AD_TAG_FIELDS = {
  n: { type: 'string', minLength: 1, maxLength: 200 },
  ty: { type: 'string', enum: [...AD_TAG_KINDS] },
  url: { type: 'string', minLength: 1, maxLength: AD_TAG_URL_MAX },
  pos: {
    type: 'array',
    minItems: 1,
    maxItems: AD_TAG_POSITIONS.length,
    uniqueItems: true,
    items: { type: 'string', enum: [...AD_TAG_POSITIONS] },
  },
  dev: {
    type: 'array',
    maxItems: AD_TAG_DEVICES.length,
    uniqueItems: true,
    items: { type: 'string', enum: [...AD_TAG_DEVICES] },
  },
  lp: { type: 'string', maxLength: 200 },
  to: { type: 'integer', minimum: AD_TAG_TIMEOUT.min, maximum: AD_TAG_TIMEOUT.max },
  desc: { type: 'string', maxLength: 2000 },
} as const;

/** The editor's layout of the same fields, as data (JSON Forms' UI schema). */
const AD_TAG_UISCHEMA = {
  type: 'VerticalLayout',
  elements: Object.keys(AD_TAG_FIELDS).map((field) => ({
    type: 'Control',
    scope: `#/properties/${field}`,
    ...(field === 'url' || field === 'desc' ? { options: { multi: true } } : {}),
  })),
};

let compiled: ResourceType | undefined;

/**
 * Ad tags as items (versions, statuses, locks, audit) like policies and app configurations: built
 * here, not declared under resources/, so catalogue lists, search and bulk jobs never see them.
 * The page behind it is cp_adconfig.
 */
export function adTagResourceType(): ResourceType {
  compiled ??= builtInItemType({
    type: AD_TAG_CONTENT_TYPE,
    urn: AD_TAG_URN,
    area: 'adtag',
    resource: 'cp_adconfig',
    required: ['n', 'ty', 'url', 'pos'],
    properties: AD_TAG_FIELDS,
    uischema: AD_TAG_UISCHEMA,
    columns: [{ source: 'ty', kind: 'text' }],
  });
  return compiled;
}

import { AD_INTERVALS_SECONDS } from '../../domain/ads/adLoad';
import {
  BANNER_LAYOUTS,
  CLICK_ACTIONS,
  CONTAINER_KINDS,
  CONTAINER_TAGS,
  CONTAINER_TYPES,
  DECORATIONS,
  IMAGE_RATIOS,
  LAYOUTS,
  OWNERSHIPS,
  RAIL_KINDS,
  RATIO_DEVICES,
  SCROLL_STYLES,
  SIZES,
  SOURCE_TYPES,
  STOREFRONT_KINDS,
  STOREFRONT_SETTINGS_TABS,
  STYLES,
  TEXT_STYLES,
} from '../../domain/storefront/options';
import { STOREFRONT_DEVICES } from '../../domain/storefront/viewerView';
import { CONTAINER_IMAGE_TYPES } from '../../domain/storefront/images';
import type { ResourceType } from '../resourceCatalog';
import { builtInItemType } from './builtInType';

/** The item types of the storefront service and the urns locks name them by (spec section 9). */
export const STOREFRONT_TYPE = 'storefront';
export const COLLECTION_TYPE = 'collection';
export const CONTAINER_TYPE = 'container';
export const STOREFRONT_URNS = {
  storefront: 'urn:page',
  collection: 'urn:collection',
  container: 'urn:container',
} as const;

/** The most tabs a page and containers a tab hold, and items a manual rail or collection. */
export const MAX_TABS = 20;
export const MAX_CONTAINERS_PER_TAB = 200;
export const MAX_ITEMS = 500;

const enumOf = (values: readonly (string | number)[]) => ({ enum: [...values] });
const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const names = {
  type: 'array',
  minItems: 1,
  maxItems: 10,
  items: {
    type: 'object',
    required: ['lang', 'n'],
    additionalProperties: false,
    properties: {
      lang: { type: 'string', pattern: '^[a-z]{2,3}$' },
      n: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
} as const;
const descriptions = {
  type: 'array',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['lang', 'd'],
    additionalProperties: false,
    properties: {
      lang: { type: 'string', pattern: '^[a-z]{2,3}$' },
      d: { type: 'string', maxLength: 2000 },
    },
  },
} as const;
/** The policies that decide who sees it, by id (domain/storefront/viewerView). */
const policies = { type: 'array', maxItems: 20, uniqueItems: true, items: id } as const;
const devices = {
  type: 'array',
  maxItems: STOREFRONT_DEVICES.length,
  uniqueItems: true,
  items: { type: 'string', ...enumOf(STOREFRONT_DEVICES) },
} as const;
/** The name the lists search and show: the English entry of `lon`, else its first (set by the service). */
const listName = { type: 'string', maxLength: 200 } as const;

const STOREFRONT_FIELDS = {
  n: listName,
  lon: names,
  lod: descriptions,
  ty: { type: 'string', ...enumOf(STOREFRONT_KINDS) },
  t: {
    type: 'array',
    minItems: 1,
    maxItems: MAX_TABS,
    items: {
      type: 'object',
      required: ['id', 'lon', 'c'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        lon: names,
        c: { type: 'array', maxItems: MAX_CONTAINERS_PER_TAB, items: id },
      },
    },
  },
  appliesif: policies,
  st_dt: dateTime,
  ed_dt: dateTime,
  /** The container tags this page allows (others become regular). */
  tab_tg: {
    type: 'array',
    uniqueItems: true,
    items: { type: 'string', ...enumOf(CONTAINER_TAGS) },
  },
  seo: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ti: { type: 'string', maxLength: 200 },
      d: { type: 'string', maxLength: 500 },
      tw: {
        type: 'object',
        additionalProperties: false,
        properties: { ca: { type: 'string', maxLength: 200 } },
      },
    },
  },
  /** One object per settings tab (spec section 3), its fields the platform apps read. */
  set: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      STOREFRONT_SETTINGS_TABS.map((tab) => [tab, { type: 'object' }]),
    ),
  },
} as const;

const curationEntry = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    /** The content URL the container's content is read from (each slide's `cu`). */
    cu: { type: 'string', maxLength: 2000 },
    /** A saved lookup query, evaluated when the page is read. */
    q: { type: 'string', maxLength: 2000 },
    type: { type: 'string', ...enumOf(SOURCE_TYPES) },
    priority: { type: 'integer', minimum: 0, maximum: 1000 },
    count: { type: 'integer', minimum: 1, maximum: 100 },
    /** Chosen content: id, name, type, priority (and a query or url for those kinds). */
    data: {
      type: 'array',
      maxItems: MAX_ITEMS,
      items: {
        type: 'object',
        required: ['id', 'type'],
        additionalProperties: false,
        properties: {
          id,
          name: { type: 'string', maxLength: 200 },
          type: { type: 'string', maxLength: 64 },
          priority: { type: 'integer', minimum: 0, maximum: 1000 },
          query: { type: 'string', maxLength: 2000 },
          url: { type: 'string', maxLength: 2000 },
        },
      },
    },
  },
} as const;

/** One image per type and ratio: the most a gallery holds. */
export const MAX_CONTAINER_IMAGES = CONTAINER_IMAGE_TYPES.length * IMAGE_RATIOS.length;

/**
 * A container's gallery, in the catalogue's shape (`resources/_defs/images.json`: address `u`,
 * type `t`, ratio `r`) with the container's two extra types (domain/storefront/images). The
 * address is an upload of the image service (`/images/...`) or an https one.
 */
const containerImages = {
  type: 'array',
  maxItems: MAX_CONTAINER_IMAGES,
  items: {
    type: 'object',
    required: ['u', 't', 'r'],
    additionalProperties: false,
    properties: {
      u: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^(/images/|https://)' },
      t: { type: 'string', ...enumOf(CONTAINER_IMAGE_TYPES) },
      r: { type: 'string', ...enumOf(IMAGE_RATIOS) },
    },
  },
} as const;

const CONTAINER_FIELDS = {
  n: listName,
  lon: names,
  lod: descriptions,
  ck: { type: 'string', ...enumOf(CONTAINER_KINDS) },
  lo: { type: 'string', ...enumOf(LAYOUTS) },
  bl: { type: 'string', ...enumOf(BANNER_LAYOUTS) },
  stl: { type: 'string', ...enumOf(STYLES) },
  s: { type: 'string', ...enumOf(SIZES) },
  iar: { type: 'string', ...enumOf(IMAGE_RATIOS) },
  diar: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      RATIO_DEVICES.map((device) => [device, { type: 'string', ...enumOf(IMAGE_RATIOS) }]),
    ),
  },
  st_dt: dateTime,
  ed_dt: dateTime,
  ctype: { type: 'string', ...enumOf(CONTAINER_TYPES) },
  own: { type: 'string', ...enumOf(OWNERSHIPS) },
  rail: { type: 'string', ...enumOf(RAIL_KINDS) },
  i: { type: 'array', maxItems: 20, items: curationEntry },
  scroll_style: { type: 'string', ...enumOf(SCROLL_STYLES) },
  text_style: { type: 'string', ...enumOf(TEXT_STYLES) },
  logo_overlay: { type: 'boolean' },
  tag_overlay: { type: 'boolean' },
  click_action: { type: 'string', ...enumOf(CLICK_ACTIONS) },
  con_tg: { type: 'string', ...enumOf(CONTAINER_TAGS), default: 'regular' },
  con_dcr: { type: 'string', ...enumOf(DECORATIONS) },
  /** Ad insertion interval in seconds (spec section 9). */
  ap: { type: 'integer', ...enumOf(AD_INTERVALS_SECONDS) },
  /** How many items are visible at once. */
  vcs: { type: 'integer', minimum: 1, maximum: 50 },
  appliesif: policies,
  dev: devices,
  ex_id: { type: 'string', maxLength: 200 },
  src: { type: 'string', maxLength: 200 },
  src_ty: { type: 'string', ...enumOf(SOURCE_TYPES) },
  edit: { type: 'boolean' },
  sponsor: {
    type: 'object',
    additionalProperties: false,
    properties: {
      n: { type: 'string', maxLength: 200 },
      label: { type: 'string', maxLength: 100 },
      d: { type: 'string', maxLength: 1000 },
      tags: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
      sponsored: { type: 'boolean' },
    },
  },
  ex_ia: containerImages,
} as const;

const COLLECTION_FIELDS = {
  n: listName,
  lon: names,
  lod: descriptions,
  i: {
    type: 'array',
    maxItems: MAX_ITEMS,
    items: {
      type: 'object',
      required: ['id', 'type'],
      additionalProperties: false,
      properties: {
        id,
        type: { type: 'string', maxLength: 64 },
        priority: { type: 'integer', minimum: 0, maximum: 1000 },
        /** The title's name when it was chosen, so the editor shows it without a read. */
        name: { type: 'string', maxLength: 200 },
      },
    },
  },
  st_dt: dateTime,
  ed_dt: dateTime,
  appliesif: policies,
  ex_id: { type: 'string', maxLength: 200 },
} as const;

let compiled: Record<string, ResourceType> | undefined;

/**
 * Storefronts (pages), collections and containers as items (versions, statuses, locks, audit),
 * on the cp_storefront page, with the fields of spec section 3 (form names: language lang, name
 * n, layout lo, style stl, size s, ratio iar, startDate st_dt, endDate ed_dt, containerTag
 * con_tg, containerPolicy appliesif, item i, externalIdentifier ex_id).
 */
export function storefrontResourceTypes(): Readonly<Record<string, ResourceType>> {
  compiled ??= {
    [STOREFRONT_TYPE]: builtInItemType({
      type: STOREFRONT_TYPE,
      urn: STOREFRONT_URNS.storefront,
      area: 'storefront',
      resource: 'cp_storefront',
      required: ['lon', 't'],
      properties: STOREFRONT_FIELDS,
      columns: [{ source: 'ty', kind: 'text' }],
    }),
    [COLLECTION_TYPE]: builtInItemType({
      type: COLLECTION_TYPE,
      urn: STOREFRONT_URNS.collection,
      area: 'storefront',
      resource: 'cp_storefront',
      required: ['lon'],
      properties: COLLECTION_FIELDS,
    }),
    [CONTAINER_TYPE]: builtInItemType({
      type: CONTAINER_TYPE,
      urn: STOREFRONT_URNS.container,
      area: 'storefront',
      resource: 'cp_storefront',
      required: ['lon', 'ck'],
      properties: CONTAINER_FIELDS,
      columns: [{ source: 'ck', kind: 'text' }],
    }),
  };
  return compiled;
}

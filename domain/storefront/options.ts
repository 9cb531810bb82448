/**
 * The storefront vocabulary of spec section 3 (issue 12), shared by the service's schemas and the
 * console's editor: what a page, a collection and a container may hold.
 */

/** A page's settings tabs, in the editor's order. */
export const STOREFRONT_SETTINGS_TABS = [
  'GENERAL',
  'AUDIENCE',
  'LOCALIZATION',
  'LAYOUT',
  'SEO',
  'STYLING',
  'THEME',
  'TAB_BACKGROUND',
  'TAB_LOGO',
  'BACKGROUND_IMAGE',
  'MONETIZATION',
] as const;

/** Kinds of page (ours: the spec names `ty` without values). */
export const STOREFRONT_KINDS = ['home', 'section', 'kids', 'seasonal', 'landing'] as const;

export const CONTAINER_KINDS = [
  'banner',
  'carousel',
  'grid',
  'rounded',
  'regular',
  'Collection',
] as const;

export const RAIL_KINDS = [
  'continue_watching',
  'favourites',
  'watch_again',
  'recommended',
  'featured_content',
  'upcoming_content',
  'countdown_airing',
  'ongoing_airing',
  'new_arrival',
  'leaving_soon',
  'team_continue_watching',
  'team_favourites',
  'team_recommended',
] as const;

export const CONTAINER_TYPES = [
  'time_based',
  'query_based',
  'manual_curation',
  'predefined',
  'personalized',
] as const;

export const OWNERSHIPS = ['reusable', 'standalone'] as const;

/** Where a curation entry's content comes from (spec: source types). */
export const SOURCE_TYPES = [
  'query',
  'recommended',
  'predefined',
  'time-based',
  'manual',
  'live',
  'collection',
  'syndication',
  'cms store',
] as const;

export const LAYOUTS = ['grid', 'storefront'] as const;
export const BANNER_LAYOUTS = ['banner', 'carousel'] as const;
export const SIZES = ['xsmall', 'small', 'medium', 'regular', 'large', 'xlarge'] as const;
/** `regular` is shown as Rectangular. */
export const STYLES = ['regular', 'rounded'] as const;
export const DECORATIONS = ['solid', 'gradient'] as const;
/** Image ratios (spec section 9); a device's ratio picks the image it shows. */
export const IMAGE_RATIOS = ['16x9', '4x3', '3x1', '16x6'] as const;
/** The devices a container's ratio is set per (`diar`), `default` for any other. */
export const RATIO_DEVICES = ['tv', 'tablet', 'browser', 'default', 'mobile'] as const;
export const CLICK_ACTIONS = ['details', 'play', 'none'] as const;
export const SCROLL_STYLES = ['paged', 'continuous'] as const;
export const TEXT_STYLES = ['below', 'overlay', 'hidden'] as const;
/** Container tags (`con_tg`): `regular` when the page allows no other. */
export const CONTAINER_TAGS = ['regular', 'sponsored', 'new', 'live', 'kids'] as const;

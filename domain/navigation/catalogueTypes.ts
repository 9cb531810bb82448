import type { PageResource } from '../permissions/pages';

/** The menu areas that hold one entry per catalogue type. */
export const TYPE_AREAS = ['vod', 'live', 'assets', 'syndication'] as const;

/** One of {@link TYPE_AREAS}; also the first segment of the area's routes. */
export type TypeArea = (typeof TYPE_AREAS)[number];

/** The catalogue types listed under each area, in menu order. */
export type NavTypesByArea = Readonly<Record<TypeArea, readonly string[]>>;

/**
 * The catalogue types the menu lists when the server declares none. The
 * server normally feeds the lists from the resource declarations, so a new
 * type appears in the menu without code.
 */
export const DEFAULT_NAV_TYPES: NavTypesByArea = {
  vod: [
    'movie',
    'shortvideo',
    'tvseries',
    'tvseason',
    'tvepisode',
    'webseries',
    'webseason',
    'webepisode',
    'trailer',
    'promo',
    'bumper',
    'filler',
    'sportshow',
    'sporthighlight',
    'sportclip',
    'sportevent',
    'tvbonus',
    'podcast',
    'vodcast',
    'special',
    'show',
    'episode',
    'bundle',
    'promotion',
    'sponsorship',
  ],
  live: [
    'channel',
    'liveevent',
    'sportliveevent',
    'multicam',
    'event',
    'program',
    'virtuallivechannel',
    'epg',
  ],
  assets: ['chapters', 'preview', 'scenes', 'songs', 'ottapp'],
  syndication: ['team', 'league', 'sport', 'player', 'zipcode'],
};

/**
 * English menu titles of the known types. The spec fixes some ('Virtual
 * Channels', 'EPG', 'Programs', and the toolbar's 'Movies', 'TV Series',
 * 'TV Seasons', 'TV Episodes', 'Channels'); the rest follow the same plural
 * style.
 */
export const TYPE_TITLES = {
  movie: 'Movies',
  shortvideo: 'Short Videos',
  tvseries: 'TV Series',
  tvseason: 'TV Seasons',
  tvepisode: 'TV Episodes',
  webseries: 'Web Series',
  webseason: 'Web Seasons',
  webepisode: 'Web Episodes',
  trailer: 'Trailers',
  promo: 'Promos',
  bumper: 'Bumpers',
  filler: 'Fillers',
  sportshow: 'Sport Shows',
  sporthighlight: 'Sport Highlights',
  sportclip: 'Sport Clips',
  sportevent: 'Sport Events',
  tvbonus: 'TV Bonus',
  podcast: 'Podcasts',
  vodcast: 'Vodcasts',
  special: 'Specials',
  show: 'Shows',
  episode: 'Episodes',
  bundle: 'Bundles',
  promotion: 'Promotions',
  sponsorship: 'Sponsorships',
  channel: 'Channels',
  liveevent: 'Live Events',
  sportliveevent: 'Sport Live Events',
  multicam: 'Multi-camera Events',
  event: 'Events',
  program: 'Programs',
  virtuallivechannel: 'Virtual Channels',
  epg: 'EPG',
  chapters: 'Chapters',
  preview: 'Previews',
  scenes: 'Scenes',
  songs: 'Songs',
  ottapp: 'OTT Apps',
  team: 'Teams',
  league: 'Leagues',
  sport: 'Sports',
  player: 'Players',
  zipcode: 'Zip Codes',
} as const satisfies Readonly<Record<string, string>>;

/**
 * The English title of a type: its known title, or for a type the server
 * declared but this list does not know, its name capitalised, so a new type
 * still gets a readable entry.
 */
export function typeTitle(type: string): string {
  return (
    (TYPE_TITLES as Readonly<Record<string, string>>)[type] ??
    type.charAt(0).toUpperCase() + type.slice(1)
  );
}

/**
 * The page a type's entry needs view on. Live types are live content
 * (cp_live) except the virtual channels (cp_vll) and the EPG (epg), which
 * section 6 gives their own pages; assets belong to the CMS store.
 */
export function resourceForType(area: TypeArea, type: string): PageResource {
  switch (area) {
    case 'vod':
      return 'cp_datastore';
    case 'live':
      if (type === 'virtuallivechannel') return 'cp_vll';
      if (type === 'epg') return 'epg';
      return 'cp_live';
    case 'assets':
      return 'cp_cmsstore';
    case 'syndication':
      return 'cp_syndication';
  }
}

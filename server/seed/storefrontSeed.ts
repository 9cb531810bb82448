import type { Kysely } from 'kysely';
import { slideContentPath } from '../../domain/storefront/contentUrl';
import { hasSponsor, neededRatios } from '../../domain/storefront/images';
import type { ContainerImage, ContainerImageType } from '../../domain/storefront/images';
import { parseRailQuery } from '../../domain/storefront/railQuery';
import { STOREFRONT_URNS, storefrontResourceTypes } from '../content/storefrontTypes';
import type { Database } from '../store/schema';
import { insertSeedItem, seedDocument } from './seedItem';
import { titleFor } from './names';

interface DemoItem {
  type: 'storefront' | 'collection' | 'container';
  slug: string;
  st: 'draft' | 'published';
  fields: Record<string, unknown>;
}

const en = (n: string) => [{ lang: 'en', n }];
const names = (n: string, zh: string, ms: string, ta: string) => [
  { lang: 'en', n },
  { lang: 'zh', n: zh },
  { lang: 'ms', n: ms },
  { lang: 'ta', n: ta },
];

/** The CMS store trailers (`preview`, a cp_cmsstore type) each product's trailers rail shows. */
export const CMS_STORE_TRAILERS = 3;

/**
 * The CMS store assets the demo pages' trailers rail names: published trailers (`preview`), on
 * offer from 2025 to 2030, named in the four languages, with the service's generated artwork.
 */
function cmsStoreItems(product: string, baseTime: number) {
  return Array.from({ length: CMS_STORE_TRAILERS }, (_, n) => {
    const id = `${product}-preview-${n + 1}`;
    // Named apart from the movies (a title lookup for a movie's word finds the movie alone).
    const reel = {
      en: 'Studio reel',
      zh: '片厂精选',
      ms: 'Gulungan studio',
      ta: 'ஸ்டுடியோ தொகுப்பு',
    };
    const title = (['en', 'zh', 'ms', 'ta'] as const).map((lang) => ({
      lang,
      n: `${reel[lang]} ${n + 1}`,
    }));
    const trailer = { en: 'Trailer', zh: '预告片', ms: 'Treler', ta: 'முன்னோட்டம்' } as const;
    return {
      type: 'preview',
      urn: 'urn:resource:catalog:preview',
      id,
      product,
      st: 'published' as const,
      time: new Date(baseTime + (120 + n) * 60_000).toISOString(),
      fields: {
        n: `${title.find((entry) => entry.lang === 'en')?.n ?? id}: Trailer`,
        lon: title.map((entry) => ({
          lang: entry.lang,
          n: `${entry.n}: ${trailer[entry.lang]}`,
        })),
        rt: 90 + n * 15,
        lws: '2025-01-01T00:00:00.000Z',
        lwe: '2030-12-31T23:59:59.000Z',
        vce: true,
        ex_ia: [{ u: `/images/${id}/poster.svg`, t: 'Poster', r: '16x9' }],
      },
    };
  });
}

/** The new arrivals rail's saved query: titles added in the last 30 days, newest first. */
export const NEW_ARRIVALS_QUERY = 'type=vod&added>=-30d&sort=-added';

/**
 * A demo container's gallery: the service's generated artwork (`/images/{id}/{kind}.svg`) in
 * every ratio its devices draw it in, so the demo pages can be published (the publish rule of
 * domain/storefront/images), a banner's as Banner and a rail's as Poster; and the sponsor's logo
 * where there is a sponsor.
 */
function demoImages(containerId: string, fields: Record<string, unknown>): ContainerImage[] {
  const type: ContainerImageType =
    fields.ck === 'banner' || fields.ck === 'carousel' ? 'Banner' : 'Poster';
  const kind = type.toLowerCase();
  return [
    ...neededRatios(fields).map(({ ratio }) => ({
      u: `/images/${containerId}-${ratio}/${kind}.svg`,
      t: type,
      r: ratio,
    })),
    ...(hasSponsor(fields)
      ? [
          {
            u: `/images/${containerId}/sponsor.svg`,
            t: 'Logo Sponsor' as const,
            r: '16x9' as const,
          },
        ]
      : []),
  ];
}

/**
 * Each product's demo storefront (issue 12): containers of several curation kinds (a hand-picked
 * carousel of five titles, a query rail of new arrivals, the viewer's continue-watching,
 * favourites and watch-again rails (server/seed/viewingSeed.ts), a premium-only rail, a
 * seasonal banner for the winter promotion's dates, a rail for the product's own audience: kids
 * profiles in kids, adults of main in main), predefined (featured, recommended, leaving soon,
 * upcoming), live, countdown, collection and CMS store rails, a rail read at other containers'
 * content addresses (`cu`), the team rails (the followed teams' matches), collections, the home
 * page holding them in four tabs, a kids page and a scheduled seasonal page.
 */
function productItems(product: string): DemoItem[] {
  const movie = (n: number) => ({ id: `${product}-movie-${n}`, type: 'movie', priority: n });
  const englishTitle = (n: number) =>
    titleFor(n - 1, product === 'kids' ? ' (Kids)' : '').find((entry) => entry.lang === 'en')?.n ??
    `${product}-movie-${n}`;
  const id = (type: string, slug: string) =>
    `${product}-${type === 'storefront' ? 'page' : type}-${slug}`;
  const container = (slug: string, fields: Record<string, unknown>): DemoItem => ({
    type: 'container',
    slug,
    st: 'published',
    fields: { ...fields, ex_ia: demoImages(id('container', slug), fields) },
  });
  const items: DemoItem[] = [
    container('hero', {
      lon: names('Featured', '精选', 'Pilihan', 'சிறப்பு'),
      ck: 'carousel',
      bl: 'carousel',
      lo: 'storefront',
      s: 'xlarge',
      stl: 'regular',
      iar: '16x9',
      diar: { tv: '16x9', browser: '16x9', tablet: '4x3', mobile: '4x3', default: '16x9' },
      ctype: 'manual_curation',
      own: 'standalone',
      // Five hand-picked titles, published and inside their windows in the demo catalogue.
      i: [
        {
          type: 'manual',
          priority: 1,
          count: 5,
          data: [
            { id: `${product}-movie-1`, type: 'movie', priority: 1 },
            { id: `${product}-series-1`, type: 'tvseries', priority: 2 },
            { id: `${product}-movie-2`, type: 'movie', priority: 3 },
            { id: `${product}-movie-3`, type: 'movie', priority: 4 },
            { id: `${product}-movie-10`, type: 'movie', priority: 5 },
          ],
        },
      ],
      click_action: 'details',
      con_tg: 'regular',
    }),
    container('new-arrivals', {
      lon: names('New arrivals', '新上架', 'Baru tiba', 'புதிய வரவுகள்'),
      ck: 'regular',
      lo: 'grid',
      s: 'medium',
      stl: 'rounded',
      iar: '16x9',
      ctype: 'query_based',
      own: 'reusable',
      rail: 'new_arrival',
      // domain/storefront/railQuery: titles added in the 30 days before the read, newest first.
      i: [{ type: 'query', q: NEW_ARRIVALS_QUERY, count: 20 }],
      click_action: 'details',
    }),
    container('continue-watching', {
      lon: names('Continue watching', '继续观看', 'Teruskan menonton', 'தொடர்ந்து பார்க்க'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'personalized',
      own: 'reusable',
      rail: 'continue_watching',
      i: [{ type: 'recommended', count: 10 }],
      click_action: 'play',
    }),
    container('favourites', {
      lon: names('My favourites', '我的收藏', 'Kegemaran saya', 'எனக்குப் பிடித்தவை'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'personalized',
      own: 'reusable',
      rail: 'favourites',
      i: [{ type: 'recommended', count: 10 }],
      click_action: 'details',
    }),
    container('watch-again', {
      lon: names('Watch again', '再看一次', 'Tonton semula', 'மீண்டும் பார்க்க'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'personalized',
      own: 'reusable',
      rail: 'watch_again',
      i: [{ type: 'recommended', count: 10 }],
      click_action: 'play',
    }),
    container('premium', {
      lon: names('Premium exclusives', '会员独享', 'Eksklusif premium', 'பிரீமியம் பிரத்யேகம்'),
      ck: 'rounded',
      lo: 'grid',
      s: 'regular',
      stl: 'rounded',
      iar: '4x3',
      ctype: 'manual_curation',
      own: 'standalone',
      i: [{ type: 'manual', count: 3, data: [6, 7, 8].map(movie) }],
      appliesif: [`${product}-policy-premium`],
      con_tg: 'sponsored',
      sponsor: { n: 'Demo Bank', label: 'Presented by', sponsored: true },
    }),
    container('winter-banner', {
      lon: names('Winter specials', '冬季特辑', 'Istimewa musim sejuk', 'குளிர்கால சிறப்பு'),
      ck: 'banner',
      bl: 'banner',
      lo: 'storefront',
      s: 'large',
      iar: '3x1',
      ctype: 'time_based',
      own: 'standalone',
      st_dt: '2026-12-01T00:00:00.000Z',
      ed_dt: '2027-01-15T00:00:00.000Z',
      i: [{ type: 'manual', count: 1, data: [movie(9)] }],
      appliesif: [`${product}-policy-winter-promotion`],
      ap: 30,
    }),
    // Shown only to the audience a policy of the product allows.
    product === 'kids'
      ? container('cartoons', {
          lon: names('Cartoons', '卡通', 'Kartun', 'கார்ட்டூன்கள்'),
          ck: 'regular',
          lo: 'grid',
          s: 'medium',
          iar: '16x9',
          ctype: 'manual_curation',
          own: 'standalone',
          i: [{ type: 'manual', count: 2, data: [14, 15].map(movie) }],
          appliesif: ['kids-policy-kids-only'],
        })
      : container('late-night', {
          lon: names(
            'Late-night thrillers',
            '深夜惊悚',
            'Thriller lewat malam',
            'நள்ளிரவு த்ரில்லர்கள்',
          ),
          ck: 'regular',
          lo: 'grid',
          s: 'medium',
          iar: '16x9',
          ctype: 'manual_curation',
          own: 'standalone',
          i: [{ type: 'manual', count: 2, data: [14, 15].map(movie) }],
          appliesif: ['main-policy-main-product-only'],
        }),
    // The platform's own rails of the Movies tab: what a viewer has not seen yet, what leaves
    // the catalogue within 30 days and what has not started (domain/storefront/rails).
    container('recommended', {
      lon: names(
        'Recommended for you',
        '为你推荐的内容',
        'Disyorkan untuk anda',
        'உங்களுக்குப் பரிந்துரைக்கப்பட்டவை',
      ),
      ck: 'regular',
      lo: 'grid',
      s: 'medium',
      iar: '16x9',
      diar: { mobile: '4x3' },
      ctype: 'personalized',
      own: 'reusable',
      rail: 'recommended',
      src_ty: 'recommended',
      i: [{ type: 'recommended', count: 12 }],
      click_action: 'details',
    }),
    container('leaving-soon', {
      lon: names('Leaving soon', '即将下架', 'Akan ditarik tidak lama lagi', 'விரைவில் நீக்கப்படுபவை'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'predefined',
      own: 'reusable',
      rail: 'leaving_soon',
      src_ty: 'predefined',
      i: [{ type: 'predefined', count: 10 }],
      click_action: 'details',
    }),
    container('upcoming', {
      lon: names('Coming to the catalogue', '即将上线', 'Akan datang ke katalog', 'விரைவில் வருபவை'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '4x3',
      diar: { tv: '16x9' },
      ctype: 'predefined',
      own: 'reusable',
      rail: 'upcoming_content',
      src_ty: 'predefined',
      i: [{ type: 'predefined', count: 10 }],
      click_action: 'details',
    }),
    // A rail the platform fills: the most recently updated films and series.
    container('top-picks', {
      lon: names('Top picks', '热门精选', 'Pilihan teratas', 'சிறந்த தேர்வுகள்'),
      ck: 'regular',
      lo: 'grid',
      s: 'medium',
      iar: '16x9',
      ctype: 'predefined',
      own: 'reusable',
      rail: 'featured_content',
      src_ty: 'predefined',
      i: [{ type: 'predefined', count: 12 }],
      click_action: 'details',
    }),
    // Live: the product's channels and live channels on air at the moment of the read.
    container('live-now', {
      lon: names('Live now', '正在直播', 'Siaran langsung', 'இப்போது நேரலை'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'predefined',
      own: 'reusable',
      rail: 'ongoing_airing',
      src_ty: 'live',
      i: [{ type: 'live', count: 10 }],
      click_action: 'play',
      con_tg: 'live',
    }),
    // Countdown: the product's channels and live channels not on air yet, soonest first (the
    // console's preview counts down to each one's start).
    container('coming-soon', {
      lon: names('Coming soon on air', '即将开播', 'Akan disiarkan', 'விரைவில் ஒளிபரப்பு'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'predefined',
      own: 'reusable',
      rail: 'countdown_airing',
      src_ty: 'predefined',
      i: [{ type: 'predefined', count: 10 }],
      click_action: 'details',
    }),
    // A rail of the product's collections: each one's titles in its priority order.
    container('collections', {
      lon: names('Our collections', '精选合集', 'Koleksi kami', 'எங்கள் தொகுப்புகள்'),
      ck: 'Collection',
      lo: 'grid',
      s: 'regular',
      iar: '16x9',
      ctype: 'manual_curation',
      own: 'reusable',
      src_ty: 'collection',
      i: [
        {
          type: 'collection',
          count: 12,
          data: [
            { id: `${product}-collection-staff-picks`, type: 'collection', priority: 1 },
            { id: `${product}-collection-family`, type: 'collection', priority: 2 },
          ],
        },
      ],
      click_action: 'details',
    }),
    // The CMS store's trailers (server/seed/storefrontSeed.ts: cmsStoreItems), hand-picked.
    container('trailers', {
      lon: names('Trailers', '预告片', 'Treler', 'முன்னோட்டங்கள்'),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'manual_curation',
      own: 'standalone',
      src_ty: 'cms store',
      i: [
        {
          type: 'cms store',
          count: CMS_STORE_TRAILERS,
          data: Array.from({ length: CMS_STORE_TRAILERS }, (_, n) => ({
            id: `${product}-preview-${n + 1}`,
            type: 'preview',
            priority: n + 1,
          })),
        },
      ],
      click_action: 'play',
    }),
    // A rail read at content addresses (each slide's `cu`): the featured carousel's first three
    // titles and the first two trailers, read at those containers' slide addresses (the viewer
    // read follows them, server/content/railContent.ts). Drawn 4:3 on tablets and phones.
    container('highlights', {
      lon: names('Highlights', '精彩看点', 'Sorotan', 'சிறப்பம்சங்கள்'),
      ck: 'regular',
      lo: 'grid',
      s: 'medium',
      iar: '16x9',
      diar: { tv: '16x9', browser: '16x9', tablet: '4x3', mobile: '4x3', default: '16x9' },
      ctype: 'manual_curation',
      own: 'reusable',
      src_ty: 'manual',
      i: [
        { type: 'manual', priority: 1, count: 3, cu: slideContentPath(id('container', 'hero'), 0) },
        {
          type: 'cms store',
          priority: 2,
          count: 2,
          cu: slideContentPath(id('container', 'trailers'), 0),
        },
      ],
      click_action: 'details',
    }),
    // The kids page's rail: family films, for every viewer of the product.
    container('kids-corner', {
      lon: names('Family films', '家庭电影', 'Filem keluarga', 'குடும்பத் திரைப்படங்கள்'),
      ck: 'rounded',
      lo: 'grid',
      s: 'large',
      stl: 'rounded',
      iar: '16x9',
      ctype: 'manual_curation',
      own: 'standalone',
      i: [{ type: 'manual', count: 4, data: [5, 11, 12, 1].map(movie) }],
      click_action: 'details',
    }),
    {
      type: 'collection',
      slug: 'staff-picks',
      st: 'published',
      fields: {
        lon: names('Staff picks', '编辑推荐', 'Pilihan staf', 'ஊழியர் தேர்வு'),
        // With their names, as the collection editor stores a chosen title.
        i: [10, 11, 12, 13].map((n) => ({ ...movie(n), name: englishTitle(n) })),
      },
    },
    {
      type: 'collection',
      slug: 'family',
      st: 'published',
      fields: {
        lon: names('Family night', '家庭之夜', 'Malam keluarga', 'குடும்ப இரவு'),
        i: [5, 7, 9].map((n) => ({ ...movie(n), name: englishTitle(n) })),
      },
    },
    {
      type: 'storefront',
      slug: 'home',
      st: 'published',
      fields: {
        lon: names('Home', '首页', 'Laman utama', 'முகப்பு'),
        ty: 'home',
        tab_tg: ['regular', 'sponsored', 'new'],
        t: [
          {
            id: 'for-you',
            lon: names('For you', '为你推荐', 'Untuk anda', 'உங்களுக்காக'),
            c: [
              'hero',
              'continue-watching',
              'new-arrivals',
              'premium',
              'winter-banner',
              product === 'kids' ? 'cartoons' : 'late-night',
            ].map((slug) => id('container', slug)),
          },
          {
            id: 'movies',
            lon: names('Movies', '电影', 'Filem', 'திரைப்படங்கள்'),
            c: ['new-arrivals', 'recommended', 'leaving-soon', 'upcoming'].map((slug) =>
              id('container', slug),
            ),
          },
          {
            id: 'discover',
            lon: names('Discover', '发现', 'Terokai', 'கண்டறி'),
            c: [
              'top-picks',
              'live-now',
              'coming-soon',
              'collections',
              'trailers',
              'highlights',
              'team-matches',
            ].map((slug) => id('container', slug)),
          },
          {
            id: 'my-list',
            lon: names('My list', '我的片单', 'Senarai saya', 'என் பட்டியல்'),
            c: ['favourites', 'watch-again', 'team-continue', 'team-favourites'].map((slug) =>
              id('container', slug),
            ),
          },
        ],
        seo: { ti: 'Watch films and series', tw: { ca: '@demo' } },
      },
    },
    {
      type: 'storefront',
      slug: 'winter',
      // Scheduled: published, its window not started yet (the calendar shows it ahead).
      st: 'published',
      fields: {
        lon: en('Winter season'),
        ty: 'seasonal',
        st_dt: '2026-12-01T00:00:00.000Z',
        ed_dt: '2027-01-15T00:00:00.000Z',
        t: [{ id: 'main', lon: en('Winter season'), c: [id('container', 'winter-banner')] }],
      },
    },
    {
      type: 'storefront',
      slug: 'kids',
      st: 'published',
      fields: {
        lon: names('Kids corner', '儿童天地', 'Sudut kanak-kanak', 'குழந்தைகள் பகுதி'),
        ty: 'kids',
        tab_tg: ['regular'],
        t: [
          {
            id: 'kids',
            lon: names('For kids', '儿童', 'Untuk kanak-kanak', 'குழந்தைகளுக்கு'),
            c: [id('container', 'kids-corner'), id('container', 'collections')],
          },
        ],
      },
    },
    // The team rails (domain/storefront/rails: TEAM_RAILS), written last so the items above keep
    // their times: the matches of the teams the viewer follows (server/seed/viewingSeed.ts:
    // FOLLOWED_TEAMS; the matches, server/seed/sportSeed.ts) they have not watched, next first,
    // on the Discover tab; their started and favourite matches on My list.
    container('team-matches', {
      lon: names(
        'Matches of your teams',
        '你关注球队的比赛',
        'Perlawanan pasukan anda',
        'உங்கள் அணிகளின் போட்டிகள்',
      ),
      ck: 'regular',
      lo: 'grid',
      s: 'medium',
      iar: '16x9',
      diar: { mobile: '4x3' },
      ctype: 'personalized',
      own: 'reusable',
      rail: 'team_recommended',
      src_ty: 'recommended',
      i: [{ type: 'recommended', count: 10 }],
      click_action: 'details',
    }),
    container('team-continue', {
      lon: names(
        'Keep watching your teams',
        '继续观看球队比赛',
        'Teruskan menonton pasukan anda',
        'உங்கள் அணிகளைத் தொடர்ந்து பாருங்கள்',
      ),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'personalized',
      own: 'reusable',
      rail: 'team_continue_watching',
      i: [{ type: 'recommended', count: 10 }],
      click_action: 'play',
    }),
    container('team-favourites', {
      lon: names(
        'Favourite team matches',
        '收藏的球队比赛',
        'Perlawanan pasukan kegemaran',
        'பிடித்த அணிப் போட்டிகள்',
      ),
      ck: 'regular',
      lo: 'grid',
      s: 'small',
      iar: '16x9',
      ctype: 'personalized',
      own: 'reusable',
      rail: 'team_favourites',
      i: [{ type: 'recommended', count: 10 }],
      click_action: 'details',
    }),
  ];
  return items.map((item) => ({ ...item, slug: id(item.type, item.slug) }));
}

/** Writes the demo storefronts of every product, inside the demo seed's transaction. */
export async function seedStorefrontDemo(
  db: Kysely<Database>,
  products: readonly string[],
  baseTime: number,
): Promise<void> {
  const types = storefrontResourceTypes();
  for (const product of products) {
    for (const trailer of cmsStoreItems(product, baseTime)) await insertSeedItem(db, trailer);
    for (const [index, item] of productItems(product).entries()) {
      const lon = item.fields.lon as { lang: string; n: string }[];
      const seedItem = {
        type: item.type,
        urn: STOREFRONT_URNS[item.type],
        id: item.slug,
        product,
        st: item.st,
        time: new Date(baseTime + (130 + index) * 60_000).toISOString(),
        fields: { n: (lon.find((entry) => entry.lang === 'en') ?? lon[0])?.n, ...item.fields },
      };
      const resourceType = types[item.type];
      for (const entry of (item.fields.i ?? []) as { q?: string }[]) {
        if (entry.q !== undefined && !parseRailQuery(entry.q).ok)
          throw new Error(`Demo ${item.type} ${item.slug} has a query that does not parse`);
      }
      if (!resourceType?.validate(seedDocument(seedItem))) {
        throw new Error(
          `Demo ${item.type} ${item.slug} is invalid: ${JSON.stringify(resourceType?.validate.errors?.[0])}`,
        );
      }
      await insertSeedItem(db, seedItem);
    }
  }
}

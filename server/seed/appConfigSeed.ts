import type { Kysely } from 'kysely';
import { APP_CONFIG_CONTENT_TYPE, APP_CONFIG_URN, appConfigId } from '../content/appConfigType';
import type { Database } from '../store/schema';
import { insertSeedItem } from './seedItem';

interface DemoConfig {
  app: string;
  type: string;
  n: string;
  st: 'draft' | 'published';
  value: Record<string, unknown>;
}

/**
 * Each product's demo configurations (docs/api/app-config.md): a menu and ad settings for the
 * web app, language preferences for TV, player settings and (a draft of) feature flags for mobile.
 * The API tests create the other app and type pairs themselves. Each value is one its config
 * type's schema accepts (tests/api/appConfig.test.ts reads them through the API).
 */
function productConfigs(product: string): DemoConfig[] {
  const configs: DemoConfig[] = [
    {
      app: 'tv',
      type: 'languages',
      n: 'TV languages',
      st: 'published',
      value: {
        default: 'en',
        available: ['en', 'zh', 'ms', 'ta'],
        audioPreference: ['en', 'ta'],
        subtitlePreference: ['en', 'zh'],
      },
    },
    {
      app: 'mobile',
      type: 'player',
      n: 'Mobile player',
      st: 'published',
      value: {
        autoplay: false,
        startMuted: true,
        defaultQuality: 'auto',
        maxBitrateKbps: 4000,
        bufferSeconds: 20,
        playbackSpeeds: [0.75, 1, 1.25, 1.5],
        subtitleLanguage: 'en',
      },
    },
  ];
  if (product !== 'main') return configs;
  return [
    ...configs,
    {
      app: 'web',
      type: 'menu',
      n: 'Web menu',
      st: 'published',
      value: {
        items: [
          {
            id: 'home',
            label: { en: 'Home', zh: '首页', ms: 'Laman utama', ta: 'முகப்பு' },
            target: '/home',
          },
          {
            id: 'movies',
            label: { en: 'Movies', zh: '电影', ms: 'Filem', ta: 'திரைப்படங்கள்' },
            target: '/movies',
          },
          {
            id: 'live',
            label: { en: 'Live TV', zh: '直播', ms: 'TV langsung', ta: 'நேரலை' },
            target: '/live',
          },
        ],
      },
    },
    {
      app: 'web',
      type: 'ads',
      n: 'Web ad settings',
      st: 'published',
      value: {
        prd: product,
        ad_rl_en: true,
        ad_rl: 'pre-roll',
        ad_ct: 2,
        ad_st: '2026-01-01T00:00:00.000Z',
        ad_ed: '2026-12-31T23:59:59.000Z',
        ad_pn: 'Demo ad partner',
        ad_pn_url: 'https://ads.example.com/vast',
      },
    },
    {
      app: 'mobile',
      type: 'features',
      n: 'Mobile feature flags',
      st: 'draft',
      value: {
        flags: [
          { key: 'downloads', enabled: true, description: 'Offline downloads' },
          { key: 'watch-party', enabled: false, rollout: 10, description: 'Watch together' },
        ],
      },
    },
  ];
}

/** Writes the demo configurations of every product, inside the demo seed's transaction. */
export async function seedAppConfigDemo(
  db: Kysely<Database>,
  products: readonly string[],
  baseTime: number,
): Promise<void> {
  for (const product of products) {
    for (const [index, config] of productConfigs(product).entries()) {
      const { st, ...fields } = config;
      await insertSeedItem(db, {
        type: APP_CONFIG_CONTENT_TYPE,
        urn: APP_CONFIG_URN,
        id: appConfigId(product, config.app, config.type),
        product,
        st,
        time: new Date(baseTime + (90 + index) * 60_000).toISOString(),
        fields,
      });
    }
  }
}

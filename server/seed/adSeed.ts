import type { Kysely } from 'kysely';
import { adAttributeProblems } from '../../domain/ads/adAttribute';
import type { AdAttribute } from '../../domain/ads/adAttribute';
import { adLoadProblems } from '../../domain/ads/adLoad';
import type { AdLoadPolicy } from '../../domain/ads/adLoad';
import { adTagProblems } from '../../domain/ads/adTag';
import { AD_TAG_CONTENT_TYPE, AD_TAG_URN, adTagResourceType } from '../content/adTagType';
import { insertAdSetting } from '../store/adRepository';
import type { Database } from '../store/schema';
import { insertSeedItem, seedDocument } from './seedItem';

/** The ad server attributes every product starts with: one of each source. */
const ATTRIBUTES: readonly AdAttribute[] = [
  { id: 'genre', n: 'Genre', src: 'content', field: 'genre', enabled: true },
  { id: 'rating', n: 'Content rating', src: 'content', field: 'rating', enabled: true },
  { id: 'country', n: 'Viewer country', src: 'viewer', field: 'country', enabled: true },
  {
    id: 'subscription',
    n: 'Subscription tier',
    src: 'viewer',
    field: 'subscription',
    enabled: true,
  },
  { id: 'device_type', n: 'Device type', src: 'device', field: 'type', enabled: true },
  {
    id: 'site',
    n: 'Site',
    src: 'static',
    value: 'streaming-console-demo',
    enabled: false,
    desc: 'Turned on when the ad server has the site set up',
  },
];

const LOAD_POLICIES: readonly (AdLoadPolicy & { slug: string })[] = [
  {
    slug: 'standard',
    n: 'Standard',
    dropFirst: false,
    dropLast: false,
    bands: [
      { upTo: 600, midRolls: 0, breakSeconds: 15 },
      { upTo: 2700, midRolls: 1, breakSeconds: 30 },
      { upTo: null, midRolls: 3, breakSeconds: 60 },
    ],
  },
  {
    slug: 'light',
    n: 'Light (no post-roll)',
    dropFirst: false,
    dropLast: true,
    bands: [
      { upTo: 1800, midRolls: 0, breakSeconds: 15 },
      { upTo: null, midRolls: 1, breakSeconds: 30 },
    ],
  },
];

interface DemoTag {
  slug: string;
  st: 'draft' | 'published';
  fields: Record<string, unknown>;
}

function productTags(product: string): DemoTag[] {
  const tags: DemoTag[] = [
    {
      slug: 'preroll',
      st: 'published',
      fields: {
        n: 'Pre-roll (all devices)',
        ty: 'vast',
        url: `https://ads.example.com/vast?iu=/demo/${product}/preroll&correlator=[CACHEBUSTING]&vid=[CONTENTID]&genre=[CONTENTGENRE]&country=[COUNTRY]&gdpr_consent=[GDPRCONSENT]`,
        pos: ['pre'],
        lp: `${product}-lp-standard`,
        to: 8000,
      },
    },
  ];
  if (product !== 'main') return tags;
  return [
    ...tags,
    {
      slug: 'ctv-pod',
      st: 'published',
      fields: {
        n: 'Connected TV mid-roll pod',
        ty: 'vmap',
        url: 'https://ads.example.com/vmap?iu=/demo/main/ctv&dur=[CONTENTDURATION]&pos=[BREAKPOSITION]&ifa=[IFA]&ifa_type=[IFATYPE]&cb=[CACHEBUSTING]',
        pos: ['mid', 'post'],
        dev: ['tv'],
        lp: 'main-lp-standard',
        to: 10000,
        desc: 'Served to TVs: the VMAP places the breaks',
      },
    },
    {
      slug: 'mobile-preroll',
      st: 'draft',
      fields: {
        n: 'Mobile pre-roll (trial)',
        ty: 'vast',
        url: 'https://ads.example.com/vast?iu=/demo/main/mobile&app=[APPBUNDLE]&ua=[DEVICEUA]&lat=[LIMITADTRACKING]&cb=[CACHEBUSTING]',
        pos: ['pre'],
        dev: ['mobile', 'tablet'],
        lp: 'main-lp-light',
      },
    },
  ];
}

/**
 * Each product's demo ad settings (docs/api/ads.md): load policies, ad server attributes of every
 * source and ad tags (main: a published pre-roll, a TV VMAP pod and a draft mobile tag; kids: the
 * pre-roll). Each is checked by the same rules the service applies.
 */
export async function seedAdDemo(
  db: Kysely<Database>,
  products: readonly string[],
  baseTime: number,
): Promise<void> {
  const at = (minutes: number) => new Date(baseTime + minutes * 60_000).toISOString();
  const tagType = adTagResourceType();
  for (const product of products) {
    for (const [index, { slug, n, ...doc }] of LOAD_POLICIES.entries()) {
      if (adLoadProblems({ n, ...doc }).length > 0) throw new Error(`Demo load policy ${slug}`);
      await insertAdSetting(db, {
        kind: 'loadpolicy',
        product,
        id: `${product}-lp-${slug}`,
        n,
        doc,
        at: at(100 + index),
        by: 'seed',
      });
    }
    for (const [index, { id, n, ...doc }] of ATTRIBUTES.entries()) {
      if (adAttributeProblems(id, { n, ...doc }).length > 0)
        throw new Error(`Demo attribute ${id}`);
      await insertAdSetting(db, {
        kind: 'attribute',
        product,
        id,
        n,
        doc,
        at: at(105 + index),
        by: 'seed',
      });
    }
    for (const [index, tag] of productTags(product).entries()) {
      const item = {
        type: AD_TAG_CONTENT_TYPE,
        urn: AD_TAG_URN,
        id: `${product}-adtag-${tag.slug}`,
        product,
        st: tag.st,
        time: at(115 + index),
        fields: tag.fields,
      };
      if (adTagProblems(tag.fields.url).length > 0 || !tagType.validate(seedDocument(item))) {
        throw new Error(`Demo ad tag ${item.id} is invalid`);
      }
      await insertSeedItem(db, item);
    }
  }
}

import type { Kysely } from 'kysely';
import type { AttributeNames } from '../../domain/policy/attribute';
import type { KnownAttribute } from '../../domain/policy/types';
import { validatePolicy } from '../../domain/policy/validate';
import type { AttributeSource, AttributeType, PolicyRule } from '../../domain/rules';
import { POLICY_URN, policyResourceType } from '../content/policyType';
import {
  POLICY_CONTENT_TYPE,
  ensureDefaultApplications,
  insertAttribute,
  insertPersona,
} from '../store/policyRepository';
import type { Database } from '../store/schema';
import type { SeedItem } from './seedItem';
import { insertSeedItem, seedDocument } from './seedItem';

interface DemoAttribute {
  key: string;
  type: AttributeType;
  source: AttributeSource;
  value?: unknown;
  desc: string;
}

/** The demo attributes' display names in the four languages, by key. */
const DEMO_ATTRIBUTE_NAMES: Readonly<Record<string, AttributeNames>> = {
  age: { en: 'Age', zh: '年龄', ms: 'Umur', ta: 'வயது' },
  subscription: { en: 'Subscription', zh: '订阅', ms: 'Langganan', ta: 'சந்தா' },
  profileType: { en: 'Profile type', zh: '资料类型', ms: 'Jenis profil', ta: 'சுயவிவர வகை' },
  country: { en: 'Country', zh: '国家', ms: 'Negara', ta: 'நாடு' },
  device: { en: 'Device', zh: '设备', ms: 'Peranti', ta: 'சாதனம்' },
  now: { en: 'Request time', zh: '请求时间', ms: 'Masa permintaan', ta: 'கோரிக்கை நேரம்' },
  genres: { en: 'Genres', zh: '类型', ms: 'Genre', ta: 'வகைகள்' },
  isKidsSafe: {
    en: 'Safe for kids',
    zh: '适合儿童',
    ms: 'Selamat untuk kanak-kanak',
    ta: 'குழந்தைகளுக்குப் பாதுகாப்பானது',
  },
  launchDate: { en: 'Launch date', zh: '上线日期', ms: 'Tarikh pelancaran', ta: 'வெளியீட்டுத் தேதி' },
  promoEnd: {
    en: 'Promotion end',
    zh: '促销结束',
    ms: 'Tamat promosi',
    ta: 'விளம்பர முடிவு',
  },
  productId: { en: 'Product', zh: '产品', ms: 'Produk', ta: 'தயாரிப்பு' },
  maxStreams: {
    en: 'Max streams',
    zh: '最大并发流',
    ms: 'Strim maksimum',
    ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்',
  },
  offlineAllowed: {
    en: 'Downloads allowed',
    zh: '允许下载',
    ms: 'Muat turun dibenarkan',
    ta: 'பதிவிறக்கம் அனுமதி',
  },
};

/** Global attributes: every type and every source. */
const GLOBAL_ATTRIBUTES: readonly DemoAttribute[] = [
  { key: 'age', type: 'Number', source: 'user', desc: "The viewer's age in years" },
  {
    key: 'subscription',
    type: 'String',
    source: 'select',
    value: ['free', 'basic', 'premium'],
    desc: "The viewer's subscription tier",
  },
  {
    key: 'profileType',
    type: 'String',
    source: 'select',
    value: ['kids', 'adult'],
    desc: 'The kind of profile watching',
  },
  { key: 'country', type: 'String', source: 'user', desc: "The viewer's country (ISO 3166-1)" },
  { key: 'device', type: 'String', source: 'application', desc: 'tv, web or mobile' },
  {
    key: 'now',
    type: 'DateTime',
    source: 'application',
    desc: 'The time of the request, as the application reports it',
  },
  { key: 'genres', type: 'StringArray', source: 'content', desc: "The content's genres" },
  {
    key: 'isKidsSafe',
    type: 'Boolean',
    source: 'content',
    value: false,
    desc: 'Content cleared for kids profiles',
  },
  {
    key: 'launchDate',
    type: 'DateTime',
    source: 'content',
    desc: 'When the content was launched',
  },
  {
    key: 'promoEnd',
    type: 'DateTime',
    source: 'select',
    value: ['2026-12-31T23:59:59.000Z', '2027-01-15T00:00:00.000Z'],
    desc: 'Promotion end dates offered to rules',
  },
];

/** Each product's own attributes. */
function productAttributes(product: string): DemoAttribute[] {
  return [
    {
      key: 'productId',
      type: 'String',
      source: 'product',
      value: product,
      desc: 'The product the request is for',
    },
    {
      key: 'maxStreams',
      type: 'Number',
      source: 'product',
      value: product === 'kids' ? 1 : 4,
      desc: 'Concurrent streams the product allows',
    },
    {
      key: 'offlineAllowed',
      type: 'Boolean',
      source: 'product',
      value: product !== 'kids',
      desc: 'Downloads allowed in the product',
    },
  ];
}

interface DemoPolicy {
  slug: string;
  n: string;
  st: 'published' | 'draft';
  effect: boolean;
  match: 'all' | 'any';
  kind: 'action' | 'custom';
  an?: string;
  desc: string;
  rules: PolicyRule[];
}

const rule = (aty: PolicyRule['aty'], n: string, op: PolicyRule['op'], val: unknown) => ({
  aty,
  n,
  op,
  val,
});

const KIDS_ONLY = (st: DemoPolicy['st']): DemoPolicy => ({
  slug: 'kids-only',
  n: 'Kids only',
  st,
  effect: true,
  match: 'all',
  kind: 'custom',
  desc: 'Kids profiles may watch',
  rules: [rule('String', 'profileType', 'equals', 'kids')],
});
const PREMIUM = (st: DemoPolicy['st']): DemoPolicy => ({
  slug: 'premium',
  n: 'Premium subscribers',
  st,
  effect: true,
  match: 'all',
  kind: 'action',
  desc: 'Premium subscribers may watch',
  rules: [rule('String', 'subscription', 'one-of', ['premium'])],
});
const WINTER: DemoPolicy = {
  slug: 'winter-promotion',
  n: 'Winter promotion',
  st: 'published',
  effect: true,
  match: 'all',
  kind: 'custom',
  desc: 'Open to everyone from 1 December 2026 to 15 January 2027',
  rules: [
    rule('DateTime', 'now', 'after', '2026-12-01T00:00:00.000Z'),
    rule('DateTime', 'now', 'before', '2027-01-15T00:00:00.000Z'),
  ],
};

/** The demo policies of a product: Allow and Deny, published and draft, one per application. */
function productPolicies(product: string): DemoPolicy[] {
  if (product === 'kids') {
    return [
      KIDS_ONLY('published'),
      {
        slug: 'kids-safe-content',
        n: 'Kids-safe content',
        st: 'published',
        effect: true,
        match: 'all',
        kind: 'custom',
        desc: 'Content cleared for kids on the TV application',
        an: 'tv',
        rules: [rule('Boolean', 'isKidsSafe', 'equals', true)],
      },
      {
        slug: 'no-mature-genres',
        n: 'No mature genres',
        st: 'published',
        effect: false,
        match: 'any',
        kind: 'custom',
        desc: 'Deny horror and mature content',
        rules: [rule('StringArray', 'genres', 'one-of', ['horror', 'mature'])],
      },
      WINTER,
      PREMIUM('draft'),
    ];
  }
  return [
    PREMIUM('published'),
    WINTER,
    {
      slug: 'main-product-only',
      n: 'Main product only',
      st: 'published',
      effect: true,
      match: 'all',
      kind: 'action',
      desc: 'Requests for the main product over 18s',
      rules: [
        rule('String', 'productId', 'equals', 'main'),
        rule('Number', 'age', 'greater-than', 17),
      ],
    },
    {
      slug: 'blocked-countries',
      n: 'Blocked countries',
      st: 'published',
      effect: false,
      match: 'any',
      kind: 'action',
      desc: 'Deny where the catalogue is not licensed',
      rules: [rule('String', 'country', 'one-of', ['KP', 'IR'])],
    },
    {
      slug: 'mobile-downloads',
      n: 'Mobile downloads',
      st: 'draft',
      effect: true,
      match: 'all',
      kind: 'action',
      an: 'mobile',
      desc: 'Downloads on mobile where the product allows them',
      rules: [rule('Boolean', 'offlineAllowed', 'equals', true)],
    },
    KIDS_ONLY('draft'),
  ];
}

const PERSONAS = [
  {
    n: 'Adult premium viewer',
    context: {
      age: 34,
      subscription: 'premium',
      profileType: 'adult',
      country: 'MY',
      device: 'tv',
      genres: ['drama', 'action'],
    },
  },
  {
    n: 'Kids profile',
    context: {
      age: 8,
      subscription: 'basic',
      profileType: 'kids',
      country: 'SG',
      device: 'tv',
      isKidsSafe: true,
      genres: ['animation'],
    },
  },
  {
    n: 'Free viewer on mobile',
    context: {
      age: 22,
      subscription: 'free',
      profileType: 'adult',
      country: 'IN',
      device: 'mobile',
    },
  },
];

/**
 * The policy service's demo data (docs/api/policy.md): global attributes of every
 * type and source, each product's own, its policies (checked by the domain's validatePolicy as
 * the API would) and three personas. Inside the demo seed's transaction.
 */
export async function seedPolicyDemo(
  db: Kysely<Database>,
  products: readonly string[],
  baseTime: number,
): Promise<void> {
  const at = (minutes: number) => new Date(baseTime + minutes * 60_000).toISOString();
  await ensureDefaultApplications(db);
  const write = (product: string | undefined, attribute: DemoAttribute, index: number) =>
    insertAttribute(db, {
      product,
      key: attribute.key,
      type: attribute.type,
      source: attribute.source,
      value: attribute.value,
      desc: attribute.desc,
      names: DEMO_ATTRIBUTE_NAMES[attribute.key],
      at: at(index),
      by: 'seed',
    });
  for (const [index, attribute] of GLOBAL_ATTRIBUTES.entries())
    await write(undefined, attribute, index);
  const policyType = policyResourceType();
  for (const product of products) {
    const own = productAttributes(product);
    for (const [index, attribute] of own.entries()) await write(product, attribute, index);
    const known: KnownAttribute[] = [...GLOBAL_ATTRIBUTES, ...own];
    for (const [index, policy] of productPolicies(product).entries()) {
      const { slug, st, ...fields } = policy;
      const item: SeedItem = {
        type: POLICY_CONTENT_TYPE,
        urn: POLICY_URN,
        id: `${product}-policy-${slug}`,
        product,
        st,
        time: at(30 + index),
        fields: { ...fields, t: 'policy', pty: 'application', pn: product },
      };
      const doc = seedDocument(item);
      const problems = validatePolicy(doc, known);
      if (problems.length > 0 || !policyType.validate(doc))
        throw new Error(
          `Demo policy ${item.id} is invalid: ${JSON.stringify(problems[0] ?? policyType.validate.errors?.[0])}`,
        );
      await insertSeedItem(db, item);
    }
    for (const [index, persona] of PERSONAS.entries()) {
      await insertPersona(db, {
        id: `${product}-persona-${index + 1}`,
        product,
        n: persona.n,
        context: persona.context,
        at: at(60 + index),
        by: 'seed',
      });
    }
  }
}

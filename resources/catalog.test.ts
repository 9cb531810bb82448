import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

// The catalogue is read from disk exactly as the content service reads it: every
// `_defs/<name>.json` is injected under the type schema's `$defs`.

type JsonObject = { [key: string]: unknown };

const root = fileURLToPath(new URL('.', import.meta.url));
const languages = ['en', 'zh', 'ms', 'ta'] as const;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readObject(...segments: string[]): JsonObject {
  const parsed: unknown = JSON.parse(readFileSync(join(root, ...segments), 'utf8'));
  if (!isObject(parsed)) throw new Error(`${segments.join('/')} is not a JSON object`);
  return parsed;
}

const objectAt = (value: JsonObject, key: string): JsonObject => {
  const found = value[key];
  if (!isObject(found)) throw new Error(`${key} is not an object`);
  return found;
};

const jsonNames = (folder: string): string[] =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));

const defs: JsonObject = Object.fromEntries(
  jsonNames('_defs').map((name) => [name, readObject('_defs', `${name}.json`)]),
);

const typeNames = readdirSync(root, { withFileTypes: true })
  // A type is a folder holding a schema.json (the server's rule); resources/ui/ is code.
  .filter(
    (entry) =>
      entry.isDirectory() &&
      !entry.name.startsWith('_') &&
      existsSync(join(root, entry.name, 'schema.json')),
  )
  .map((entry) => entry.name)
  .sort();

const types = typeNames.map((type) => {
  const schema = readObject(type, 'schema.json');
  return {
    type,
    schema: { ...schema, $defs: defs },
    properties: objectAt(schema, 'properties'),
    uischema: readObject(type, 'uischema.json'),
    list: readObject(type, 'list.json'),
  };
});

const catalogs = {
  en: readObject('_i18n', 'en.json'),
  zh: readObject('_i18n', 'zh.json'),
  ms: readObject('_i18n', 'ms.json'),
  ta: readObject('_i18n', 'ta.json'),
};

/** Follows `#/$defs/<name>` references to the shared definition. */
function resolve(schema: unknown): JsonObject {
  if (!isObject(schema)) throw new Error('schema is not an object');
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace(/^#\/\$defs\//, '');
  return resolve(defs[name]);
}

/**
 * Visits the property at `path` (with its item schema when it is a list) and every property
 * below it, named the way JSON Forms names them: dotted, without array indices.
 */
function walkProperties(
  schema: unknown,
  path: string,
  visit: (path: string, schema: JsonObject) => void,
) {
  const resolved = resolve(schema);
  const items = resolved.type === 'array' ? resolve(resolved.items) : resolved;
  visit(path, items);
  if (items.type !== 'object' || !isObject(items.properties)) return;
  for (const [name, child] of Object.entries(items.properties)) {
    walkProperties(child, `${path}.${name}`, visit);
  }
}

const lastSegment = (path: string): string => path.split('.').pop() ?? path;

function controlsOf(element: JsonObject): JsonObject[] {
  if (element.type === 'Control') return [element];
  const elements = Array.isArray(element.elements) ? element.elements.filter(isObject) : [];
  return elements.flatMap(controlsOf);
}

const minimalSample = (type: string) => ({ cty: type, lon: [{ lang: 'en', n: 'Sample' }] });

/** A realistic value for every top-level property; a new property needs one here. */
const sampleValues: Record<string, unknown> = {
  tz: 'Europe/London',
  loop: true,
  loopUntil: '2027-03-01T00:00:00Z',
  schedule: 'sequential',
  organized: true,
  content: ['main-pgm-1', 'main-pgm-2'],
  channels: ['main-channel-1'],
  imageUUID: 'img-7f3a',
  channel_start_time: '2026-12-01T06:00:00Z',
  dyi: [
    {
      id: 'dyi-1',
      start: '2026-12-01T07:00:00Z',
      end: '2026-12-01T07:00:30Z',
      dur: 30,
      title: 'Sponsor slate',
      by: 'scheduler',
      at: '2026-11-30T10:00:00Z',
    },
  ],
  lon: [
    { lang: 'en', n: 'The Long Night' },
    { lang: 'zh', n: '漫漫长夜' },
  ],
  lod: [{ lang: 'ms', n: 'Sebuah drama tentang satu malam yang panjang.' }],
  st: 'draft',
  cid: 'c-1001',
  tc: 'TLN',
  pn: 'Studio One',
  pkg_id: 'series-17',
  ssn_id: 'season-17-2',
  s_no: 2,
  ep_no: 5,
  chty: 'linear',
  cn: 101,
  cs: 'station-7',
  c: 'KLC',
  ty: 'club',
  losn: [{ lang: 'en', n: 'KL City' }],
  r: 'Central',
  rc: 'MY-14',
  ex_tm_sts_id: 'stats-881',
  pst: 'completed',
  el_no: 'Checked by QC on Monday.',
  rat: [{ v: 'PG13' }],
  rt: 2700,
  trt: 2760,
  ex_ia: [{ u: 'https://images.example.com/p/1.jpg', t: 'Poster', r: '16x9' }],
  ia: [],
  prd: ['default', 'sg-premium'],
  appliesif: ['main-policy-kids-only'],
  vce: true,
  lws: '2024-01-01T00:00:00Z',
  lwe: '2030-12-31T23:59:59Z',
  lwe_prd: [{ value: '2030-12-31T23:59:59Z', prd: 'default' }],
  ed_dt: '2030-12-31T23:59:59Z',
  ed_dt_prd: [{ value: '2029-06-30T00:00:00Z', prd: 'sg-premium' }],
  mn_lic: '2030-12-31T23:59:59Z',
  mn_avl: true,
  rdt: '2024-02-14T00:00:00Z',
  pdt: '2024-02-10T08:00:00Z',
  oadt: '2023-11-05T20:00:00Z',
  oa_st_dt: '2024-03-01T12:00:00Z',
  oa_ed_dt: '2024-03-01T14:00:00Z',
  f_st_dt: '2024-03-01T00:00:00Z',
  f_ed_dt: '2024-03-08T00:00:00Z',
  avl: [{ prd: 'default', con: 'all', dt: 'mobile', f_st_dt: '2024-03-01T00:00:00Z' }],
  tvod: [{ sku: 'rent-hd', tp_st_dt: '2024-01-01T00:00:00Z', ard: 48, awd: 72 }],
  svod: [{ sku: 'sub-monthly', sku_ty: 'monthly', sub_ty: 'premium' }],
  sg: [
    { seg_ty: 'vod', dur: 600, sp: 0, ep: 600, ctkey: 'k-1', fps: 30, am: [{ ap: 'mid' }] },
    { seg_ty: 'ad', dur: 30 },
  ],
  pgm: { mn_lic: '2030-01-01T00:00:00Z', mn_avl: true, sg: [{ seg_ty: 'ratingcard', dur: 5 }] },
  tms: [{ id: 'team-1', c: 'KLC', ty: 'home', lon: [{ lang: 'ta', n: 'கோலாலம்பூர்' }] }],
  pmy_tm: 'team-1',
  lm: [{ reg: 'sea', pmy: true, m_ty: 'dash', mu: 'https://live.example.com/ch101/index.mpd' }],
  eve_st: 'completed',
  esrc: 'feed-a',
  re_pro: false,
  err_msg: '',
  cond_pub: { enabled: true, reason: 'Waiting for rights confirmation' },
  wrng: [{ code: '413401', msg: 'Gaps Present' }],
  id: 'c-1001',
  key: 'v-3',
  urn: 'urn:resource:catalog:movie',
  ex_id: 'EXT-1001',
  ct: '2024-01-01T10:00:00Z',
  ut: '2024-01-02T10:00:00Z',
  au_ut: '2024-01-02T10:00:00Z',
  prt_ut: '2024-01-02T09:00:00Z',
  pvd: [{ prd: 'default', n: 'Nimbus Studios', id: 'prov-12', t: 'studio' }],
  dvl: [
    {
      dt: 'androidtv',
      cu: 'https://watch.example.com/c/101',
      ca: 'Watch now',
      lnk: 'exampletv://channel/101',
    },
  ],
  fls: [{ ft: 'video/mp4', fs: 1_073_741_824, fn: 'long-night-1080p.mp4', q: 'Full HD' }],
  mas: [
    {
      a_id: 'asset-77',
      ex_id: 'EXT-A-77',
      file_uri: 'https://media.example.com/a/77/master.m3u8',
      ftype: 'hls',
    },
  ],
  dsk: { cp: 'cp-1001', lds: 'lds-55', cms: 'cms-9', sds: 'sds-4', me: 'me-31', gn: 'SH0123' },
  gml: {
    home: 'KL City',
    away: 'Penang FC',
    pregame: 'Build-up',
    postgame: 'Reaction',
    rewind: 'Replay',
  },
  pr_cd: 'SUMMER-25',
  lnk_id: 'main-movie-1',
  spn_lbl: 'Presented by Nimbus Air',
  tags: ['travel', 'summer'],
  mkr: 'SPONSORED',
  zc: '50450',
  ctry: 'MY',
  rgn: 'Kuala Lumpur',
  plt: 'androidtv',
  app_id: 'com.example.tv',
  ver: '4.12.0',
  app_url: 'https://play.google.com/store/apps/details?id=com.example.tv',
};

const fullSample = (type: string, properties: JsonObject) =>
  Object.fromEntries(
    Object.keys(properties).map((name) => [name, name === 'cty' ? type : sampleValues[name]]),
  );

function newAjv(strict: boolean) {
  const ajv = new Ajv(strict ? { allErrors: true, strict: true } : { allErrors: true });
  addFormats(ajv);
  return ajv;
}
const ajv = newAjv(false);

const required = {
  vod: 'movie shortvideo tvseries tvseason tvepisode webseries webseason webepisode trailer promo bumper filler sportshow sporthighlight sportclip sportevent tvbonus podcast vodcast special show episode bundle promotion sponsorship',
  live: 'channel liveevent sportliveevent multicam event program virtuallivechannel',
  assets: 'chapters preview scenes songs ottapp',
  syndication: 'team league sport player zipcode',
};
const resourceOfArea: Record<string, string> = {
  vod: 'cp_datastore',
  live: 'cp_live',
  assets: 'cp_cmsstore',
  syndication: 'cp_syndication',
};

describe('the resource catalogue', () => {
  it('declares every required type, each in the area the spec puts it', () => {
    for (const [area, names] of Object.entries(required)) {
      for (const type of names.split(' ')) {
        expect(typeNames).toContain(type);
        expect(types.find((entry) => entry.type === type)?.list.area).toBe(area);
      }
    }
  });

  it('gives one property name one definition in every type', () => {
    const seen = new Map<string, string>();
    for (const { type, properties } of types) {
      for (const [name, value] of Object.entries(properties)) {
        if (name === 'cty') continue;
        const text = JSON.stringify(value);
        expect(seen.get(name) ?? text, `${type}.${name}`).toBe(text);
        seen.set(name, text);
      }
    }
  });

  it("carries spec section 3's nested fields on the types that hold them", () => {
    // Each nested field of the spec, its properties, and the types it belongs to.
    const playable =
      'movie shortvideo trailer promo bumper filler sportshow sporthighlight sportclip sportevent tvbonus podcast vodcast special episode tvepisode webepisode chapters preview scenes songs';
    const nested = [
      { name: 'pvd', fields: 'prd n id t', types: playable },
      { name: 'fls', fields: 'ft fs fn q', types: playable },
      { name: 'mas', fields: 'a_id ex_id file_uri ftype', types: playable },
      {
        name: 'dvl',
        fields: 'dt cu ca lnk',
        types: 'channel liveevent sportliveevent event ottapp',
      },
      {
        name: 'dsk',
        fields: 'cp lds cms sds me gn',
        types: `${playable} tvseries tvseason webseries webseason show bundle channel liveevent sportliveevent event team league sport player`,
      },
      {
        name: 'gml',
        fields: 'home away pregame postgame rewind',
        types: 'sportevent sportliveevent',
      },
    ];
    for (const { name, fields, types: holders } of nested) {
      for (const type of holders.split(' ')) {
        const entry = types.find((candidate) => candidate.type === type);
        expect(entry?.properties, `${type}.${name}`).toHaveProperty(name);
        const paths: string[] = [];
        walkProperties(entry?.properties[name], name, (path) => paths.push(path));
        for (const field of fields.split(' ')) expect(paths, type).toContain(`${name}.${field}`);
        const { required } = readObject(type, 'schema.json');
        expect(required, `${type}: ${name} is optional`).not.toContain(name);
      }
    }
  });

  it('refuses bad values inside those nested fields', () => {
    const movie = types.find((entry) => entry.type === 'movie');
    const live = types.find((entry) => entry.type === 'sportliveevent');
    if (!movie || !live) throw new Error('movie and sportliveevent are declared');
    const validateMovie = ajv.compile(movie.schema);
    const validateLive = ajv.compile(live.schema);
    const refused = (validate: typeof validateMovie, item: Record<string, unknown>) => {
      expect(validate(item), JSON.stringify(item)).toBe(false);
      return validate.errors?.[0]?.instancePath;
    };
    const base = minimalSample('movie');
    expect(refused(validateMovie, { ...base, fls: [{ fn: 'a.mp4', fs: -1 }] })).toBe('/fls/0/fs');
    expect(refused(validateMovie, { ...base, fls: [{ fn: 'a.mp4', fs: 1.5 }] })).toBe('/fls/0/fs');
    expect(refused(validateMovie, { ...base, fls: [{ fn: 'a.mp4', q: 'UHD' }] })).toBe('/fls/0/q');
    expect(refused(validateMovie, { ...base, fls: [{ fn: '' }] })).toBe('/fls/0/fn');
    expect(refused(validateMovie, { ...base, mas: [{ a_id: 'a', file_uri: 'not a uri' }] })).toBe(
      '/mas/0/file_uri',
    );
    expect(refused(validateMovie, { ...base, pvd: [{ id: 'prov-1' }] })).toBe('/pvd/0');
    expect(refused(validateMovie, { ...base, dsk: { xx: 'k' } })).toBe('/dsk');
    const liveBase = minimalSample('sportliveevent');
    expect(refused(validateLive, { ...liveBase, dvl: [{ dt: 'web', lnk: 'no link' }] })).toBe(
      '/dvl/0/lnk',
    );
    expect(refused(validateLive, { ...liveBase, gml: { home: 'x'.repeat(101) } })).toBe(
      '/gml/home',
    );
    expect(validateMovie({ ...base, fls: [{ fn: 'a.mp4', fs: 0, q: 'SD' }] })).toBe(true);
  });

  it('uses every shared definition somewhere', () => {
    const text = JSON.stringify([types.map((entry) => entry.properties), defs]);
    for (const name of Object.keys(defs)) expect(text, name).toContain(`"#/$defs/${name}"`);
  });
});

describe.each(types)('$type', ({ type, schema, properties, uischema, list }) => {
  it('compiles with ajv, also in strict mode', () => {
    expect(() => ajv.compile(schema)).not.toThrow();
    expect(() => newAjv(true).compile(schema)).not.toThrow();
  });

  it('accepts the minimal item and a full one', () => {
    const validate = ajv.compile(schema);
    expect(validate(minimalSample(type)), JSON.stringify(validate.errors)).toBe(true);
    for (const name of Object.keys(properties)) {
      if (name !== 'cty') expect(sampleValues, name).toHaveProperty([name]);
    }
    expect(validate(fullSample(type, properties)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses unknown fields, a missing or empty name, another type and bad values', () => {
    const validate = ajv.compile(schema);
    const sample = minimalSample(type);
    expect(validate({ ...sample, unknownField: 1 })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('additionalProperties');
    expect(validate({ cty: type })).toBe(false);
    expect(validate({ ...sample, lon: [] })).toBe(false);
    expect(validate({ ...sample, lon: [{ lang: 'fr', n: 'Nom' }] })).toBe(false);
    expect(validate({ ...sample, lon: [{ lang: 'en', n: 'x'.repeat(501) }] })).toBe(false);
    expect(validate({ ...sample, cty: type === 'movie' ? 'channel' : 'movie' })).toBe(false);
    expect(validate({ ...sample, st: 'live' })).toBe(false);
    expect(validate({ ...sample, ut: '02/01/2024' })).toBe(false);
  });

  it('shows every property exactly once in a labelled tab', () => {
    expect(uischema.type).toBe('Categorization');
    const categories = Array.isArray(uischema.elements) ? uischema.elements.filter(isObject) : [];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category.type).toBe('Category');
      expect(String(category.label)).toMatch(/^categories\./);
    }
    const scoped = categories.flatMap(controlsOf).map((control) => {
      const match = /^#\/properties\/([^/]+)$/.exec(String(control.scope));
      expect(match, String(control.scope)).not.toBeNull();
      expect(typeof control.label).toBe('string');
      return match?.[1] ?? '';
    });
    expect([...scoped].sort()).toEqual(Object.keys(properties).sort());
  });

  it('declares its list page', () => {
    const keys = ['area', 'resource', 'titleKey', 'columns', 'filters', 'sort', 'searchFields'];
    expect(Object.keys(list).sort()).toEqual([...keys].sort());
    const area = String(list.area);
    const resource = type === 'virtuallivechannel' ? 'cp_vll' : resourceOfArea[area];
    expect(resource, area).toBeDefined();
    expect(list.resource).toBe(resource);
    expect(list.titleKey).toBe(`resources.${type}.name`);
    expect(list.sort).toEqual({ field: 'ut', order: 'DESC' });

    const columns = Array.isArray(list.columns) ? list.columns.filter(isObject) : [];
    expect(columns.length).toBeGreaterThan(0);
    const columnKinds = [
      'localizedName',
      'status',
      'date',
      'availability',
      'text',
      'number',
      'boolean',
    ];
    for (const { source, kind } of columns) {
      expect(properties).toHaveProperty(String(source));
      expect(columnKinds).toContain(kind);
    }
    const filters = Array.isArray(list.filters) ? list.filters.filter(isObject) : [];
    for (const { source, kind, choices } of filters) {
      expect(properties).toHaveProperty(String(source));
      expect(['text', 'select', 'boolean', 'date']).toContain(kind);
      if (kind !== 'select') {
        expect(choices).toBeUndefined();
        continue;
      }
      expect(Array.isArray(choices) && choices.length > 0, String(source)).toBe(true);
      const allowed = resolve(properties[String(source)]).enum;
      for (const choice of Array.isArray(choices) ? choices : []) expect(allowed).toContain(choice);
    }
    const fields = Array.isArray(list.searchFields) ? list.searchFields.map(String) : [];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const paths: string[] = [];
      const [top = ''] = field.split('.');
      expect(properties).toHaveProperty(top);
      walkProperties(properties[top], top, (path) => paths.push(path));
      expect(paths, field).toContain(field);
    }
  });
});

describe('the i18n catalogs', () => {
  const english = catalogs.en;

  it('have the same keys in en, zh, ms and ta, none empty', () => {
    const keys = Object.keys(english).sort();
    for (const lang of languages) {
      expect(Object.keys(catalogs[lang]).sort(), lang).toEqual(keys);
      for (const [key, value] of Object.entries(catalogs[lang])) {
        expect(typeof value === 'string' && value.trim() !== '', `${lang} ${key}`).toBe(true);
      }
    }
  });

  it('hold exactly the labels the catalogue uses', () => {
    const expected = new Set<string>();
    for (const { type, properties, uischema, list } of types) {
      expected.add(`resources.${type}.name`).add(`resources.${type}.plural`);
      const elements = Array.isArray(uischema.elements) ? uischema.elements.filter(isObject) : [];
      for (const element of [...elements, ...elements.flatMap(controlsOf)])
        expected.add(String(element.label));
      for (const [name, value] of Object.entries(properties)) {
        walkProperties(value, name, (path, schema) => {
          if (name !== 'cty') expected.add(`fields.${path}`);
          for (const choice of Array.isArray(schema.enum) ? schema.enum : []) {
            expected.add(`enums.${lastSegment(path)}.${String(choice)}`);
          }
        });
      }
      expect(expected).toContain(String(list.titleKey));
    }
    expect(Object.keys(english).sort()).toEqual([...expected].sort());
  });

  it('are translations, not copies of the English text', () => {
    const isRatio = (key: string) => key.startsWith('enums.r.');
    for (const [key, value] of Object.entries(catalogs.zh)) {
      if (!isRatio(key)) expect(String(value), key).toMatch(/\p{Script=Han}/u);
    }
    for (const [key, value] of Object.entries(catalogs.ta)) {
      if (!isRatio(key)) expect(String(value), key).toMatch(/\p{Script=Tamil}/u);
    }
    const keys = Object.keys(english);
    const sameInMalay = keys.filter((key) => catalogs.ms[key] === english[key]);
    expect(sameInMalay.length / keys.length).toBeLessThan(0.1);
  });
});

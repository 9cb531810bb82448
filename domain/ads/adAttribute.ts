/**
 * Ad server attributes (issue 13): the key-values the platform sends with every ad request so the
 * ad server can target (Google Ad Manager's key-values, FreeWheel's custom key-values). The spec
 * shows no fields; ours: the key the ad server knows (`id`), a display name, where the value comes
 * from (a field of the content, the viewer or the device, or a fixed value) and whether it is sent.
 */

/** Where an attribute's value comes from. */
export const AD_ATTRIBUTE_SOURCES = ['content', 'viewer', 'device', 'static'] as const;
export type AdAttributeSource = (typeof AD_ATTRIBUTE_SOURCES)[number];

/** The fields each source offers (a static attribute has none: it sends `value`). */
export const AD_ATTRIBUTE_FIELDS: Readonly<Record<AdAttributeSource, readonly string[]>> = {
  content: [
    'id',
    'type',
    'genre',
    'rating',
    'duration',
    'channel',
    'series',
    'season',
    'episode',
    'tags',
    'provider',
  ],
  viewer: ['country', 'region', 'language', 'subscription', 'age_group', 'profile_type'],
  device: ['type', 'os', 'app', 'app_version', 'platform'],
  static: [],
};

/** The key an ad server accepts: lower-case letters, digits and '_', a letter first. */
export const AD_ATTRIBUTE_KEY_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
export const AD_ATTRIBUTE_NAME_MAX = 200;
export const AD_ATTRIBUTE_VALUE_MAX = 200;
export const AD_ATTRIBUTE_DESC_MAX = 2000;

export interface AdAttribute {
  /** The key sent to the ad server. */
  id: string;
  n: string;
  src: AdAttributeSource;
  /** The source's field (content, viewer, device). */
  field?: string;
  /** The fixed value (static). */
  value?: string;
  /** Sent with ad requests when true. */
  enabled: boolean;
  desc?: string;
}

/** Why an attribute is refused, each naming its field ('/n', '/field', ...). */
export interface AdAttributeProblem {
  field: '/id' | '/n' | '/src' | '/field' | '/value' | '/enabled' | '/desc';
  code:
    | 'keyInvalid'
    | 'nameMissing'
    | 'nameTooLong'
    | 'sourceUnknown'
    | 'fieldMissing'
    | 'fieldUnknown'
    | 'valueMissing'
    | 'valueTooLong'
    | 'valueNotAllowed'
    | 'flagNotBoolean'
    | 'descTooLong';
}

const KEY = new RegExp(AD_ATTRIBUTE_KEY_PATTERN);

function isSource(value: unknown): value is AdAttributeSource {
  return AD_ATTRIBUTE_SOURCES.some((source) => source === value);
}

/**
 * Every problem of an attribute as a writer sends it (`id` from the path): an empty list means it
 * may be stored. A static attribute needs a value and no field; the others a field of their
 * source and no value.
 */
export function adAttributeProblems(id: unknown, body: unknown): AdAttributeProblem[] {
  const problems: AdAttributeProblem[] = [];
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof id !== 'string' || !KEY.test(id)) problems.push({ field: '/id', code: 'keyInvalid' });
  const name = input.n;
  if (typeof name !== 'string' || name.trim() === '') {
    problems.push({ field: '/n', code: 'nameMissing' });
  } else if (name.length > AD_ATTRIBUTE_NAME_MAX) {
    problems.push({ field: '/n', code: 'nameTooLong' });
  }
  const source = input.src;
  if (!isSource(source)) {
    problems.push({ field: '/src', code: 'sourceUnknown' });
  } else if (source === 'static') {
    const value = input.value;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({ field: '/value', code: 'valueMissing' });
    } else if (value.length > AD_ATTRIBUTE_VALUE_MAX) {
      problems.push({ field: '/value', code: 'valueTooLong' });
    }
    if (input.field !== undefined && input.field !== null && input.field !== '') {
      problems.push({ field: '/field', code: 'fieldUnknown' });
    }
  } else {
    const field = input.field;
    if (typeof field !== 'string' || field === '') {
      problems.push({ field: '/field', code: 'fieldMissing' });
    } else if (!AD_ATTRIBUTE_FIELDS[source].includes(field)) {
      problems.push({ field: '/field', code: 'fieldUnknown' });
    }
    if (input.value !== undefined && input.value !== null && input.value !== '') {
      problems.push({ field: '/value', code: 'valueNotAllowed' });
    }
  }
  if (typeof input.enabled !== 'boolean')
    problems.push({ field: '/enabled', code: 'flagNotBoolean' });
  if (
    input.desc !== undefined &&
    input.desc !== null &&
    (typeof input.desc !== 'string' || input.desc.length > AD_ATTRIBUTE_DESC_MAX)
  ) {
    problems.push({ field: '/desc', code: 'descTooLong' });
  }
  return problems;
}

/** The English description of a problem, as the service's envelope errors carry it. */
export function adAttributeProblemText(problem: AdAttributeProblem, source?: unknown): string {
  switch (problem.code) {
    case 'keyInvalid':
      return '/id must be lower-case letters, digits and _ (a letter first, at most 40)';
    case 'nameMissing':
      return '/n is required';
    case 'nameTooLong':
      return `/n must be at most ${AD_ATTRIBUTE_NAME_MAX} characters`;
    case 'sourceUnknown':
      return `/src must be one of ${AD_ATTRIBUTE_SOURCES.join(', ')}`;
    case 'fieldMissing':
      return '/field is required for this source';
    case 'fieldUnknown':
      return isSource(source) && source !== 'static'
        ? `/field must be one of ${AD_ATTRIBUTE_FIELDS[source].join(', ')}`
        : '/field is not allowed for a static attribute';
    case 'valueMissing':
      return '/value is required for a static attribute';
    case 'valueTooLong':
      return `/value must be at most ${AD_ATTRIBUTE_VALUE_MAX} characters`;
    case 'valueNotAllowed':
      return '/value is only for a static attribute';
    case 'flagNotBoolean':
      return '/enabled must be true or false';
    case 'descTooLong':
      return `/desc must be a text of at most ${AD_ATTRIBUTE_DESC_MAX} characters`;
  }
}

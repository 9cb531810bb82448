import type { FieldDefinition, Names, TypeDefinition } from '../../domain/typeDesigner/definition';

/*
 * The designed type the type designer's tests use ('podcastepisode'): six fields of six kinds
 * (a required text, a whole number with a range, a choice, a date and time, yes/no, a long text
 * with help) on two tabs, a list by name, status, length and update, as the service's API test
 * drafts it (the end-to-end acceptance designs the same type in the designer).
 */

export const PODCAST_ID = 'podcastepisode';

export const names = (en: string): Names => ({
  en,
  zh: `${en}（中）`,
  ms: `${en} (ms)`,
  ta: `${en} (ta)`,
});

export const PODCAST_FIELDS: FieldDefinition[] = [
  { key: 'host', names: names('Host'), kind: 'text', required: true, maxLength: 80 },
  { key: 'length', names: names('Length'), kind: 'integer', minimum: 0, maximum: 100000 },
  {
    key: 'mood',
    names: names('Mood'),
    kind: 'enum',
    options: [
      { value: 'calm', names: names('Calm') },
      { value: 'lively', names: names('Lively') },
    ],
  },
  { key: 'aired', names: names('Aired'), kind: 'dateTime' },
  { key: 'explicit', names: names('Explicit'), kind: 'boolean' },
  { key: 'notes', names: names('Notes'), kind: 'longText', help: { en: 'Shown to editors only' } },
];

/** The podcast type's definition, with other fields or another id when given. */
export function podcastDefinition(
  fields: FieldDefinition[] = PODCAST_FIELDS,
  id = PODCAST_ID,
): TypeDefinition {
  return {
    id,
    names: names('Podcast episode'),
    plural: names('Podcast episodes'),
    area: 'vod',
    fields,
    layout: {
      tabs: [
        {
          key: 'main',
          names: names('Main'),
          groups: [{ key: 'basics', fields: ['lon', 'host', 'length', 'mood'] }],
        },
        {
          key: 'more',
          names: names('More'),
          groups: [{ key: 'extra', fields: ['aired', 'explicit', 'notes'] }],
        },
      ],
    },
    list: {
      columns: ['lon', 'st', 'length', 'ut'],
      filters: ['st', 'mood'],
      sort: { field: 'ut', order: 'DESC' },
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { FieldDefinition, Names, TypeDefinition } from './definition';
import { classifyChange, defaultsToApply, versionDifference } from './classify';
import { fieldLabelKey, generateType } from './generate';
import { validateDefinition } from './validate';
import { canDesignTypes } from './permission';

const names = (en: string): Names => ({ en, zh: `${en} zh`, ms: `${en} ms`, ta: `${en} ta` });

const episode = (fields: FieldDefinition[] = baseFields): TypeDefinition => ({
  id: 'podcastepisode',
  names: names('Podcast episode'),
  area: 'vod',
  fields,
  layout: {
    tabs: [
      {
        key: 'main',
        names: names('Main'),
        groups: [{ key: 'basics', fields: ['lon', 'host', 'length'] }],
      },
      { key: 'more', names: names('More'), groups: [{ key: 'extra', fields: ['mood', 'aired'] }] },
    ],
  },
  list: {
    columns: ['lon', 'st', 'length', 'ut'],
    filters: ['st', 'mood'],
    sort: { field: 'ut', order: 'DESC' },
  },
});

const baseFields: FieldDefinition[] = [
  { key: 'host', names: names('Host'), kind: 'text', required: true, maxLength: 80 },
  { key: 'length', names: names('Length'), kind: 'integer', minimum: 0, maximum: 10000 },
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
];

const valid = (definition: unknown, isNew = true) =>
  validateDefinition(definition, { existingTypes: ['movie', 'podcast'], isNew });

describe('validateDefinition', () => {
  it('accepts a complete definition', () => {
    expect(valid(episode())).toEqual([]);
  });

  it('names the field and rule of every problem, with a message key', () => {
    const bad = {
      ...episode([
        { key: 'Host', names: names('Host'), kind: 'text' },
        { key: 'count', names: { ...names('Count'), ta: '' }, kind: 'integer', maxLength: 4 },
        { key: 'score', names: names('Score'), kind: 'number', minimum: 5, maximum: 1 },
        { key: 'mood', names: names('Mood'), kind: 'enum', options: [] },
        { key: 'pick', names: names('Pick'), kind: 'reference', referenceType: 'nosuch' },
        { key: 'tags', names: names('Tags'), kind: 'list' },
        { key: 'code', names: names('Code'), kind: 'text', pattern: '(' },
        { key: 'st', names: names('Status'), kind: 'text' },
      ]),
      id: 'Podcast',
      area: 'radio',
    };
    const problems = valid(bad).map((p) => `${p.path} ${p.rule}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'id typeIdPattern',
        'area oneOf',
        'fields/0/key fieldKeyPattern',
        'fields/1/names/ta required',
        'fields/1/maxLength notForKind',
        'fields/2/maximum minAboveMax',
        'fields/3/options required',
        'fields/4/referenceType unknownType',
        'fields/5/items required',
        'fields/6/pattern patternInvalid',
        'fields/7/key systemField',
      ]),
    );
    for (const problem of valid(bad))
      expect(problem.messageKey).toBe(`typeDesigner.errors.${problem.rule}`);
  });

  it('refuses an id that is taken only when the type is new', () => {
    const taken = { ...episode(), id: 'podcast' };
    expect(valid(taken).map((p) => `${p.path} ${p.rule}`)).toEqual(['id typeExists']);
    expect(valid(taken, false)).toEqual([]);
    expect(valid({ ...episode(), id: 'labels' }).map((p) => `${p.path} ${p.rule}`)).toEqual([
      'id reserved',
    ]);
  });

  it('checks the layout and list against the fields', () => {
    const definition = episode();
    definition.layout.tabs[1]!.groups[0]!.fields.push('host', 'nosuch');
    definition.list.columns.push('gone');
    definition.list.sort = { field: 'host', order: 'DESC' };
    expect(valid(definition).map((p) => `${p.path} ${p.rule}`)).toEqual([
      'layout/tabs/1/groups/0/fields/2 placedTwice',
      'layout/tabs/1/groups/0/fields/3 unknownField',
      'list/columns/4 unknownField',
      'list/sort/field oneOf',
    ]);
  });

  it('refuses a default that does not fit its field', () => {
    const definition = episode([
      ...baseFields,
      {
        key: 'rank',
        names: names('Rank'),
        kind: 'integer',
        required: true,
        minimum: 1,
        default: 0,
      },
    ]);
    expect(valid(definition).map((p) => `${p.path} ${p.rule}`)).toEqual([
      'fields/4/default defaultDoesNotFit',
    ]);
  });
});

describe('generateType', () => {
  it('writes the resources/ folder files: schema, uischema and list', () => {
    const { schema, uischema, list, messages } = generateType(episode());
    expect(schema).toMatchObject({
      type: 'object',
      required: ['cty', 'lon', 'host'],
      additionalProperties: false,
      properties: {
        cty: { type: 'string', const: 'podcastepisode', readOnly: true },
        lon: { $ref: '#/$defs/localizedNames' },
        host: { type: 'string', maxLength: 80 },
        length: { type: 'integer', minimum: 0, maximum: 10000 },
        mood: { type: 'string', enum: ['calm', 'lively'] },
        aired: { $ref: '#/$defs/dateTime' },
      },
    });
    const tabs = (uischema as { elements: { label: string; elements: unknown[] }[] }).elements;
    expect(tabs.map((t) => t.label)).toEqual([
      'typeTabs.podcastepisode.main',
      'typeTabs.podcastepisode.more',
      'categories.system',
    ]);
    expect(JSON.stringify(tabs[0])).toContain('"scope":"#/properties/host"');
    // Groups without names have no title (no label key the catalogs could not word).
    expect(JSON.stringify(uischema)).not.toContain('typeTabs.podcastepisode.main.basics');
    expect((tabs[0]?.elements.at(-1) as { type: string }).type).toBe('VerticalLayout');
    const titled = generateType({
      ...episode(),
      layout: {
        tabs: [
          {
            key: 'main',
            names: names('Main'),
            groups: [{ key: 'basics', names: names('Basics'), fields: ['host'] }],
          },
        ],
      },
    });
    expect(JSON.stringify(titled.uischema)).toContain(
      '"label":"typeTabs.podcastepisode.main.basics"',
    );
    expect(titled.messages.en['typeTabs.podcastepisode.main.basics']).toBe('Basics');
    expect(list).toEqual({
      area: 'vod',
      resource: 'cp_datastore',
      titleKey: 'resources.podcastepisode.name',
      columns: [
        { source: 'lon', kind: 'localizedName' },
        { source: 'st', kind: 'status' },
        { source: 'length', kind: 'number' },
        { source: 'ut', kind: 'date' },
      ],
      filters: [
        {
          source: 'st',
          kind: 'select',
          choices: ['published', 'draft', 'pre-draft', 'pending', 'archived'],
        },
        { source: 'mood', kind: 'select', choices: ['calm', 'lively'] },
      ],
      sort: { field: 'ut', order: 'DESC' },
      searchFields: ['lon.n', 'ex_id', 'id', 'host'],
    });
    expect(messages.zh[fieldLabelKey('podcastepisode', 'host')]).toBe('Host zh');
    expect(messages.ta['resources.podcastepisode.name']).toBe('Podcast episode ta');
  });

  it('places fields the layout leaves out on the first tab', () => {
    const definition = episode();
    definition.layout.tabs[1]!.groups[0]!.fields = ['mood'];
    const tabs = (generateType(definition).uischema as { elements: { elements: unknown[] }[] })
      .elements;
    expect(JSON.stringify(tabs[0])).toContain('"scope":"#/properties/aired"');
  });
});

describe('classifyChange', () => {
  const change = (fields: FieldDefinition[]) => classifyChange(episode(), episode(fields));

  it('an optional field added is immediate', () => {
    const result = change([
      ...baseFields,
      { key: 'notes', names: names('Notes'), kind: 'longText' },
    ]);
    expect(result).toEqual({
      kind: 'immediate',
      changes: [{ field: 'notes', change: 'added', needsCheck: false }],
    });
  });

  it('a required field without a default needs a check; with one, the default applies', () => {
    const without = change([
      ...baseFields,
      { key: 'ep', names: names('Ep'), kind: 'integer', required: true },
    ]);
    expect(without.kind).toBe('needsCheck');
    expect(without.changes).toEqual([{ field: 'ep', change: 'addedRequired', needsCheck: true }]);
    const withDefault = change([
      ...baseFields,
      { key: 'ep', names: names('Ep'), kind: 'integer', required: true, default: 1 },
    ]);
    expect(withDefault.kind).toBe('immediate');
    expect(defaultsToApply(withDefault)).toEqual({ ep: 1 });
  });

  it('narrowed constraints, removed fields and changed kinds need a check', () => {
    const result = change([
      { key: 'host', names: names('Host'), kind: 'text', required: true, maxLength: 40 },
      { key: 'length', names: names('Length'), kind: 'number' },
      {
        key: 'mood',
        names: names('Mood'),
        kind: 'enum',
        options: [{ value: 'calm', names: names('Calm') }],
      },
    ]);
    expect(result.kind).toBe('needsCheck');
    expect(result.changes).toEqual([
      { field: 'host', change: 'narrowed', rule: 'maxLength', needsCheck: true },
      { field: 'length', change: 'kindChanged', needsCheck: true },
      { field: 'mood', change: 'narrowed', rule: 'options', needsCheck: true },
      { field: 'aired', change: 'removed', needsCheck: true },
    ]);
  });

  it('widening and relabelling are immediate', () => {
    const result = change([
      { key: 'host', names: names('Presenter'), kind: 'text', required: true, maxLength: 80 },
      { key: 'length', names: names('Length'), kind: 'integer', minimum: 0 },
      ...baseFields.slice(2),
    ]);
    expect(result).toEqual({
      kind: 'immediate',
      changes: [
        { field: 'host', change: 'relabelled', needsCheck: false },
        { field: 'length', change: 'widened', needsCheck: false },
      ],
    });
  });
});

describe('versionDifference', () => {
  it('names the settings that differ and classifies each field, nothing for the same version', () => {
    expect(versionDifference(episode(), episode())).toEqual({ settings: [], fields: [] });
    const after: TypeDefinition = {
      ...episode([
        { ...baseFields[0]!, names: names('Presenter') },
        ...baseFields.slice(2),
        { key: 'notes', names: names('Notes'), kind: 'longText' },
      ]),
      names: names('Podcast show'),
      list: { ...episode().list, sort: { field: 'ct', order: 'ASC' } },
    };
    expect(versionDifference(episode(), after)).toEqual({
      settings: ['names', 'list'],
      fields: [
        { field: 'host', change: 'relabelled', needsCheck: false },
        { field: 'notes', change: 'added', needsCheck: false },
        { field: 'length', change: 'removed', needsCheck: true },
      ],
    });
  });
});

describe('canDesignTypes', () => {
  it('is full on app configuration: admins and appconfig_admin, not creators or viewers', () => {
    for (const role of [
      'operations_super_admin',
      'sales_super_admin',
      'appconfig_admin',
      'mops_super_admin',
    ])
      expect(canDesignTypes({ roles: [role] }), role).toBe(true);
    for (const role of [
      'content_admin',
      'creator',
      'approver',
      'service_admin',
      'content_user',
      'mops_admin',
    ])
      expect(canDesignTypes({ roles: [role] }), role).toBe(false);
  });
});

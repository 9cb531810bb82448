import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/typeDesigner/definition';
import { validateDefinition } from '../../domain/typeDesigner/validate';
import {
  drawableDefinition,
  moveField,
  newDefinition,
  newTabKey,
  problemsByPath,
  sampleItem,
  placementOf,
  toggledKey,
  withFieldPlaced,
  withFieldsInLayout,
  withGroupChanged,
  withGroupMoved,
  withKind,
  withNewGroup,
  withoutGroup,
  withoutTab,
} from './draft';

const field = (key: string, kind: FieldDefinition['kind'] = 'text'): FieldDefinition => ({
  key,
  kind,
  names: { en: key, zh: key, ms: key, ta: key },
});

describe('the designer draft', () => {
  it('moves a field up or down, and not past either end', () => {
    const fields = [field('a'), field('b'), field('c')];
    expect(moveField(fields, 2, -1).map((f) => f.key)).toEqual(['a', 'c', 'b']);
    expect(moveField(fields, 0, 1).map((f) => f.key)).toEqual(['b', 'a', 'c']);
    expect(moveField(fields, 0, -1).map((f) => f.key)).toEqual(['a', 'b', 'c']);
    expect(moveField(fields, 2, 1).map((f) => f.key)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out of the preview what a form cannot draw yet: a choice without options, a pattern that is no regular expression', () => {
    const choice = { ...field('mood', 'enum'), options: [] };
    const moods = { ...field('moods', 'list'), items: 'enum' as const };
    const code = { ...field('code'), pattern: '[a-' };
    const definition = {
      ...newDefinition(),
      fields: [field('host'), choice, moods, code],
      layout: {
        tabs: [
          {
            key: 'main',
            names: field('m').names,
            groups: [{ key: 'g', fields: ['lon', 'host', 'mood', 'moods', 'code'] }],
          },
        ],
      },
      list: {
        columns: ['lon', 'mood'],
        filters: ['mood'],
        sort: { field: 'ut', order: 'DESC' as const },
      },
    };
    const drawable = drawableDefinition(definition);
    expect(drawable.fields.map((f) => f.key)).toEqual(['host', 'code']);
    expect(drawable.fields[1]).toEqual(field('code'));
    expect(drawable.layout.tabs[0]?.groups[0]?.fields).toEqual(['lon', 'host', 'code']);
    expect(drawable.list.columns).toEqual(['lon']);
    expect(drawable.list.filters).toEqual([]);
    // With its options and a valid pattern, nothing is left out.
    const complete = {
      ...definition,
      fields: [
        { ...choice, options: [{ value: 'calm', names: field('calm').names }] },
        { ...code, pattern: '^[a-z]+$' },
      ],
    };
    expect(drawableDefinition(complete).fields).toEqual(complete.fields);
  });

  it('drops constraints that no longer fit a new kind', () => {
    const text = { ...field('a'), maxLength: 10, pattern: '^x' };
    expect(withKind(text, 'integer')).toEqual({ ...field('a', 'integer') });
    expect(withKind({ ...field('n', 'integer'), maximum: 3 }, 'list')).toEqual({
      ...field('n', 'list'),
      items: 'text',
    });
  });

  it('keeps the layout and list to the fields there are, in the designer order', () => {
    const definition = {
      ...newDefinition(),
      id: 'podcast',
      names: { en: 'P', zh: 'P', ms: 'P', ta: 'P' },
      fields: [field('b'), field('a')],
      layout: {
        tabs: [
          {
            key: 'main',
            names: { en: 'M', zh: 'M', ms: 'M', ta: 'M' },
            groups: [{ key: 'g', fields: ['lon', 'a', 'gone', 'b'] }],
          },
        ],
      },
      list: {
        columns: ['lon', 'gone', 'a'],
        filters: ['st', 'gone'],
        sort: { field: 'ut' as const, order: 'DESC' as const },
      },
    };
    const kept = withFieldsInLayout(definition);
    expect(kept.layout.tabs[0]?.groups[0]?.fields).toEqual(['lon', 'b', 'a']);
    expect(kept.list.columns).toEqual(['lon', 'a']);
    expect(kept.list.filters).toEqual(['st']);
    expect(validateDefinition(kept, { existingTypes: [], isNew: true })).toEqual([]);
  });

  it("reads the service's refusal by field path, first problem of each", () => {
    expect(
      problemsByPath([
        { field: '/fields/0/key', reason: 'typeDesigner.errors.fieldKeyPattern', params: {} },
        { field: '/fields/0/key', reason: 'typeDesigner.errors.duplicateKey' },
        { field: '/id', reason: 'typeDesigner.errors.typeExists', params: { rule: 'typeExists' } },
        { reason: 'no field' },
      ]),
    ).toEqual({
      'fields/0/key': { messageKey: 'console.typeDesigner.errors.fieldKeyPattern', params: {} },
      id: { messageKey: 'console.typeDesigner.errors.typeExists', params: { rule: 'typeExists' } },
    });
  });

  it('places fields on tabs: the first tab holds what no tab names, a removed tab gives its fields back', () => {
    const start = {
      ...newDefinition(),
      id: 'pod',
      names: { en: 'Pod', zh: 'Pod', ms: 'Pod', ta: 'Pod' },
      fields: [field('host'), field('notes')],
    };
    expect(placementOf(start, 'notes')?.tab).toBe('general');
    const key = newTabKey(start);
    expect(key).toBe('tab2');
    const twoTabs = {
      ...start,
      layout: {
        tabs: [
          ...start.layout.tabs,
          { key, names: { en: 'More', zh: '更多', ms: 'Lagi', ta: 'மேலும்' }, groups: [] },
        ],
      },
    };
    const moved = withFieldPlaced(twoTabs, 'notes', { tab: 'tab2' });
    expect(placementOf(moved, 'notes')?.tab).toBe('tab2');
    expect(placementOf(moved, 'host')?.tab).toBe('general');
    expect(moved.layout.tabs[1]?.groups).toEqual([{ key: 'main', fields: ['notes'] }]);
    // Back to the first tab: out of tab2's group, into the first tab's.
    const back = withFieldPlaced(moved, 'notes', { tab: 'general' });
    expect(back.layout.tabs[1]?.groups[0]?.fields).toEqual([]);
    expect(placementOf(back, 'notes')?.tab).toBe('general');
    // The service takes the two-tab layout.
    expect(
      validateDefinition(withFieldsInLayout(moved), { existingTypes: [], isNew: true }),
    ).toEqual([]);
    const removed = withoutTab(moved, 'tab2');
    expect(removed.layout.tabs.map((tab) => tab.key)).toEqual(['general']);
    expect(placementOf(removed, 'notes')?.tab).toBe('general');
    expect(withoutTab(removed, 'general')).toBe(removed);
  });

  it('places fields in titled groups of a tab: add, name, move and remove a group, its fields stay on the tab', () => {
    const start = {
      ...newDefinition(),
      id: 'pod',
      names: { en: 'Pod', zh: 'Pod', ms: 'Pod', ta: 'Pod' },
      fields: [field('host'), field('notes'), field('guest')],
    };
    const withGroup = withGroupChanged(withNewGroup(start, 0), 0, 0, {
      names: { en: 'People', zh: '人物', ms: 'Orang', ta: 'மக்கள்' },
    });
    expect(withGroup.layout.tabs[0]?.groups).toEqual([
      {
        key: 'group1',
        names: { en: 'People', zh: '人物', ms: 'Orang', ta: 'மக்கள்' },
        fields: [],
      },
    ]);
    const placed = withFieldPlaced(
      withFieldPlaced(withGroup, 'host', { tab: 'general', group: 'group1' }),
      'guest',
      { tab: 'general', group: 'group1' },
    );
    expect(placementOf(placed, 'host')).toEqual({ tab: 'general', group: 'group1' });
    expect(placementOf(placed, 'notes')).toEqual({ tab: 'general' });
    // A field put back on the tab leaves the group for an untitled one, made first.
    const loose = withFieldPlaced(placed, 'notes', { tab: 'general' });
    expect(loose.layout.tabs[0]?.groups.map((group) => [group.key, group.fields])).toEqual([
      ['main', ['notes']],
      ['group1', ['host', 'guest']],
    ]);
    expect(
      validateDefinition(withFieldsInLayout(loose), { existingTypes: [], isNew: true }),
    ).toEqual([]);
    // Moved above the untitled fields, then a second group gets a key of its own.
    const moved = withGroupMoved(loose, 0, 1, -1);
    expect(moved.layout.tabs[0]?.groups.map((group) => group.key)).toEqual(['group1', 'main']);
    expect(withNewGroup(moved, 0).layout.tabs[0]?.groups[2]?.key).toBe('group2');
    // Removed: its fields stay on the tab, with the untitled ones.
    const removed = withoutGroup(moved, 0, 0);
    expect(removed.layout.tabs[0]?.groups).toEqual([
      { key: 'main', fields: ['notes', 'host', 'guest'] },
    ]);
    expect(placementOf(removed, 'host')).toEqual({ tab: 'general' });
    // A group left without its names is refused by the service, under its path.
    const unnamed = withNewGroup(loose, 0);
    expect(
      validateDefinition(withFieldsInLayout(unnamed), { existingTypes: [], isNew: true }).map(
        (problem) => problem.path,
      ),
    ).toContain('layout/tabs/0/groups/2/names/en');
  });

  it("fills the edit screen's sample item from the fields: defaults first, then values within each field's rules", () => {
    const definition = {
      ...newDefinition(),
      id: 'pod',
      names: { en: 'Pod', zh: '播客', ms: 'Pod', ta: 'Pod' },
      fields: [
        {
          ...field('host'),
          names: { en: 'Host', zh: '主持人', ms: 'Hos', ta: 'Host' },
          maxLength: 3,
        },
        { ...field('length', 'integer'), minimum: 5, maximum: 9 },
        { ...field('rank', 'number'), maximum: -2 },
        { ...field('season', 'integer'), default: 4 },
        {
          ...field('mood', 'enum'),
          options: [{ value: 'calm', names: { en: 'Calm', zh: '平静', ms: 'Tenang', ta: 'Calm' } }],
        },
        field('live', 'boolean'),
        field('cover', 'image'),
      ],
    };
    expect(sampleItem(definition, 'zh')).toEqual({
      id: 'pod-1',
      st: 'draft',
      lon: [{ lang: 'zh', n: '播客' }],
      host: '主持人',
      length: 5,
      rank: -2,
      season: 4,
      mood: 'calm',
      live: true,
    });
    expect(sampleItem(definition, 'en').host).toBe('Hos');
  });

  it("toggles a list setting's keys in the order offered", () => {
    const all = ['lon', 'st', 'host', 'ut'];
    expect(toggledKey(['lon', 'ut'], 'host', true, all)).toEqual(['lon', 'host', 'ut']);
    expect(toggledKey(['lon', 'host', 'ut'], 'lon', false, all)).toEqual(['host', 'ut']);
  });
});

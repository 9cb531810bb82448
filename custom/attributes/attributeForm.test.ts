import { describe, expect, it } from 'vitest';
import { formOf, newForm, toAttributeInput } from './attributeForm';

describe('attribute form', () => {
  it('sends the value as its type asks', () => {
    const base = { ...newForm({ scope: 'global' }), key: 'minAge' };
    expect(toAttributeInput({ ...base, type: 'Number', value: ' 13 ' })).toEqual({
      ok: true,
      input: { key: 'minAge', type: 'Number', source: 'user', scope: 'global', value: 13 },
    });
    expect(toAttributeInput({ ...base, type: 'Boolean', value: false })).toMatchObject({
      input: { value: false },
    });
    expect(
      toAttributeInput({ ...base, type: 'DateTime', value: new Date('2026-12-01T00:00:00Z') }),
    ).toMatchObject({ input: { value: '2026-12-01T00:00:00.000Z' } });
    expect(
      toAttributeInput({ ...base, type: 'StringArray', value: [' a', 'b', 'a', ''] }),
    ).toMatchObject({ input: { value: ['a', 'b'] } });
  });

  it('leaves an empty value out and sends select choices as a list whatever the type', () => {
    const base = { ...newForm({ scope: 'product' }), key: 'tier' };
    const empty = toAttributeInput({ ...base, type: 'String', value: '' });
    expect(empty.ok && 'value' in empty.input).toBe(false);
    expect(
      toAttributeInput({ ...base, type: 'Number', source: 'select', value: ['1', '2'] }),
    ).toMatchObject({ input: { source: 'select', value: ['1', '2'] } });
  });

  it('refuses a missing or malformed key and a number that is not one', () => {
    expect(toAttributeInput({ ...newForm({ scope: 'global' }), key: ' ' })).toEqual({
      ok: false,
      problems: { key: 'keyRequired' },
    });
    expect(
      toAttributeInput({ ...newForm({ scope: 'global' }), key: '9a', type: 'Number', value: 'x' }),
    ).toEqual({ ok: false, problems: { key: 'keyPattern', value: 'notANumber' } });
  });

  it('fills the form from a stored attribute', () => {
    expect(
      formOf({
        key: 'launch',
        type: 'DateTime',
        source: 'content',
        scope: 'global',
        value: '2026-12-01T00:00:00Z',
      }).value,
    ).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(
      formOf({ key: 'age', type: 'Number', source: 'user', scope: 'product', value: 18 }).value,
    ).toBe('18');
    expect(
      formOf({ key: 's', type: 'String', source: 'select', scope: 'global', value: ['a'] }).value,
    ).toEqual(['a']);
  });
});

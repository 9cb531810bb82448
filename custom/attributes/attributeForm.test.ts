// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { formOf, newForm, toAttributeInput } from './attributeForm';
import type { AttributeFormState } from './attributeForm';

/** A form with its English display name filled in (the name the console asks for). */
const named = (form: AttributeFormState, en: string): AttributeFormState => ({
  ...form,
  names: { ...form.names, en },
});

describe('attribute form', () => {
  it('sends the value as its type asks', () => {
    const base = { ...named(newForm({ scope: 'global' }), 'Minimum age'), key: 'minAge' };
    expect(toAttributeInput({ ...base, type: 'Number', value: ' 13 ' })).toEqual({
      ok: true,
      input: {
        key: 'minAge',
        type: 'Number',
        source: 'user',
        scope: 'global',
        value: 13,
        names: { en: 'Minimum age' },
      },
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
    const base = { ...named(newForm({ scope: 'product' }), 'Tier'), key: 'tier' };
    const empty = toAttributeInput({ ...base, type: 'String', value: '' });
    expect(empty.ok && 'value' in empty.input).toBe(false);
    expect(
      toAttributeInput({ ...base, type: 'Number', source: 'select', value: ['1', '2'] }),
    ).toMatchObject({ input: { source: 'select', value: ['1', '2'] } });
  });

  it('refuses a missing or malformed key and a number that is not one', () => {
    const form = named(newForm({ scope: 'global' }), 'Age');
    expect(toAttributeInput({ ...form, key: ' ' })).toEqual({
      ok: false,
      problems: { key: 'keyRequired' },
    });
    expect(toAttributeInput({ ...form, key: '9a', type: 'Number', value: 'x' })).toEqual({
      ok: false,
      problems: { key: 'keyPattern', value: 'notANumber' },
    });
  });

  it('sends the display names trimmed, blank languages left out, and asks for the English one', () => {
    const form = { ...newForm({ scope: 'global' }), key: 'maxStreams', type: 'Number' as const };
    expect(form.names).toEqual({ en: '', zh: '', ms: '', ta: '' });
    expect(
      toAttributeInput({
        ...form,
        names: { en: ' Max streams ', zh: '最大并发流', ms: '  ', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' },
      }),
    ).toMatchObject({
      ok: true,
      input: { names: { en: 'Max streams', zh: '最大并发流', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' } },
    });
    expect(
      toAttributeInput({ ...form, names: { en: ' ', zh: '最大并发流', ms: '', ta: '' } }),
    ).toEqual({ ok: false, problems: { 'names.en': 'nameRequired' } });
    expect(
      toAttributeInput({ ...form, names: { en: 'Max', zh: '', ms: 'x'.repeat(101), ta: '' } }),
    ).toEqual({ ok: false, problems: { 'names.ms': 'nameTooLong' } });
  });

  it('fills the form from a stored attribute', () => {
    expect(
      formOf({
        key: 'maxStreams',
        type: 'Number',
        source: 'product',
        scope: 'product',
        names: { en: 'Max streams', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' },
      }).names,
    ).toEqual({ en: 'Max streams', zh: '', ms: '', ta: 'அதிகபட்ச ஸ்ட்ரீம்கள்' });
    expect(formOf({ key: 'age', type: 'Number', source: 'user', scope: 'product' }).names).toEqual({
      en: '',
      zh: '',
      ms: '',
      ta: '',
    });
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

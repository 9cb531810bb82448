import { describe, expect, it } from 'vitest';
import {
  containerSetNeedsItems,
  fieldsMissingSelection,
  isNameListValid,
  isNameValid,
} from './names';

describe('isNameListValid (container/content name list)', () => {
  it('is invalid when the list is missing or empty', () => {
    expect(isNameListValid(undefined)).toBe(false);
    expect(isNameListValid(null)).toBe(false);
    expect(isNameListValid([])).toBe(false);
  });

  it('accepts names in the four console languages', () => {
    expect(
      isNameListValid([
        { lang: 'en', n: 'Movies' },
        { lang: 'zh', n: '电影' },
        { lang: 'ms', n: 'Filem' },
        { lang: 'ta', n: 'தமிழ்' },
      ]),
    ).toBe(true);
  });

  it('accepts a name made of digits only', () => {
    expect(isNameListValid([{ lang: 'en', n: '2024' }])).toBe(true);
  });

  it('is invalid when any name is missing', () => {
    expect(isNameListValid([{ lang: 'en', n: 'Movies' }, { lang: 'zh' }])).toBe(false);
    expect(isNameListValid([{ lang: 'en', n: null }])).toBe(false);
  });

  it('is invalid when any name is blank', () => {
    expect(
      isNameListValid([
        { lang: 'en', n: 'Movies' },
        { lang: 'ms', n: '   ' },
      ]),
    ).toBe(false);
    expect(isNameListValid([{ lang: 'en', n: '' }])).toBe(false);
  });

  it('is invalid when a name has no letter or digit', () => {
    expect(isNameListValid([{ lang: 'en', n: '---' }])).toBe(false);
    expect(
      isNameListValid([
        { lang: 'en', n: 'Movies' },
        { lang: 'ta', n: '!?。' },
      ]),
    ).toBe(false);
  });

  it('accepts punctuation around a letter', () => {
    expect(isNameValid('-a-')).toBe(true);
    expect(isNameValid('---')).toBe(false);
  });
});

describe('container set needs items', () => {
  it('needs items when a minItems field has no selection', () => {
    const fields = [
      { name: 'i', minItems: 1, selected: [] },
      { name: 'appliesif', minItems: 1, selected: ['p1'] },
    ];
    expect(containerSetNeedsItems(fields)).toBe(true);
    expect(fieldsMissingSelection(fields)).toEqual(['i']);
  });

  it('treats a missing selection as no selection', () => {
    expect(containerSetNeedsItems([{ name: 'i', minItems: 1 }])).toBe(true);
    expect(containerSetNeedsItems([{ name: 'i', minItems: 2, selected: null }])).toBe(true);
  });

  it('is satisfied when every minItems field has a selection', () => {
    expect(containerSetNeedsItems([{ name: 'i', minItems: 1, selected: [{ id: 'm1' }] }])).toBe(
      false,
    );
  });

  it('ignores fields without minItems or with minItems 0', () => {
    expect(
      containerSetNeedsItems([
        { name: 'tags', selected: [] },
        { name: 'optional', minItems: 0, selected: [] },
      ]),
    ).toBe(false);
  });
});

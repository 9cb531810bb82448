// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { createFormTranslate } from '../../../kit/jsonforms/formTranslator';

const catalog: Record<string, string> = {
  'fields.lon': 'Name',
  'fields.lon.lang': 'Language',
  'fields.ex_ia.r': 'Ratio',
  'categories.general': 'General',
  'enums.st.pre-draft': 'Processing',
  'enums.lang.zh': 'Chinese',
  'console.editor.array.addTooltip': 'Add to %{label}',
  'typeFields.podcastepisode.host': 'Host',
  'typeTabs.podcastepisode.main': 'Main',
};

// A polyglot-like lookup: `_` is the fallback, %{name} is interpolated.
const lookup = (key: string, options: Record<string, unknown> = {}) => {
  const phrase = catalog[key];
  if (phrase === undefined) return typeof options._ === 'string' ? options._ : key;
  return phrase.replace(/%\{(\w+)\}/g, (_match, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
};

const t = createFormTranslate(lookup);

describe('createFormTranslate', () => {
  it('translates the UI schema label keys and nested field labels', () => {
    expect(t('lon.label', 'fields.lon')).toBe('Name');
    expect(t('lon.lang.label', 'Lang')).toBe('Language');
    expect(t('ex_ia.r.label', 'R')).toBe('Ratio');
    expect(t('categories.general', 'categories.general')).toBe('General');
  });

  it("translates a designed type's field and tab label keys", () => {
    expect(t('host.label', 'typeFields.podcastepisode.host')).toBe('Host');
    expect(t('typeTabs.podcastepisode.main', 'typeTabs.podcastepisode.main')).toBe('Main');
  });

  it('keeps the default for a label it does not know', () => {
    expect(t('unknown.label', 'Unknown')).toBe('Unknown');
    expect(t('lon.description', '')).toBe('');
  });

  it('translates enum options by the property name, without the array path', () => {
    expect(t('st.pre-draft', 'pre-draft')).toBe('Processing');
    expect(t('lon.lang.zh', 'zh')).toBe('Chinese');
    expect(t('lon.lang.xx', 'xx')).toBe('xx');
  });

  it('translates array messages with the translated label', () => {
    expect(t('lon.addTooltip', 'Add to Name')).toBe('Add to Name');
    expect(t('lon.noDataMessage', 'No data')).toBe('No data');
  });

  it('words known validation keywords from the message map, in the form language, and leaves the rest to JSON Forms', () => {
    expect(t('error.minLength', undefined, { error: { params: { limit: 1 } } })).toBe(
      'must not be empty',
    );
    expect(t('error.maxLength', undefined, { error: { params: { limit: 500 } } })).toBe(
      'must have at most 500 characters',
    );
    expect(
      createFormTranslate(lookup, 'zh')('error.required', undefined, { error: { params: {} } }),
    ).toBe('为必填项');
    expect(t('error.server', undefined, { error: { params: {} } })).toBeUndefined();
    expect(t('lon.error.minLength', undefined)).toBeUndefined();
    expect(t('must NOT have fewer than 1 characters', undefined)).toBeUndefined();
  });
});

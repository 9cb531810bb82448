import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import language from '../../_defs/language.json';
import localizedNames from '../../_defs/localizedNames.json';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import { renderInAdmin, strictI18nProvider } from '../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../testing/uiMessages';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';
import { createLocalizedAjv } from '../../../kit/jsonforms/localizedAjv';

/** The catalogue's localized names, as a type's schema holds them (JSON imports widen `type`). */
const NAMES_SCHEMA = {
  type: 'object',
  $defs: { language },
  properties: { lon: localizedNames },
} as JsonSchemaObject;

describe('createLocalizedAjv', () => {
  it('reports an empty name once, in plain words of the UI language', () => {
    const validate = createLocalizedAjv('zh').compile(NAMES_SCHEMA);
    expect(validate({ lon: [{ lang: 'en', n: '' }] })).toBe(false);
    expect(validate.errors?.map((error) => [error.instancePath, error.message])).toEqual([
      ['/lon/0/n', '不能为空'],
    ]);
  });

  it('clears its errors once the data is valid', () => {
    const validate = createLocalizedAjv('ta').compile(NAMES_SCHEMA);
    expect(validate({ lon: [] })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('குறைந்தது ஒரு பதிவு தேவை');
    expect(validate({ lon: [{ lang: 'en', n: 'Sunrise' }] })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('answers an unknown language in English', () => {
    const validate = createLocalizedAjv('fr').compile(NAMES_SCHEMA);
    validate({ lon: [{ lang: 'en', n: '!!!' }] });
    expect(validate.errors?.[0]?.message).toBe('must contain at least one letter or digit');
  });
});

describe('ResourceJsonForm validation messages', () => {
  it("shows an empty name's error in plain words in the names table, not ajv's text", async () => {
    renderInAdmin(
      <ResourceJsonForm
        schema={NAMES_SCHEMA}
        uischema={{
          type: 'VerticalLayout',
          elements: [{ type: 'Control', scope: '#/properties/lon' }],
        }}
        data={{ lon: [{ lang: 'en', n: '' }] }}
        readonly={false}
        showValidation
        additionalErrors={[]}
        onChange={() => undefined}
      />,
      { i18nProvider: strictI18nProvider(...UI_ENGLISH) },
    );
    expect(await screen.findByText('must not be empty')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/must NOT|must match pattern/);
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ControlElement, JsonSchema, TesterContext } from '@jsonforms/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import language from '../../_defs/language.json';
import localizedNames from '../../_defs/localizedNames.json';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import { renderInAdmin, strictI18nProvider } from '../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../testing/uiMessages';
import { arrayTableControlTester } from '../../../kit/jsonforms/ArrayTableControl';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';

/** Localized names and a list of products (scalars), as the catalogue's types hold them. */
const SCHEMA = {
  type: 'object',
  $defs: { language },
  properties: {
    lon: localizedNames,
    prd: { type: 'array', items: { type: 'string' } },
    sg: {
      type: 'array',
      items: {
        type: 'object',
        properties: { am: { type: 'array', items: { type: 'object', properties: {} } } },
      },
    },
    tc: { type: 'string' },
  },
} as JsonSchemaObject;

const control = (name: string): ControlElement => ({
  type: 'Control',
  scope: `#/properties/${name}`,
});

describe('arrayTableControlTester', () => {
  const context: TesterContext = { rootSchema: SCHEMA as JsonSchema, config: {} };
  it('outranks the material table (3) for arrays of objects and of scalars', () => {
    expect(arrayTableControlTester(control('lon'), SCHEMA as JsonSchema, context)).toBe(3.5);
    expect(arrayTableControlTester(control('prd'), SCHEMA as JsonSchema, context)).toBe(3.5);
  });
  it('does not apply to a scalar field', () => {
    expect(arrayTableControlTester(control('tc'), SCHEMA as JsonSchema, context)).toBe(-1);
  });
});

function renderForm(data: Record<string, unknown>, onChange = vi.fn()) {
  renderInAdmin(
    <ResourceJsonForm
      schema={SCHEMA}
      uischema={{
        type: 'VerticalLayout',
        elements: [
          { ...control('lon'), label: 'fields.lon' },
          { ...control('prd'), label: 'fields.prd' },
        ],
      }}
      data={data}
      readonly={false}
      showValidation={false}
      additionalErrors={[]}
      onChange={onChange}
    />,
    { i18nProvider: strictI18nProvider(...UI_ENGLISH) },
  );
  return onChange;
}

describe('ArrayTableControl', () => {
  afterEach(cleanup);

  it("names every row's inputs after the column and the row's language", async () => {
    renderForm({
      lon: [
        { lang: 'en', n: 'Sunrise' },
        { lang: 'zh', n: '日出' },
      ],
      prd: ['main'],
    });
    const names = await screen.findByRole('table', { name: /^Name/ });
    expect(within(names).getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Sunrise');
    expect(within(names).getByRole('textbox', { name: 'Name (中文)' })).toHaveValue('日出');
    expect(within(names).getByRole('combobox', { name: 'Language (English)' })).toHaveTextContent(
      'English',
    );
    expect(
      within(names)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Language', 'Name', 'Actions']);
    // Rows without a language are named by their number.
    expect(screen.getByRole('textbox', { name: 'Products (row 1)' })).toHaveValue('main');
  });

  it("deletes a row after JSON Forms' confirmation", async () => {
    const onChange = renderForm({
      lon: [
        { lang: 'en', n: 'Sunrise' },
        { lang: 'zh', n: '日出' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 中文' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ lon: [{ lang: 'en', n: 'Sunrise' }] }),
      ),
    );
  });
});

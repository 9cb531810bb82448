import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ControlElement, JsonSchema, TesterContext } from '@jsonforms/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import identifier from '../../_defs/identifier.json';
import policyNames from '../../_defs/policyNames.json';
import { policyControlTester } from '../../../kit/jsonforms/PolicyControl';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../testing/uiMessages';

/** A title's audience policies (`appliesif`) beside its products, as the catalogue holds them. */
const SCHEMA = {
  type: 'object',
  $defs: { identifier, policyNames },
  properties: {
    prd: { type: 'array', items: { type: 'string' } },
    appliesif: { $ref: '#/$defs/policyNames' },
  },
} as JsonSchemaObject;

const control = (name: string): ControlElement => ({
  type: 'Control',
  scope: `#/properties/${name}`,
  label: `fields.${name}`,
});

const POLICIES = [
  { id: 'main-policy-premium', n: 'Premium subscribers' },
  { id: 'main-policy-main-product-only', n: 'Main product only' },
];

function renderForm(data: Record<string, unknown>, listPolicies?: () => Promise<unknown>) {
  const onChange = vi.fn();
  const dataProvider = {
    ...fakeDataProvider(),
    listPolicies:
      listPolicies ?? vi.fn(() => Promise.resolve({ data: POLICIES, total: POLICIES.length })),
  } as unknown as ConsoleDataProvider;
  renderInAdmin(null, {
    path: '/apps/main/vod/movie/m1',
    dataProvider,
    i18nProvider: strictI18nProvider(...UI_ENGLISH),
    routes: {
      '/apps/:product/vod/movie/:id': (
        <ResourceJsonForm
          schema={SCHEMA}
          uischema={{ type: 'VerticalLayout', elements: [control('prd'), control('appliesif')] }}
          data={data}
          readonly={false}
          showValidation={false}
          additionalErrors={[]}
          onChange={onChange}
        />
      ),
    },
  });
  return { onChange, dataProvider };
}

describe('policyControlTester', () => {
  const context: TesterContext = { rootSchema: SCHEMA as JsonSchema, config: {} };
  it('outranks the array table for appliesif, and only there', () => {
    expect(policyControlTester(control('appliesif'), SCHEMA as JsonSchema, context)).toBe(6);
    expect(policyControlTester(control('prd'), SCHEMA as JsonSchema, context)).toBe(-1);
  });
});

describe('PolicyControl', () => {
  afterEach(cleanup);

  it("shows a title's policies by name and adds one chosen from the product's", async () => {
    const user = userEvent.setup();
    const { onChange } = renderForm({ appliesif: ['main-policy-premium'] });
    const input = await screen.findByRole('combobox', { name: 'Audience policies' });
    expect(await screen.findByText('Premium subscribers')).toBeTruthy();
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Main product only' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          appliesif: ['main-policy-premium', 'main-policy-main-product-only'],
        }),
      ),
    );
  });

  it('keeps the chosen ids, by id, when the policies cannot be read', async () => {
    renderForm({ appliesif: ['main-policy-premium'] }, () => Promise.reject(new Error('403')));
    expect(
      await screen.findByText(
        "The product's policies could not be read: the chosen ones are shown by id",
      ),
    ).toBeTruthy();
    expect(screen.getByText('main-policy-premium')).toBeTruthy();
  });
});

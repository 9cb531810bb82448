import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ControlElement, JsonSchema, TesterContext } from '@jsonforms/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import type { SeriesSuggestion } from '../../../domain/series/seriesLinks';
import identifier from '../../_defs/identifier.json';
import { seriesControlTester } from '../../../kit/jsonforms/SeriesControl';
import ResourceJsonForm from '../../../kit/jsonforms/ResourceJsonForm';
import {
  actAndRunItsTimers,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { UI_ENGLISH } from '../testing/uiMessages';

/** A season as the catalogue declares it: its type and its series (`pkg_id`). */
const SCHEMA = {
  type: 'object',
  $defs: { identifier },
  properties: {
    cty: { type: 'string', const: 'tvseason', readOnly: true },
    pkg_id: { $ref: '#/$defs/identifier' },
    pn: { $ref: '#/$defs/identifier' },
  },
} as JsonSchemaObject;

const control = (name: string): ControlElement => ({
  type: 'Control',
  scope: `#/properties/${name}`,
  label: `fields.${name}`,
});

const series = (id: string, en: string, ta: string): SeriesSuggestion => ({
  pkg_id: id,
  cty: 'tvseries',
  st: 'published',
  lon: [
    { lang: 'en', n: en },
    { lang: 'ta', n: ta },
  ],
});
const FIRST = series('main-series-1', 'Brave Voyage', 'துணிச்சல் பயணம்');
const SECOND = series('main-series-2', 'Calm Voyage', 'அமைதி பயணம்');

function renderForm(
  data: Record<string, unknown>,
  suggestSeries: (query: { query: string; cty?: string }) => Promise<unknown> = ({ query }) =>
    Promise.resolve(
      query === 'main-series-1'
        ? { data: [FIRST], total: 1 }
        : { data: [FIRST, SECOND].filter(() => /voy/i.test(query)), total: 2 },
    ),
) {
  const onChange = vi.fn();
  const suggest = vi.fn(suggestSeries);
  const dataProvider = {
    ...fakeDataProvider(),
    suggestSeries: suggest,
    getAssociations: vi.fn(() => Promise.resolve([])),
  } as unknown as ConsoleDataProvider;
  renderInAdmin(null, {
    path: '/apps/main/vod/tvseason/s1',
    dataProvider,
    i18nProvider: strictI18nProvider(...UI_ENGLISH),
    routes: {
      '/apps/:product/vod/tvseason/:id': (
        <ResourceJsonForm
          schema={SCHEMA}
          uischema={{ type: 'VerticalLayout', elements: [control('pkg_id'), control('pn')] }}
          data={data}
          readonly={false}
          showValidation={false}
          additionalErrors={[]}
          onChange={onChange}
        />
      ),
    },
  });
  return { onChange, suggest };
}

describe('seriesControlTester', () => {
  const context: TesterContext = { rootSchema: SCHEMA as JsonSchema, config: {} };
  it('takes the series field (pkg_id) and no other', () => {
    expect(seriesControlTester(control('pkg_id'), SCHEMA as JsonSchema, context)).toBe(6);
    expect(seriesControlTester(control('pn'), SCHEMA as JsonSchema, context)).toBe(-1);
  });
});

describe('SeriesControl', () => {
  afterEach(cleanup);

  it("shows the season's series by name and asks for tvseries by its id", async () => {
    const { suggest } = renderForm({ cty: 'tvseason', pkg_id: 'main-series-1' });
    const input = await screen.findByRole('combobox', { name: 'Series' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Brave Voyage'));
    expect(suggest).toHaveBeenCalledWith(
      { query: 'main-series-1', cty: 'tvseries' },
      expect.anything(),
    );
  });

  it('suggests series from the third character and stores the chosen id', async () => {
    const user = userEvent.setup();
    const { onChange, suggest } = renderForm({ cty: 'tvseason' });
    const input = await screen.findByRole('combobox', { name: 'Series' });
    // Two characters, and every timer they started run out at once: no search was asked for.
    actAndRunItsTimers(() => {
      input.focus();
      fireEvent.change(input, { target: { value: 'vo' } });
    });
    expect((input as HTMLInputElement).value).toBe('vo');
    expect(suggest).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('option')).toEqual([]);
    fireEvent.change(input, { target: { value: 'voy' } });
    await user.click(await screen.findByRole('option', { name: /Calm Voyage/ }));
    expect(suggest).toHaveBeenCalledWith({ query: 'voy', cty: 'tvseries' }, expect.anything());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pkg_id: 'main-series-2' }),
      ),
    );
  });

  it('keeps the id, shown as it is, when series cannot be searched', async () => {
    renderForm({ cty: 'tvseason', pkg_id: 'main-series-1' }, () =>
      Promise.reject(new Error('403')),
    );
    expect(
      await screen.findByText('Series could not be searched: the id is kept as it is'),
    ).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Series' });
    expect((input as HTMLInputElement).value).toBe('main-series-1');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { StorefrontMethods } from '../../../dataProvider/storefrontProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import { messages } from '../i18n/storefront';
import { CurationField } from './CurationField';
import type { CurationEntry } from './CurationField';

afterEach(cleanup);

const words = messages.console.storefront.curation;

/*
 * A rail stores the titles and collections it has chosen as ids (the demo rails have no names at
 * all): the list shows their names, asked of the storefront service in the UI language, and a
 * name kept with a pick only while the service has none.
 */
function render(entries: CurationEntry[]) {
  const chosenNames = vi.fn<StorefrontMethods['chosenNames']>((ids) =>
    Promise.resolve(
      ids
        .filter((id) => id !== 'gone')
        .map((id) => ({
          id,
          type: id.startsWith('col') ? 'collection' : 'movie',
          name: `Name of ${id}`,
        })),
    ),
  );
  const dataProvider = { ...fakeDataProvider(), chosenNames } as unknown as ConsoleDataProvider;
  renderInAdmin(<></>, {
    path: '/apps/main/rail',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    routes: {
      '/apps/:product/rail': (
        <CurationField value={entries} onChange={() => undefined} readOnly problems={[]} />
      ),
    },
  });
  return { chosenNames };
}

describe("a rail's chosen content", () => {
  it('shows the names of chosen titles and collections, not their ids', async () => {
    const { chosenNames } = render([
      {
        type: 'manual',
        data: [
          { id: 'm2', type: 'movie' },
          { id: 'gone', type: 'movie', name: 'Kept name' },
          { id: 'm1', type: 'movie' },
        ],
      },
      { type: 'collection', data: [{ id: 'col-family', type: 'collection' }] },
    ]);
    const lists = await screen.findAllByRole('list', { name: words.chosen });
    await waitFor(() =>
      expect(
        within(lists[0]!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('Name of m2'),
        expect.stringContaining('Kept name'),
        expect.stringContaining('Name of m1'),
      ]),
    );
    await waitFor(() => expect(within(lists[1]!).getByText('1. Name of col-family')).toBeTruthy());
    // One request per list, in the UI language, ids in a stable order.
    expect(chosenNames.mock.calls.map(([ids, language]) => [ids, language])).toEqual([
      [['gone', 'm1', 'm2'], 'en'],
      [['col-family'], 'en'],
    ]);
  });
});

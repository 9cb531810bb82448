import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { StorefrontMethods } from '../../../dataProvider/storefront/storefrontProvider';
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

/*
 * Spec section 5: the selection edited in the picker is temporary content — set, added, removed,
 * cleared — given to the form only when applied; closing with unapplied changes asks first (the
 * unsaved-changes warning) and changing an entry's source that would drop content asks first
 * (the content-loss warning). Live or cms-store content replaces the selection with one item.
 */
const TITLES = [
  { id: 't1', type: 'movie', name: 'Golden One' },
  { id: 't2', type: 'movie', name: 'Golden Two' },
];

function Editable({
  initial,
  onChange,
}: {
  initial: CurationEntry[];
  onChange: (entries: CurationEntry[]) => void;
}) {
  const [entries, setEntries] = useState(initial);
  return (
    <CurationField
      value={entries}
      onChange={(next) => {
        onChange(next);
        setEntries(next);
      }}
      readOnly={false}
      problems={[]}
    />
  );
}

function renderEditable(initial: CurationEntry[]) {
  const onChange = vi.fn<(entries: CurationEntry[]) => void>();
  const chosenNames = vi.fn<StorefrontMethods['chosenNames']>((ids) =>
    Promise.resolve(ids.map((id) => ({ id, type: 'movie', name: `Name of ${id}` }))),
  );
  const searchTitles = vi.fn<StorefrontMethods['searchTitles']>(() => Promise.resolve(TITLES));
  const dataProvider = {
    ...fakeDataProvider(),
    chosenNames,
    searchTitles,
  } as unknown as ConsoleDataProvider;
  renderInAdmin(<></>, {
    path: '/apps/main/rail',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    routes: { '/apps/:product/rail': <Editable initial={initial} onChange={onChange} /> },
  });
  return { onChange };
}

async function pick(label: string, name: string) {
  const picker = screen.getByRole('combobox', { name: label });
  fireEvent.change(picker, { target: { value: 'Golden' } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const shownItems = () =>
  within(screen.getByRole('list', { name: words.chosen }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe("a curation entry's temporary content", () => {
  it('adds, removes and clears in the picker, and gives the form the selection only when applied', async () => {
    const { onChange } = renderEditable([{ type: 'manual', data: [{ id: 'm1', type: 'movie' }] }]);
    await pick(words.addTitle, 'Golden One');
    await pick(words.addTitle, 'Golden Two');
    await waitFor(() => expect(shownItems()).toHaveLength(3));
    expect(screen.getByText(words.unapplied).getAttribute('role')).toBe('status');
    expect(onChange).not.toHaveBeenCalled();

    // Removed: the first; then applied.
    fireEvent.click(
      screen.getByRole('button', {
        name: messages.console.storefront.containers.remove.replace('%{name}', 'Name of m1'),
      }),
    );
    await waitFor(() => expect(shownItems()).toHaveLength(2));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(onChange).toHaveBeenLastCalledWith([
      {
        type: 'manual',
        data: [
          { id: 't1', type: 'movie', name: 'Golden One' },
          { id: 't2', type: 'movie', name: 'Golden Two' },
        ],
      },
    ]);
    expect(screen.queryByText(words.unapplied)).toBeNull();

    // Cleared, then applied: the entry holds nothing.
    fireEvent.click(screen.getByRole('button', { name: words.clear }));
    expect(screen.getByText(words.nothingChosen)).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(onChange).toHaveBeenLastCalledWith([{ type: 'manual', data: [] }]);
  });

  it('sets live content to one item: each pick replaces the selection', async () => {
    const { onChange } = renderEditable([{ type: 'live', data: [] }]);
    await pick(words.setTitle, 'Golden One');
    await waitFor(() => expect(shownItems()).toEqual([expect.stringContaining('1. ')]));
    await pick(words.setTitle, 'Golden Two');
    await waitFor(() => expect(shownItems()).toEqual([expect.stringContaining('Name of t2')]));
    fireEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(onChange).toHaveBeenLastCalledWith([
      { type: 'live', data: [{ id: 't2', type: 'movie', name: 'Golden Two' }] },
    ]);
  });

  it('asks before closing with unapplied changes (the unsaved-changes warning opens and closes)', async () => {
    const { onChange } = renderEditable([{ type: 'manual', data: [{ id: 'm1', type: 'movie' }] }]);
    await pick(words.addTitle, 'Golden One');
    await waitFor(() => expect(shownItems()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: words.close }));
    const warning = await screen.findByRole('dialog', { name: words.unsavedTitle });
    expect(warning.textContent).toContain(words.unsavedContent);
    // Kept choosing: the dialog closes, the temporary content stays.
    fireEvent.click(within(warning).getByRole('button', { name: words.unsavedKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownItems()).toHaveLength(2);
    // Closed and discarded: back to what the form holds, nothing given to it.
    fireEvent.click(screen.getByRole('button', { name: words.close }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: words.unsavedTitle })).getByRole('button', {
        name: words.unsavedConfirm,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownItems()).toEqual([expect.stringContaining('1. ')]);
    expect(screen.queryByText(words.unapplied)).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before a source change drops chosen content (the content-loss warning opens and closes)', async () => {
    const { onChange } = renderEditable([
      { type: 'manual', count: 5, data: [{ id: 'm1', type: 'movie' }] },
    ]);
    const chooseQuery = async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: words.type }));
      fireEvent.click(
        await screen.findByRole('option', { name: messages.console.storefront.sources.query }),
      );
    };
    await chooseQuery();
    const warning = await screen.findByRole('dialog', { name: words.lossTitle });
    fireEvent.click(within(warning).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(shownItems()).toHaveLength(1);

    await chooseQuery();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: words.lossTitle })).getByRole('button', {
        name: words.lossConfirm,
      }),
    );
    expect(onChange).toHaveBeenLastCalledWith([{ type: 'query', count: 5, priority: undefined }]);
    expect(await screen.findByLabelText(words.query)).toBeTruthy();
  });
});

describe("the service's curation refusals", () => {
  it('shows the single query entry and one live item refusals next to the curation', async () => {
    const problemWords = messages.console.storefront.problems;
    const dataProvider = fakeDataProvider();
    renderInAdmin(<></>, {
      path: '/apps/main/rail',
      dataProvider: {
        ...dataProvider,
        chosenNames: () => Promise.resolve([]),
      } as unknown as ConsoleDataProvider,
      i18nProvider: strictI18nProvider(messages),
      routes: {
        '/apps/:product/rail': (
          <CurationField
            value={[
              {
                type: 'live',
                data: [
                  { id: 'c1', type: 'channel' },
                  { id: 'c2', type: 'channel' },
                ],
              },
              { type: 'query', q: 'type=movie' },
            ]}
            onChange={() => undefined}
            readOnly={false}
            problems={[
              { field: '/i', key: 'console.storefront.problems.singleQuery' },
              { field: '/i/0/data', key: 'console.storefront.problems.oneItem' },
            ]}
          />
        ),
      },
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      problemWords.singleQuery,
      problemWords.oneItem,
    ]);
  });
});

/*
 * Hand-picked titles are reordered as the page's rails are: dragged by their handle, or by the
 * keyboard (Space lifts, the arrows move, Space drops), each step announced to screen readers.
 */
describe("a curation entry's titles in order", () => {
  it('moves a title by the keyboard on its handle and announces where it went', async () => {
    // jsdom lays nothing out: each row stands 40 px below the one before it.
    Element.prototype.scrollIntoView ??= () => undefined;
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const row = this.closest<HTMLElement>('[data-sort-index]');
        const top = Number(row?.dataset.sortIndex ?? 0) * 40;
        return {
          x: 0,
          y: top,
          top,
          left: 0,
          right: 300,
          bottom: top + 40,
          width: 300,
          height: 40,
          toJSON: () => ({}),
        };
      });
    try {
      const { onChange } = renderEditable([
        {
          type: 'manual',
          data: [
            { id: 'm1', type: 'movie' },
            { id: 'm2', type: 'movie' },
            { id: 'm3', type: 'movie' },
          ],
        },
      ]);
      const containers = messages.console.storefront.containers;
      const handle = await screen.findByRole('button', {
        name: containers.reorder.replace('%{name}', 'Name of m1'),
      });
      expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
      act(() => handle.focus());
      fireEvent.keyDown(handle, { code: 'Space' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // Lifted: the live region speaks of the title (dnd-kit says where it is at once).
      const live = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';
      await waitFor(() =>
        expect(live()).toBe(
          containers.over.replace('%{name}', 'Name of m1').replace('%{position}', '1'),
        ),
      );
      fireEvent.keyDown(handle, { code: 'ArrowDown' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await waitFor(() =>
        expect(live()).toBe(
          containers.over.replace('%{name}', 'Name of m1').replace('%{position}', '2'),
        ),
      );
      fireEvent.keyDown(handle, { code: 'Space' });
      await waitFor(() =>
        expect(shownItems()).toEqual([
          expect.stringContaining('Name of m2'),
          expect.stringContaining('Name of m1'),
          expect.stringContaining('Name of m3'),
        ]),
      );
      expect(live()).toBe(
        containers.dropped.replace('%{name}', 'Name of m1').replace('%{position}', '2'),
      );
      fireEvent.click(screen.getByRole('button', { name: words.apply }));
      expect(onChange).toHaveBeenLastCalledWith([
        {
          type: 'manual',
          data: [
            { id: 'm2', type: 'movie' },
            { id: 'm1', type: 'movie' },
            { id: 'm3', type: 'movie' },
          ],
        },
      ]);
    } finally {
      rect.mockRestore();
    }
  });
});

describe("a curation entry's fields", () => {
  it("cuts no label: 'How many' and 'Priority' keep their width, the row wraps instead", async () => {
    renderEditable([{ type: 'manual', data: [] }]);
    for (const name of [words.count, words.priority]) {
      const input = await screen.findByRole('spinbutton', { name });
      const field = input.closest<HTMLElement>('.MuiFormControl-root')!;
      expect(getComputedStyle(field).flexShrink).toBe('0');
      expect(getComputedStyle(field.parentElement!).flexWrap).toBe('wrap');
    }
  });
});

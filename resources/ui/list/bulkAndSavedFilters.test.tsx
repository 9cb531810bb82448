import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeListProvider, movie } from './testing/fakeListProvider';
import type { FakeListProvider } from './testing/fakeListProvider';
import { EDITOR, MOVIES, renderListPage as renderList } from './testing/renderListPage';

// The first render of a react-admin list in jsdom takes a few seconds on a small machine.
configure({ asyncUtilTimeout: 8000 });

const lastFilter = (fake: FakeListProvider): Record<string, unknown> =>
  (fake.getList.mock.calls.at(-1)?.[1].filter ?? {}) as Record<string, unknown>;

describe('list bulk changes and saved filters', () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('confirms a bulk archive, then archives the selected ids and reports the job', async () => {
    const fake = fakeListProvider(MOVIES);
    renderList(fake, EDITOR);
    await screen.findByText('The Long Night');

    // The row checkboxes follow once the user's identity (roles) has been read.
    await userEvent.click(await screen.findByRole('checkbox', { name: /select all/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive the 2 selected items?')).toBeInTheDocument();
    expect(fake.startBulkUpdate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(fake.startBulkUpdate).toHaveBeenCalledWith('movie', ['m1', 'm2'], { st: 'archived' });
    // The job is followed until it stops, then the list is reloaded and the result told.
    expect(await screen.findByText('2 items updated')).toBeInTheDocument();
    expect(fake.getBulkStatus).toHaveBeenCalledWith('job-1');
  });

  it('says what archiving does to each kind of row: published, a draft with a published version, a draft only', async () => {
    const fake = fakeListProvider([...MOVIES, movie('m3', 'Quiet Harbour', '静港', 'draft')]);
    // Morning Tide's draft stands in front of a published version; Quiet Harbour is a draft only.
    fake.provider.getVersions = async (_type: string, id: string) =>
      id === 'm2'
        ? [
            { key: 'm2-v1', st: 'published', name: 'V1 - published' },
            { key: 'm2-v2', st: 'draft', name: 'V2 - draft' },
          ]
        : [{ key: `${id}-v1`, st: id === 'm1' ? 'published' : 'draft', name: 'V1' }];
    renderList(fake, EDITOR);
    await screen.findByText('The Long Night');
    await userEvent.click(await screen.findByRole('checkbox', { name: /select all/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive the 3 selected items?')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('1 published title stops being available: The Long Night.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '1 title has a published version: Morning Tide. Its draft and its published version are archived, so it stops being available.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 draft is archived (never published): Quiet Harbour.'),
    ).toBeInTheDocument();
  });

  it('saves the current filters on the server and applies them again', async () => {
    const fake = fakeListProvider([...MOVIES, movie('m9', 'Old Reel', '旧胶片', 'archived')]);
    renderList(fake, EDITOR, { serverSavedFilters: true });
    await screen.findByText('The Long Night');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Archived' }));
    expect(await screen.findByText('Old Reel')).toBeInTheDocument();
    expect(lastFilter(fake)).toEqual({ st: 'archived' });

    await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current filters…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filters' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Archive shelf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.settings).toEqual([
        expect.objectContaining({
          t: 'filters:movie',
          n: 'Archive shelf',
          payload: { st: 'archived' },
        }),
      ]),
    );

    expect(await screen.findByText('Filters saved as "Archive shelf"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('The Long Night')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    const callsBefore = fake.getList.mock.calls.length;
    await userEvent.click(await screen.findByRole('menuitem', { name: /Archive shelf/ }));
    // The list shows the archived rows only, fetched with the saved filter. (Other list queries
    // in react-query's cache may be refetched after it, so the last call alone proves nothing.)
    expect(await screen.findByText('Old Reel')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The Long Night')).not.toBeInTheDocument());
    const filtersSince = fake.getList.mock.calls
      .slice(callsBefore)
      .map((call) => call[1].filter as Record<string, unknown>);
    expect(filtersSince).toContainEqual({ st: 'archived' });
  });
});

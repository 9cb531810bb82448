import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AdTagMethods, StoredAdTag } from '../../dataProvider/adTag/adTagProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { AdTagListPage } from './AdTagListPage';
import { messages } from './i18n/adTags';
import { AD_TAG_PATHS } from './paths';

afterEach(cleanup);

const preroll: StoredAdTag = {
  id: 't1',
  key: 'k1',
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Main pre-roll',
  ty: 'vast',
  url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]',
  pos: ['pre'],
  dev: [],
};
const tvSchedule: StoredAdTag = {
  ...preroll,
  id: 't2',
  key: 'k2',
  st: 'draft',
  n: 'TV schedule',
  ty: 'vmap',
  pos: ['pre', 'mid', 'post'],
  dev: ['tv'],
};

/** The list over `tags`, filtered as the service filters them. */
function renderList(tags: StoredAdTag[], roles = ['ad_admin'], total?: number) {
  const listAdTags = vi.fn<AdTagMethods['listAdTags']>((query) => {
    const rows = tags.filter(
      (tag) =>
        (!query.ty || tag.ty === query.ty) &&
        (!query.dev || (tag.dev ?? []).length === 0 || tag.dev?.includes(query.dev as 'tv')) &&
        (!query.q || tag.n.toLowerCase().includes(query.q.toLowerCase())),
    );
    return Promise.resolve({ data: rows, total: total ?? rows.length });
  });
  const dataProvider: ConsoleDataProvider = { ...fakeDataProvider(), listAdTags };
  renderInAdmin(null, {
    path: '/apps/main/ad/tag',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(roles),
    routes: { [AD_TAG_PATHS.list]: <AdTagListPage /> },
  });
  return listAdTags;
}

describe('Ad Tag Configurations list', () => {
  it("shows the product's tags, each linking to its page, with Add and the load policies link", async () => {
    const listAdTags = renderList([preroll, tvSchedule]);
    const table = await screen.findByRole('table', { name: 'Ad Tag Configurations' });
    const link = await within(table).findByRole('link', { name: 'Main pre-roll' });
    expect(link.getAttribute('href')).toBe('/apps/main/ad/tag/t1');
    const tvRow = within(table).getByText('TV schedule').closest('tr');
    expect(tvRow).not.toBeNull();
    expect(within(tvRow as HTMLElement).getByText('VMAP (a schedule of breaks)')).toBeTruthy();
    expect(within(tvRow as HTMLElement).getByText('Pre-roll, Mid-roll, Post-roll')).toBeTruthy();
    expect(within(table).getByText('Every device')).toBeTruthy();
    expect(listAdTags).toHaveBeenCalledWith(
      { q: '', ty: '', st: '', dev: '', pageNumber: 1 },
      expect.anything(),
    );
    expect(await screen.findByRole('link', { name: 'Add ad tag' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ad load policies' }).getAttribute('href')).toBe(
      '/apps/main/ad/load',
    );
    expect(screen.queryByText('You can view ad tags but not change them.')).toBeNull();
  });

  it('sends the name, type and device filters to the service and shows what it answers', async () => {
    const listAdTags = renderList([preroll, tvSchedule]);
    await screen.findByText('TV schedule');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tag type' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'VMAP (a schedule of breaks)' }),
    );
    await waitFor(() => expect(screen.queryByText('Main pre-roll')).toBeNull());
    expect(listAdTags).toHaveBeenLastCalledWith(
      expect.objectContaining({ ty: 'vmap', pageNumber: 1 }),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Devices' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TV' }));
    await waitFor(() =>
      expect(listAdTags).toHaveBeenLastCalledWith(
        expect.objectContaining({ ty: 'vmap', dev: 'tv' }),
        expect.anything(),
      ),
    );
    await userEvent.type(screen.getByLabelText('Search by name'), 'nothing like it');
    expect(
      await screen.findByText('No ad tag matches these filters. Clear a filter to see more.'),
    ).toBeTruthy();
    expect(listAdTags).toHaveBeenLastCalledWith(
      { q: 'nothing like it', ty: 'vmap', st: '', dev: 'tv', pageNumber: 1 },
      expect.anything(),
    );
  });

  it('pages 10 at a time', async () => {
    const listAdTags = renderList([preroll], ['ad_admin'], 23);
    expect(await screen.findByText('1 of 23 ad tags')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listAdTags).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageNumber: 2 }),
        expect.anything(),
      ),
    );
  });

  it('is read-only for a service admin, and says what to do when there is nothing yet', async () => {
    renderList([], ['service_admin']);
    expect(await screen.findByText('No ad tags yet')).toBeTruthy();
    expect(screen.getByText('Nobody has added an ad tag to this product yet.')).toBeTruthy();
    expect(screen.getByText('You can view ad tags but not change them.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add ad tag' })).toBeNull();
  });

  it('tells an ad admin with no tags how to start', async () => {
    renderList([]);
    expect(
      await screen.findByText(
        "Add an ad tag with your ad server's VAST or VMAP URL so the apps can request ads.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add ad tag' })).toHaveLength(2);
  });

  it('has no axe violations (jsdom: structure and names, not colours)', async () => {
    renderList([preroll, tvSchedule]);
    await screen.findByText('Main pre-roll');
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

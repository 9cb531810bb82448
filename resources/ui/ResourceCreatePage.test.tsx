import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceCreatePage } from './ResourceCreatePage';
import { createFakeProvider } from './edit/testing/fakeConsoleProvider';
import { asMe, renderAt } from './edit/testing/renderEditor';

function openCreate() {
  const fake = createFakeProvider({ docs: [] });
  const view = renderAt(
    '/apps/vod/movie/add',
    {
      '/apps/vod/:resourceType/add': <ResourceCreatePage area="vod" />,
      '/apps/vod/:resourceType/:contentId': <p>edit page</p>,
      '/apps/vod/:resourceType': <p>list page</p>,
    },
    fake.provider,
    asMe(['content_admin']),
  );
  return { ...fake, ...view };
}

/** The form around a field: busy until JSON Forms' first change event has arrived. */
const formOf = (field: HTMLElement) => field.closest('[aria-busy]');

/** The first name field, once the form has settled (JSON Forms' first change event is in). */
const nameField = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 20_000 });
  const field = within(table).getAllByRole('textbox')[0]!;
  await waitFor(() => expect(formOf(field)).toHaveAttribute('aria-busy', 'false'));
  return field;
};

describe('ResourceCreatePage', () => {
  afterEach(cleanup);

  it('starts from a blank draft with one empty English name and keeps Save disabled until a change', async () => {
    openCreate();
    expect(await screen.findByRole('heading', { name: 'New Movie' })).toBeInTheDocument();
    const field = await nameField();
    expect(field).toHaveValue('');
    expect(screen.getByText('English')).toBeInTheDocument();
    // Table headers come from the translated nested labels (fields.lon.lang), not the property names.
    expect(screen.getByRole('columnheader', { name: 'Language' })).toBeInTheDocument();
    // JSON Forms' first change event (on mount) has arrived, and it is no edit.
    await waitFor(() => expect(formOf(field)).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('creates the item and opens its edit page', async () => {
    const user = userEvent.setup();
    const { provider, currentPath } = openCreate();
    await user.type(await nameField(), 'Brand new');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('edit page')).toBeInTheDocument();
    expect(currentPath()).toBe('/apps/vod/movie/new-1');
    expect(provider.create).toHaveBeenCalledWith('movie', {
      data: { cty: 'movie', lon: [{ lang: 'en', n: 'Brand new' }] },
    });
    expect(await screen.findByText('Movie created sucessfully!')).toBeInTheDocument();
  });

  it('offers Save from the first keystroke, before the form reports it, and creates what was typed', async () => {
    const user = userEvent.setup();
    const { provider } = openCreate();
    const field = await nameField();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.type(field, 'B');
    // JSON Forms passes the key on 300 ms later: Save is offered already.
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(provider.create).toHaveBeenCalledWith('movie', {
        data: { cty: 'movie', lon: [{ lang: 'en', n: 'B' }] },
      }),
    );
  });

  it('warns before leaving with unsaved changes, and Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.type(await nameField(), 'Half done');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(await nameField()).toHaveValue('Half done');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('list page')).toBeInTheDocument();
  });
});

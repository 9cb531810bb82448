import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuGroups } from '../../../domain/navigation/menuGroups';
import { DECLARED_PAGE_ENTRIES } from '../../../domain/navigation/testing/declaredPageEntries';
import { NavigationProvider } from '../navigation/NavigationContext';
import { CAFE } from '../testing/cafeMenu';
import { fakeDataProvider, renderInAdmin } from '../testing/shellTestKit';
import { authAs } from '../../../kit/testing/renderInAdmin';
import { NavigationSearchSlot } from './NavigationSearchSlot';

function renderSlot() {
  renderInAdmin(
    <NavigationProvider>
      <NavigationSearchSlot />
    </NavigationProvider>,
    {
      dataProvider: {
        ...fakeDataProvider({
          getMenu: () =>
            Promise.resolve({
              items: [...buildMenuGroups({}, DECLARED_PAGE_ENTRIES), CAFE],
              settings: {},
            }),
        }),
        searchContent: () => Promise.resolve({ data: [], total: 0 }),
        getSearchFields: () => Promise.resolve({ contentTypes: [], statuses: [] }),
      },
      path: '/apps/main/dashboards/project',
      authProvider: authAs(['creator'], 'u1', { fullName: 'Ana' }),
      product: { product: 'main' },
    },
  );
}

describe('NavigationSearchSlot', () => {
  afterEach(cleanup);

  it('stands in with a plain box of the same name until used, then hands over what was typed with its suggestions open', async () => {
    renderSlot();
    const standIn = await screen.findByRole('combobox', { name: 'Search pages and content' });
    expect(standIn).toHaveAttribute('placeholder', 'Search');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    // Typed while the search's code is still on its way.
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'Caf' } });

    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    expect(within(listbox).getByRole('option', { name: 'Café Menu' })).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Search pages and content' });
    expect(search).not.toBe(standIn);
    expect(search).toHaveValue('Caf');
    expect(search).toHaveFocus();
  });

  it('loads the search when the pointer comes over the box, nothing typed: suggestions closed', async () => {
    renderSlot();
    const standIn = await screen.findByRole('combobox', { name: 'Search pages and content' });
    fireEvent.pointerEnter(standIn.parentElement as HTMLElement);
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search pages and content' })).not.toBe(standIn),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Search pages and content' })).not.toHaveFocus();
  });
});

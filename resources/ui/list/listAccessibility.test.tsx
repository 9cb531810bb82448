import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeListProvider } from './testing/fakeListProvider';
import { EDITOR, MOVIES, renderListPage } from './testing/renderListPage';

// The first render of a react-admin list in jsdom takes a few seconds on a small machine.
configure({ asyncUtilTimeout: 8000 });

describe("the list's controls", () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('each have an accessible name: every filter, and every row checkbox on its input', async () => {
    renderListPage(fakeListProvider(MOVIES), EDITOR);
    expect(await screen.findByText('The Long Night')).toBeInTheDocument();

    const filters = screen.getByRole('search');
    expect(within(filters).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Enabled' })).toBeInTheDocument();
    expect(
      within(filters).getByRole('textbox', { name: 'Licence window end' }),
    ).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'External ID' })).toBeInTheDocument();

    // The checkboxes appear with the bulk actions, once the user's permissions are known.
    const rowBoxes = await screen.findAllByRole('checkbox', { name: 'Select this row' });
    expect(rowBoxes).toHaveLength(2);
    for (const box of rowBoxes) {
      // The name sits on the input itself, not on react-admin's wrapper span (where it names
      // nothing and is not allowed).
      expect(box.tagName).toBe('INPUT');
      expect(box.closest('.select-item')).not.toHaveAttribute('aria-label');
    }
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
});

import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { preferencesSetting } from '../../../kit/preferences/preferences';
import { fakeDataProvider } from '../../../kit/testing/renderInAdmin';
import { fakeListProvider } from './testing/fakeListProvider';
import type { FakeListProvider } from './testing/fakeListProvider';
import { EDITOR, MOVIES, renderListPage } from './testing/renderListPage';

// The first render of a react-admin list in jsdom takes a few seconds on a small machine.
configure({ asyncUtilTimeout: 8000 });

const lastFilter = (fake: FakeListProvider): Record<string, unknown> =>
  (fake.getList.mock.calls.at(-1)?.[1].filter ?? {}) as Record<string, unknown>;

describe("the list's date filter", () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    preferencesSetting.reset();
  });

  it("filters on the typed day of the user's time zone, sent as _gte/_lte bounds, and clears", async () => {
    await preferencesSetting.save(fakeDataProvider(), undefined, {
      language: 'en',
      dateFormat: 'DD MMM YYYY HH:mm',
      timeZone: 'Asia/Singapore',
    });
    const fake = fakeListProvider(MOVIES);
    renderListPage(fake, EDITOR);
    expect(await screen.findByText('The Long Night')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Licence window end' });
    await userEvent.click(input);
    await userEvent.keyboard('15');
    await userEvent.keyboard('3');
    await userEvent.keyboard('2026');
    expect(input).toHaveValue('15 Mar 2026');
    // 15 March in Singapore (UTC+8) runs from 16:00 UTC on the 14th to 15:59:59.999 on the 15th.
    await waitFor(() =>
      expect(lastFilter(fake)).toMatchObject({
        lwe_gte: '2026-03-14T16:00:00.000Z',
        lwe_lte: '2026-03-15T15:59:59.999Z',
      }),
    );
    expect(lastFilter(fake)).not.toHaveProperty('lwe');

    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();

    // Clearing the input removes both bounds: no filter is left (react-admin then shows its
    // cached unfiltered page, so the 'Clear filters' button going away is what proves it).
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).not.toHaveValue('15 Mar 2026');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument(),
    );
  });
});

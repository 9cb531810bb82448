import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useGetList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { BusyBackdrop } from './BusyBackdrop';

/** Asks for a list while `on`; the data provider answers when the test says so. */
function Loader() {
  const [on, setOn] = useState(false);
  useGetList('movie', {}, { enabled: on });
  return (
    <button type="button" onClick={() => setOn(true)}>
      load
    </button>
  );
}

describe('BusyBackdrop', () => {
  it('keeps no spinner in the page while nothing loads: none animates unseen', () => {
    renderInAdmin(<BusyBackdrop />);
    // Not merely hidden: an element under visibility:hidden still runs its CSS animation, and
    // the browser redraws it sixty times a second on every page.
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('shows the spinner over the page during a load longer than 400 ms, and removes it after', async () => {
    let answer: (value: { data: unknown[]; total: number }) => void = () => undefined;
    const dataProvider = {
      getList: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    } as unknown as ConsoleDataProvider;
    renderInAdmin(
      <>
        <BusyBackdrop />
        <Loader />
      </>,
      { dataProvider },
    );
    act(() => screen.getByRole('button', { name: 'load' }).click());
    // The backdrop is aria-hidden (MUI's): the spinner is found among hidden elements, and seen.
    const spinner = await screen.findByRole('progressbar', { hidden: true, name: 'Loading' });
    await waitFor(() => expect(spinner).toBeVisible());
    act(() => answer({ data: [], total: 0 }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull());
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { GeoCreatePage, GeoEditPage } from './GeoFormPages';
import { messages } from './i18n/geo';
import { GEO_PATHS } from './paths';

afterEach(cleanup);

const override = {
  id: '10.0.0.0/8',
  ip: '10.0.0.0/8',
  family: 'v4',
  country: 'MY',
  region: 'MY-14',
  note: '',
};

describe('the IP override form', () => {
  it('has a way back to the list on the add page, like the other editors', async () => {
    renderInAdmin(<GeoCreatePage />, {
      path: GEO_PATHS.add,
      authProvider: authAs(['operations_super_admin']),
      i18nProvider: strictI18nProvider(messages),
    });
    const back = await screen.findByRole('link', { name: 'Back to IP configuration' });
    expect(back.getAttribute('href')).toBe(GEO_PATHS.list);
  });

  it('has the same way back on the edit page, also for those who only view', async () => {
    renderInAdmin(
      <Routes>
        <Route path="/apps/ip/edit/:ip" element={<GeoEditPage />} />
      </Routes>,
      {
        path: GEO_PATHS.edit(override.id),
        authProvider: authAs(['content_user']),
        i18nProvider: strictI18nProvider(messages),
        dataProvider: fakeDataProvider({
          getOne: () => Promise.resolve({ data: override }) as never,
        }),
      },
    );
    const back = await screen.findByRole('link', { name: 'Back to IP configuration' });
    expect(back.getAttribute('href')).toBe(GEO_PATHS.list);
  });

  it("asks before leaving the add form with something typed, in the console's own dialog", async () => {
    renderInAdmin(null, {
      path: GEO_PATHS.add,
      authProvider: authAs(['operations_super_admin']),
      i18nProvider: strictI18nProvider(messages),
      routes: { [GEO_PATHS.add]: <GeoCreatePage />, [GEO_PATHS.list]: <p>the list</p> },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /IP address/ }), '10.1.2.3');
    await userEvent.click(screen.getByRole('link', { name: 'Back to IP configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('the list')).toBeTruthy();
  });
});

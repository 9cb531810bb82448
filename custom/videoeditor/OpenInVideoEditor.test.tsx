import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';
import {
  authAs,
  identitySettled,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/videoEditor';
import { OpenInVideoEditor } from './OpenInVideoEditor';
import { VIDEO_EDITOR_PATH } from './paths';

const MOVIE_SCHEMA: ItemExtraProps['schema'] = {
  type: 'object',
  properties: { lon: { type: 'array' }, sg: { type: 'array' } },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderOn(roles: string[], props: Partial<ItemExtraProps> = {}) {
  const page = (
    <OpenInVideoEditor
      area="vod"
      type="movie"
      id="main-movie-7"
      schema={MOVIE_SCHEMA}
      record={{ id: 'main-movie-7' }}
      data={undefined}
      editing={false}
      canUpdate={false}
      onChange={() => undefined}
      reload={() => undefined}
      {...props}
    />
  );
  renderInAdmin(null, {
    path: '/apps/main/vod/movie/main-movie-7',
    authProvider: authAs(roles),
    i18nProvider: strictI18nProvider(messages),
    routes: {
      '/apps/:product?/vod/:resourceType/:id': page,
      [VIDEO_EDITOR_PATH]: <Where />,
    },
  });
}

describe('Open in video editor', () => {
  it("opens the video editor on the item, in the page's product, for a VOD content admin", async () => {
    renderOn(['vod_content_admin']);
    const section = await screen.findByRole('region', { name: 'Video editor' });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Open in video editor' }, { container: section }),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/apps/main/videoeditor?type=movie&id=main-movie-7',
    );
  });

  it("is offered to whoever the editor's page lets in (a viewer of the VOD datastore plays there)", async () => {
    renderOn(['vod_content_user']);
    expect(await screen.findByRole('link', { name: 'Open in video editor' })).toBeVisible();
  });

  it('is not offered without the page, on a type without video, on an unsaved item or outside VOD', async () => {
    const cases: { roles: string[]; props: Partial<ItemExtraProps> }[] = [
      { roles: ['storefront_admin'], props: {} },
      { roles: ['vod_content_admin'], props: { schema: { type: 'object', properties: {} } } },
      { roles: ['vod_content_admin'], props: { record: undefined } },
      { roles: ['vod_content_admin'], props: { area: 'assets' } },
    ];
    for (const { roles, props } of cases) {
      renderOn(roles, props);
      // The identity is read asynchronously: the link is absent once it has arrived.
      await identitySettled();
      expect(screen.queryByRole('link', { name: 'Open in video editor' })).toBeNull();
      cleanup();
    }
  });
});

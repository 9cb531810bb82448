import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetLocale } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider, ListDeclaration } from '../../dataProvider/types';
import { createStrictI18nProvider, renderInAdmin } from '../../kit/testing/renderInAdmin';
import movieList from '../movie/list.json';
import movieSchema from '../movie/schema.json';
import movieUiSchema from '../movie/uischema.json';
import matchList from '../sportliveevent/list.json';
import matchSchema from '../sportliveevent/schema.json';
import matchUiSchema from '../sportliveevent/uischema.json';
import { ResourceEditPage } from './ResourceEditPage';
import { createFakeProvider, testSchema } from './edit/testing/fakeConsoleProvider';
import { asMe } from './edit/testing/renderEditor';
import { UI_ENGLISH, uiMessagesIn } from './testing/uiMessages';

/*
 * The nested fields of spec section 3 in the generated editor, in the user's language: a sport
 * live event's game labels (a group of the Sports tab) in Tamil, and a movie's files (a table of
 * the Processing tab) in Chinese, with the stored values, and none of their English labels.
 */

const GAME_LABELS = {
  home: 'KL City',
  away: 'Penang FC',
  pregame: 'Build-up',
  postgame: 'Reaction',
  rewind: 'Replay',
};

function SwitchLanguage({ to }: { to: 'ta' | 'zh' }) {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => void setLocale(to)}>
      {to}
    </button>
  );
}

/** Opens the editor of one stored item of `type`, declared by its real files under resources/. */
function openEditor(
  type: string,
  area: 'vod' | 'live',
  declaration: { schema: object; uischema: object; list: object },
  fields: Record<string, unknown>,
  language: 'ta' | 'zh',
) {
  const doc = {
    id: 'x1',
    key: 'x1-v1',
    cty: type,
    st: 'draft',
    ut: '2026-11-01T10:00:00.000Z',
    lon: [{ lang: 'en', n: 'Nested item' }],
    ...fields,
  };
  const { provider } = createFakeProvider({ docs: [doc] });
  const list = declaration.list as ListDeclaration;
  const withDeclaration: ConsoleDataProvider = {
    ...provider,
    getResourceTypes: vi.fn(() => Promise.resolve([{ type, ...list }])),
    getSchema: vi.fn(() =>
      Promise.resolve({
        schema: { ...declaration.schema, $defs: testSchema.$defs },
        uischema: declaration.uischema,
        list,
      }),
    ),
  };
  renderInAdmin(<SwitchLanguage to={language} />, {
    path: `/apps/${area}/${type}/x1`,
    routes: { [`/apps/${area}/:resourceType/:contentId`]: <ResourceEditPage area={area} /> },
    dataProvider: withDeclaration,
    i18nProvider: createStrictI18nProvider({ english: UI_ENGLISH, otherLocales: uiMessagesIn }),
    notifications: true,
    ...asMe(['content_admin']),
  });
}

describe('the editor shows the nested fields of spec section 3 in the UI language', () => {
  afterEach(cleanup);

  it("shows a sport live event's game labels as a group of the Sports tab, in Tamil", async () => {
    const user = userEvent.setup();
    openEditor(
      'sportliveevent',
      'live',
      { schema: matchSchema, uischema: matchUiSchema, list: matchList },
      { gml: GAME_LABELS },
      'ta',
    );
    await screen.findByRole('tab', { name: 'General' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'ta' }));
    await user.click(await screen.findByRole('tab', { name: 'விளையாட்டு' }, { timeout: 20_000 }));
    const group = (await screen.findByText('போட்டி லேபிள்கள்')).closest('.MuiCard-root');
    if (!(group instanceof HTMLElement)) throw new Error('the game labels are not a group');
    const expected: [string, string][] = [
      ['சொந்த மைதானம்', 'KL City'],
      ['வெளி மைதானம்', 'Penang FC'],
      ['போட்டிக்கு முன்', 'Build-up'],
      ['போட்டிக்குப் பின்', 'Reaction'],
      ['மீண்டும் பார்', 'Replay'],
    ];
    for (const [label, value] of expected) {
      expect(within(group).getByRole('textbox', { name: label })).toHaveValue(value);
    }
    for (const english of ['Game labels', 'Home', 'Away', 'Pre-game', 'Post-game', 'Rewind']) {
      expect(within(group).queryByText(english)).not.toBeInTheDocument();
    }
  });

  it("shows a movie's files as a table of the Processing tab, in Chinese", async () => {
    const user = userEvent.setup();
    openEditor(
      'movie',
      'vod',
      { schema: movieSchema, uischema: movieUiSchema, list: movieList },
      { fls: [{ ft: 'video/mp4', fs: 1024, fn: 'night-1080p.mp4', q: 'Full HD' }] },
      'zh',
    );
    await screen.findByRole('tab', { name: 'General' }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'zh' }));
    await user.click(await screen.findByRole('tab', { name: '处理' }, { timeout: 20_000 }));
    const files = await screen.findByRole('table', { name: /^文件/ });
    for (const header of ['文件类型', '文件大小（字节）', '文件名', '画质']) {
      expect(within(files).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(files).getByDisplayValue('night-1080p.mp4')).toBeInTheDocument();
    expect(within(files).getByText('全高清')).toBeInTheDocument();
    expect(within(files).queryByText('Full HD')).not.toBeInTheDocument();
    expect(within(files).queryByText('Quality')).not.toBeInTheDocument();
  });
});

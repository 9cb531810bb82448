// @vitest-environment-options {"width":1440,"height":900,"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// happy-dom (the page projects' environment), with fetches to another origin allowed: the console in
// this file talks to a real server on another port. At 1440 px, as the e2e tests' browser (happy-dom's
// own window is 1024 px wide, where the menu is folded).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { claimsOf, startLiveConsole } from '../helpers/liveConsole';
import type { LiveConsole } from '../helpers/liveConsole';
import { loginWithPassword } from '../helpers/oidcLogin';
import { names, PODCAST_FIELDS, podcastDefinition } from '../support/podcastType';
import { setCurrentProduct } from '../../dataProvider/productStore';
import type { RuntimeConfig } from '../../dataProvider/runtimeConfig';
import { App } from '../../src/App';
import { fakeKeycloak } from '../../src/routes/testing/consoleTestKit';

/*
 * The type designer in the whole console against the REAL content service (its own data folder):
 * the administrator finds it under Settings, sees the built-in types and the empty state of the
 * designed ones, is told next to the field when the identifier is taken and when the service
 * refuses a field, saves a draft, sees the preview follow the fields, publishes after the
 * confirmation, and finds the type published in the list. An editor has neither the menu entry
 * nor the page. Each test designs its own type: none needs another's data or order.
 */

// The whole console against a live server: in `npm test` this file runs in the background track,
// at a low priority beside Playwright, where a save can wait on the machine for tens of seconds.
configure({ asyncUtilTimeout: 60_000 });

let live: LiveConsole | undefined;
let baseUrl = '';
let runtime: RuntimeConfig;

async function startConsole() {
  live = await startLiveConsole('console-types-');
  ({ baseUrl, runtime } = live);
}

beforeAll(async () => {
  await startConsole();
  // The pages' code, transformed once here: a route whose lazy page is still loading keeps the
  // previous page on screen, and a first transform on a loaded machine outlasts a test's waits.
  await Promise.all([
    import('../../custom/typeDesigner/TypeListPage'),
    import('../../custom/typeDesigner/TypeDesignerPage'),
    import('../../kit/jsonforms/ResourceJsonForm'),
  ]);
}, 240_000);
afterAll(async () => {
  await live?.stop();
});
afterEach(() => {
  cleanup();
  setCurrentProduct(undefined);
  localStorage.clear();
});

async function renderAppAs(username: string, path: string) {
  const { accessToken: token } = await loginWithPassword(baseUrl, username, username);
  const keycloak = { ...fakeKeycloak(claimsOf(token)), token };
  window.history.pushState({}, '', path);
  render(<App runtime={runtime} keycloak={keycloak} />);
}

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

function textbox(name: RegExp, inside: HTMLElement = document.body): HTMLElement {
  return within(inside).getByRole('textbox', { name });
}

const LANGUAGES = ['English', 'Chinese', 'Malay', 'Tamil'] as const;

/** A type drafted and published through the service's API, as another administrator would. */
async function publishedType(definition: TypeDefinition) {
  const { accessToken } = await loginWithPassword(baseUrl, 'admin', 'admin');
  const headers = {
    authorization: `Bearer ${accessToken}`,
    'x-product': 'main',
    'content-type': 'application/json',
  };
  const types = `${baseUrl}/api/catalog/types`;
  const created = await fetch(types, {
    method: 'POST',
    headers,
    body: JSON.stringify(definition),
  });
  expect(created.status).toBe(201);
  const published = await fetch(`${types}/${definition.id}/publish`, {
    method: 'POST',
    headers: { authorization: headers.authorization, 'x-product': 'main' },
  });
  expect(published.status).toBe(200);
}

describe('the type designer', { timeout: 240_000 }, () => {
  it('lets the administrator design, save, preview and publish a type', async ({
    onTestFailed,
  }) => {
    // It starts from no designed type: a retry gets a new service with its own data folder. The
    // hook waits for the new service (Vitest's default hook limit is 10 s, less than a start
    // takes on a busy machine): a retry or the next test started before it is up would find the
    // old one stopped.
    onTestFailed(async () => {
      await live?.stop();
      await startConsole();
    }, 240_000);
    await renderAppAs('admin', '/apps/main/dashboards/project');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(await within(menu).findByRole('button', { name: 'Settings' }));
    fireEvent.click(await within(menu).findByRole('link', { name: 'Type Designer' }));
    await waitFor(() => expect(window.location.pathname).toBe('/apps/main/settings/types'));

    // The page's code is loaded on first use (jsdom transforms it then): the first wait is long.
    const builtIn = await screen.findByRole(
      'table',
      { name: 'Built-in types' },
      { timeout: 60_000 },
    );
    expect(within(builtIn).getByRole('cell', { name: 'movie' })).toBeInTheDocument();
    expect(screen.getByText('No designed types yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'New type' }));
    const identifier = await screen.findByRole('textbox', { name: /^Identifier/ });
    type(identifier, 'movie');
    expect(await screen.findByText('A type with this identifier exists already')).toBeVisible();
    type(identifier, 'podcastepisode');
    await waitFor(() =>
      expect(screen.queryByText('A type with this identifier exists already')).toBeNull(),
    );
    for (const [index, language] of LANGUAGES.entries())
      type(
        textbox(new RegExp(`^Display name \\(${language}\\)`)),
        ['Podcast episode', '播客单集', 'Episod podcast', 'பாட்காஸ்ட் அத்தியாயம்'][index] ?? '',
      );

    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const first = screen.getByTestId('field-0');
    const second = screen.getByTestId('field-1');
    type(textbox(/^Key/, first), 'Host Name');
    for (const language of LANGUAGES)
      type(textbox(new RegExp(`^Label \\(${language}\\)`), first), `Host ${language}`);
    type(textbox(/^Key/, second), 'notes');
    for (const language of LANGUAGES)
      type(textbox(new RegExp(`^Label \\(${language}\\)`), second), `Notes ${language}`);

    // The preview draws each field as it is labelled.
    const preview = screen.getByTestId('type-preview-form');
    // (An outlined input shows its label twice: the label and the outline's gap.)
    expect(
      (await within(preview).findAllByText('Host English', {}, { timeout: 60_000 })).length,
    ).toBeGreaterThan(0);
    expect(within(preview).getAllByText('Notes English').length).toBeGreaterThan(0);

    // The service refuses the key; its rule shows under the field, nothing stored.
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await within(first).findByText(
        'Use lower-case letters, digits and underscores, starting with a letter',
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/apps/main/settings/types/add');

    type(textbox(/^Key/, screen.getByTestId('field-0')), 'host');
    // Notes first: the move is a button, reachable by keyboard.
    fireEvent.click(
      within(screen.getByTestId('field-1')).getByRole('button', { name: 'Move notes up' }),
    );
    await waitFor(() =>
      expect(textbox(/^Key/, screen.getByTestId('field-0'))).toHaveValue('notes'),
    );
    // A second tab, the notes placed on it; the list shows the host too.
    fireEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const tab = screen.getByTestId('tab-1');
    type(textbox(/^Tab key/, tab), 'more');
    for (const language of LANGUAGES)
      type(textbox(new RegExp(`^Tab name \\(${language}\\)`), tab), `More ${language}`);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tab of Notes English' }));
    fireEvent.click(await screen.findByRole('option', { name: 'More English' }));
    expect(
      await within(preview).findByRole('tab', { name: 'More English' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const columns = screen.getByRole('group', { name: 'Columns' });
    fireEvent.click(within(columns).getByRole('checkbox', { name: 'Host English' }));
    const listPreview = screen.getByRole('table', { name: 'Preview of the list' });
    expect(
      within(listPreview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Status', 'Last updated ↓', 'Host English']);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/apps/main/settings/types/podcastepisode'),
    );
    expect(await screen.findByText('Draft saved (version 1)')).toBeInTheDocument();
    await waitFor(() =>
      expect(textbox(/^Key/, screen.getByTestId('field-0'))).toHaveValue('notes'),
    );

    // The check needs the saved draft loaded (the button is disabled until then): a click on a
    // disabled button does nothing.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check existing items' })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check existing items' }));
    expect(
      await screen.findByText(/Publishing would check 0 items: 0 would fail the new definition/),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Publish podcastepisode?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Type published: its screens are live')).toBeInTheDocument();

    // The dialog's closing keeps the page hidden from the accessibility tree for a moment.
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the types' }));
    const designed = await screen.findByRole('table', { name: 'Designed types' });
    const row = within(designed).getByRole('link', { name: 'podcastepisode' }).closest('tr');
    expect(row).not.toBeNull();
    await waitFor(() => expect(row).toHaveTextContent('Published'));
    expect(row).toHaveTextContent('VOD');

    // What was published: the two tabs with the notes on the second, the host a list column.
    const { accessToken } = await loginWithPassword(baseUrl, 'admin', 'admin');
    const stored = (await (
      await fetch(`${baseUrl}/api/catalog/types/podcastepisode`, {
        headers: { authorization: `Bearer ${accessToken}`, 'x-product': 'main' },
      })
    ).json()) as {
      data: {
        published: {
          definition: {
            layout: { tabs: { key: string; groups: { fields: string[] }[] }[] };
            list: { columns: string[] };
          };
        };
      };
    };
    const published = stored.data.published.definition;
    expect(published.layout.tabs.map((t) => t.key)).toEqual(['general', 'more']);
    expect(published.layout.tabs[1]?.groups.flatMap((g) => g.fields)).toEqual(['notes']);
    expect(published.list.columns).toEqual(['lon', 'st', 'ut', 'host']);
  });

  it('adds a required field with a default that existing items get; a narrowing is refused with the count', async () => {
    // A published type with notes and a host (no length limit), and an item of it by an editor.
    const id = `podcastshow${Date.now().toString(36)}`;
    await publishedType({
      ...podcastDefinition(
        [
          { key: 'notes', names: names('Notes'), kind: 'longText' },
          { key: 'host', names: names('Host'), kind: 'text' },
        ],
        id,
      ),
      layout: {
        tabs: [
          {
            key: 'main',
            names: names('Main'),
            groups: [{ key: 'all', fields: ['lon', 'notes', 'host'] }],
          },
        ],
      },
      list: { columns: ['lon', 'st', 'ut'], filters: ['st'], sort: { field: 'ut', order: 'DESC' } },
    });
    const editor = (await loginWithPassword(baseUrl, 'editor', 'editor')).accessToken;
    const items = `${baseUrl}/api/catalog/content/urn/resource/catalog/${id}`;
    const headers = {
      authorization: `Bearer ${editor}`,
      'x-product': 'main',
      'content-type': 'application/json',
    };
    const created = await fetch(items, {
      method: 'POST',
      headers,
      body: JSON.stringify({ lon: [{ lang: 'en', n: 'Episode one' }], host: 'Ana' }),
    });
    expect(created.status).toBe(201);
    const itemId = ((await created.json()) as { data: { id: string } }).data.id;

    await renderAppAs('admin', `/apps/main/settings/types/${id}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled(), {
      timeout: 60_000,
    });
    await waitFor(() => expect(screen.getAllByTestId(/^field-\d$/)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const season = screen.getByTestId('field-2');
    type(textbox(/^Key/, season), 'season');
    for (const language of LANGUAGES)
      type(textbox(new RegExp(`^Label \\(${language}\\)`), season), `Season ${language}`);
    fireEvent.mouseDown(within(season).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Whole number' }));
    fireEvent.click(within(season).getByRole('switch', { name: 'Required' }));
    type(
      await within(season).findByRole('spinbutton', { name: 'Default for existing items' }),
      '1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved (version 2)')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check existing items' })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check existing items' }));
    expect(
      await screen.findByText(
        /Publishing would check 1 items: 0 would fail the new definition, 1 get a default/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    expect(await screen.findByText('Type published: its screens are live')).toBeInTheDocument();
    const item = (await (await fetch(`${items}/${itemId}`, { headers })).json()) as {
      data: { season?: number };
    };
    expect(item.data.season).toBe(1);

    // The host may not be longer than 2 characters: 'Ana' would fail, so publishing is refused.
    // (The dialog's closing keeps the page hidden from the accessibility tree for a moment.)
    const host = screen.getByTestId('field-1');
    await waitFor(() => expect(textbox(/^Key/, host)).toHaveValue('host'));
    type(within(host).getByRole('spinbutton', { name: 'Longest length' }), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved (version 3)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    expect(
      await screen.findByText('Not published: 1 of 1 items would fail the new definition.'),
    ).toBeInTheDocument();
  });

  it('imports a type from a file: a refused one says why, a good one opens as a draft', async () => {
    // A published type, exported as a file another environment would give.
    const source = `podcastreel${Date.now().toString(36)}`;
    await publishedType(podcastDefinition(PODCAST_FIELDS, source));
    const { accessToken } = await loginWithPassword(baseUrl, 'admin', 'admin');
    const exported = (await (
      await fetch(`${baseUrl}/api/catalog/types/${source}/export?st=published`, {
        headers: { authorization: `Bearer ${accessToken}`, 'x-product': 'main' },
      })
    ).json()) as { data: { definition: { id: string } } };
    const bundle = exported.data;
    const file = (name: string, text: string) =>
      new File([text], name, { type: 'application/json' });

    await renderAppAs('admin', '/apps/main/settings/types');
    const input = await screen.findByLabelText('Import a type', {}, { timeout: 60_000 });
    fireEvent.change(input, { target: { files: [file('notes.txt', 'not json')] } });
    expect(
      await screen.findByText('notes.txt is not a JSON file exported from a type designer.'),
    ).toBeInTheDocument();

    const badId = { ...bundle, definition: { ...bundle.definition, id: 'Podcast Clip' } };
    fireEvent.change(input, {
      target: { files: [file('bad.type.json', JSON.stringify(badId))] },
    });
    expect(await screen.findByText('Not imported; nothing was stored:')).toBeInTheDocument();
    expect(
      await screen.findByText(/Use 2 to 40 lower-case letters and digits, starting with a letter/),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/apps/main/settings/types');

    const clipId = `podcastclip${Date.now().toString(36)}`;
    const clip = { ...bundle, definition: { ...bundle.definition, id: clipId } };
    fireEvent.change(input, {
      target: { files: [file(`${clipId}.type.json`, JSON.stringify(clip))] },
    });
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/apps/main/settings/types/${clipId}`),
    );
    expect(
      await screen.findByText(`Type ${clipId} imported as a draft (version 1)`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();

    // The same type imported again with a field fewer and a new name: a second draft, and the
    // history compares the two in words.
    type Bundle = typeof clip & {
      definition: {
        names: Record<string, string>;
        fields: { key: string }[];
        layout: { tabs: { groups: { fields: string[] }[] }[] };
      };
    };
    const first = clip as Bundle;
    const withoutNotes = (keys: string[]) => keys.filter((key) => key !== 'notes');
    const second = {
      ...first,
      definition: {
        ...first.definition,
        names: { ...first.definition.names, en: 'Podcast clip' },
        fields: first.definition.fields.filter((field) => field.key !== 'notes'),
        layout: {
          tabs: first.definition.layout.tabs.map((tab) => ({
            ...tab,
            groups: tab.groups.map((group) => ({ ...group, fields: withoutNotes(group.fields) })),
          })),
        },
      },
    };
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the types' }));
    fireEvent.change(await screen.findByLabelText('Import a type'), {
      target: { files: [file(`${clipId}.type.json`, JSON.stringify(second))] },
    });
    expect(
      await screen.findByText(`Type ${clipId} imported as a draft (version 2)`),
    ).toBeInTheDocument();
    const changes = await screen.findByRole('list', { name: 'Compare two versions' });
    expect(within(changes).getByText('Display names changed')).toBeInTheDocument();
    expect(within(changes).getByText('notes: removed')).toBeInTheDocument();
  });

  it('gives an editor neither the menu entry nor the page', async () => {
    await renderAppAs('editor', '/apps/main/settings/types');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^You do not have access to/ }),
    ).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(menu).findByRole('button', { name: 'Datastore' });
    const settings = within(menu).queryByRole('button', { name: 'Settings' });
    if (settings) fireEvent.click(settings);
    expect(within(menu).queryByRole('link', { name: 'Type Designer' })).toBeNull();
  });
});

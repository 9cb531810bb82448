import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AdTagMethods, StoredAdTag } from '../../dataProvider/adTag/adTagProvider';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider, LockStatus } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { AdTagCreatePage, AdTagEditPage } from './AdTagEditorPage';
import { messages } from './i18n/adTags';
import { AD_TAG_PATHS } from './paths';

afterEach(cleanup);

const loadPolicies = [{ id: 'lp1', n: 'Movies: two mid-rolls' }];

const published: StoredAdTag = {
  id: 't1',
  key: 'k1',
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Main pre-roll',
  ty: 'vast',
  url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]',
  pos: ['pre'],
  dev: [],
  lp: '',
  to: 8000,
  desc: '',
};

const urlField = () => screen.getByRole('textbox', { name: /Ad tag URL/ });
const expandedUrl = () =>
  screen.getByRole('status', { name: 'Expanded URL for a sample request' }).textContent;

function renderCreate(createAdTag: AdTagMethods['createAdTag']) {
  const create = vi.fn(createAdTag);
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider(),
    listAdLoadPolicyOptions: () => Promise.resolve(loadPolicies),
    createAdTag: create,
  };
  renderInAdmin(null, {
    path: '/apps/main/ad/tag/add',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(['ad_admin']),
    notifications: true,
    routes: {
      [AD_TAG_PATHS.add]: <AdTagCreatePage />,
      [AD_TAG_PATHS.edit]: <p>edit page</p>,
    },
  });
  return create;
}

describe('Ad tag add page', () => {
  it('expands the URL as it is typed, names an unknown macro and refuses to create until it is fixed', async () => {
    const create = renderCreate((input) =>
      Promise.resolve({ ...input, id: 't9', key: 'k9', st: 'draft', ut: published.ut }),
    );
    // Long values are pasted and only their ends typed: each keystroke re-renders the whole
    // MUI form, and 150 of them in jsdom measure CI's load rather than the page.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /Name/ }));
    await user.paste('Kids pre-roll');
    await user.click(urlField());
    await user.paste('https://ads.example.com/vast?cb=[CACHEBUSTING');
    await user.type(urlField(), ']');
    expect(expandedUrl()).toBe('https://ads.example.com/vast?cb=48213907');
    await user.paste('&c=[COUNTRY]&x=[ADVERTISERID');
    await user.type(urlField(), ']');
    expect(expandedUrl()).toBe('https://ads.example.com/vast?cb=48213907&c=MY&x=[ADVERTISERID]');
    expect(
      screen.getByText(
        'Unknown macro [ADVERTISERID] at character 62: use one of the macros listed below.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pre-roll' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('The ad tag URL has problems: fix them before saving.'),
    ).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(urlField()).toHaveProperty(
      'value',
      'https://ads.example.com/vast?cb=[CACHEBUSTING]&c=[COUNTRY]&x=[ADVERTISERID]',
    );

    // Fixed: the macro goes, and a known one is inserted at the cursor from its chip.
    await user.clear(urlField());
    await user.paste('https://ads.example.com/vast?cb=[CACHEBUSTING]&dev');
    await user.type(urlField(), '=');
    await userEvent.click(screen.getByRole('button', { name: /Insert \[DEVICETYPE\]/ }));
    expect(urlField()).toHaveProperty(
      'value',
      'https://ads.example.com/vast?cb=[CACHEBUSTING]&dev=[DEVICETYPE]',
    );
    expect(expandedUrl()).toBe('https://ads.example.com/vast?cb=48213907&dev=tv');
    expect(screen.queryByText(/Unknown macro/)).toBeNull();
    expect(screen.getByText('The URL is valid.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        n: 'Kids pre-roll',
        ty: 'vast',
        url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]&dev=[DEVICETYPE]',
        pos: ['pre'],
        dev: [],
        lp: '',
        to: 8000,
        desc: '',
      }),
    );
    expect(await screen.findByText('Ad Tag created sucessfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('edit page')).toBeTruthy());
  });

  it('copies the expanded URL', async () => {
    renderCreate(() => Promise.reject(new Error('not called')));
    const user = userEvent.setup();
    // Pasted, not typed: what is tested is the copy, not forty keystrokes under CI's load.
    await user.click(await screen.findByRole('textbox', { name: /Ad tag URL/ }));
    await user.paste('https://ads.example.com/vast?c=[CONTENTID]');
    await user.click(screen.getByRole('button', { name: 'Copy the expanded URL' }));
    expect(await screen.findByText('Expanded URL copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('https://ads.example.com/vast?c=movie-1');
  });

  it('says an http URL must be https', async () => {
    renderCreate(() => Promise.reject(new Error('not called')));
    await userEvent.type(await screen.findByRole('textbox', { name: /Ad tag URL/ }), 'http://a.b/');
    expect(
      await screen.findByText(
        'The URL must use https, not http: players refuse insecure ad requests.',
      ),
    ).toBeTruthy();
  });

  it("shows the service's refusal under its field and keeps what was typed", async () => {
    const create = renderCreate(() =>
      Promise.reject(
        new ConsoleHttpError('/lp "lp1" is not an ad load policy of main', 400, {
          data: null,
          header: {
            code: 1,
            count: 0,
            errors: [
              {
                code: 400,
                field: '/lp',
                description: '/lp "lp1" is not an ad load policy of main',
              },
            ],
          },
        }),
      ),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Movies');
    await userEvent.click(urlField());
    await userEvent.paste('https://ads.example.com/vmap');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mid-roll' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Ad load policy' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Movies: two mid-rolls' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    // Under the field (the notification says it too).
    const field = screen
      .getByRole('combobox', { name: 'Ad load policy' })
      .closest('.MuiFormControl-root');
    expect(
      within(field as HTMLElement).getByText('/lp "lp1" is not an ad load policy of main'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', 'Movies');
    expect(urlField()).toHaveProperty('value', 'https://ads.example.com/vmap');
  });

  it('has no axe violations (jsdom: structure and names, not colours)', async () => {
    renderCreate(() => Promise.reject(new Error('not called')));
    await userEvent.type(await screen.findByRole('textbox', { name: /Ad tag URL/ }), 'ftp://[[X');
    await screen.findByText(/never closed/);
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

function renderEdit(
  roles = ['ad_admin'],
  lockStatus: LockStatus = { ls: 'open' },
  refuse?: (body: Record<string, unknown>) => Error | undefined,
  first: StoredAdTag = published,
) {
  const versions = [first];
  const updateAdTag = vi.fn<AdTagMethods['updateAdTag']>((_id, body) => {
    const refusal = refuse?.(body);
    if (refusal) return Promise.reject(refusal);
    const saved = {
      ...published,
      ...body,
      key: 'k2',
      st: body.st === 'published' ? 'published' : 'draft',
    };
    versions.push(saved);
    return Promise.resolve(saved);
  });
  const deleteAdTag = vi.fn<AdTagMethods['deleteAdTag']>(() =>
    Promise.resolve({ ...published, st: 'deleted' }),
  );
  const acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'ana' }));
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider({
      getLockStatus: () => Promise.resolve(lockStatus),
      acquireLock,
      heartbeatLock: () => Promise.resolve(),
      releaseLock: () => Promise.resolve(),
    }),
    getAdTag: () => Promise.resolve(versions),
    getAdTagVersion: (_id: string, key: string) => {
      const found = versions.find((version) => version.key === key);
      return found ? Promise.resolve(found) : Promise.reject(new Error(`no ${key}`));
    },
    getAdTagVersions: () =>
      Promise.resolve([{ key: 'k1', st: 'published', name: 'V1 - published' }]),
    listAdLoadPolicyOptions: () => Promise.resolve(loadPolicies),
    updateAdTag,
    deleteAdTag,
  };
  renderInAdmin(null, {
    path: '/apps/main/ad/tag/t1',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(roles),
    notifications: true,
    routes: {
      [AD_TAG_PATHS.edit]: <AdTagEditPage />,
      [AD_TAG_PATHS.list]: <p>list page</p>,
    },
  });
  return { updateAdTag, deleteAdTag, acquireLock };
}

describe('Ad tag edit page', () => {
  it('is read-only until Edit takes the adtag lock; Save is refused while the URL has a problem', async () => {
    const { acquireLock, updateAdTag } = renderEdit();
    const url = await screen.findByRole('textbox', { name: /Ad tag URL/ });
    expect(url).toHaveProperty('disabled', true);
    expect(expandedUrl()).toBe('https://ads.example.com/vast?cb=48213907');
    expect(screen.getByText('The ad tag is read-only. Choose Edit to change it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(acquireLock).toHaveBeenCalledWith('adtag', 't1'));
    await waitFor(() => expect(urlField()).toHaveProperty('disabled', false));

    await userEvent.type(urlField(), '&s=[[SEGMENT]');
    expect(
      screen.getByText(
        'Unknown macro [SEGMENT] at character 50: use one of the macros listed below.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The ad tag URL has problems: fix them before saving.'),
    ).toBeTruthy();
    expect(updateAdTag).not.toHaveBeenCalled();

    await userEvent.clear(urlField());
    await userEvent.paste('https://ads.example.com/vast?cb=[CACHEBUSTING]&s=[SUBSCRIPTION]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'TV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateAdTag).toHaveBeenCalledWith('t1', {
        n: 'Main pre-roll',
        ty: 'vast',
        url: 'https://ads.example.com/vast?cb=[CACHEBUSTING]&s=[SUBSCRIPTION]',
        pos: ['pre'],
        dev: ['tv'],
        lp: '',
        to: 8000,
        desc: '',
        key: 'k1',
        ut: published.ut,
      }),
    );
    expect(await screen.findByText('Ad Tag updated sucessfully!')).toBeTruthy();
  });

  it('asks before Cancel discards changes; typed back, Save is not offered and nothing is sent', async () => {
    const { updateAdTag } = renderEdit();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(name).toHaveProperty('disabled', false));
    const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save().disabled).toBe(true);
    await userEvent.type(name, 'x');
    expect(save().disabled).toBe(false);
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(save().disabled).toBe(true));
    // A space at the end is trimmed away on save: the same tag, so no change either.
    await userEvent.type(name, ' ');
    expect(save().disabled).toBe(true);
    await userEvent.type(name, '{Backspace}');

    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discard your changes?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveProperty('value', 'Main pre-roll 2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(name).toHaveProperty('disabled', true));
    expect(name).toHaveProperty('value', 'Main pre-roll');
    expect(updateAdTag).not.toHaveBeenCalled();
  });

  it("shows the service's refusal of a save under its field, keeps the typing, and clears it once the field changes", async () => {
    const { updateAdTag } = renderEdit(['ad_admin'], { ls: 'open' }, (body) =>
      body.desc === 'taken'
        ? new ConsoleHttpError('/desc is taken', 400, {
            data: null,
            header: {
              code: 1,
              count: 0,
              errors: [{ code: 400, field: '/desc', description: '/desc is taken' }],
            },
          })
        : undefined,
    );
    await screen.findByRole('textbox', { name: /Ad tag URL/ });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const desc = screen.getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(desc).toHaveProperty('disabled', false));
    await userEvent.type(desc, 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateAdTag).toHaveBeenCalledTimes(1));
    const field = desc.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('/desc is taken')).toBeTruthy();
    expect(desc).toHaveProperty('value', 'taken');
    expect(desc).toHaveProperty('disabled', false);

    await userEvent.type(desc, '!');
    await waitFor(() => expect(within(field).queryByText('/desc is taken')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ad Tag updated sucessfully!')).toBeTruthy();
    expect(updateAdTag).toHaveBeenLastCalledWith(
      't1',
      expect.objectContaining({ desc: 'taken!', key: 'k1', ut: published.ut }),
    );
  });

  it('keeps everything typed when the service refuses a stale save, still editing', async () => {
    const { updateAdTag } = renderEdit(
      ['ad_admin'],
      { ls: 'open' },
      () =>
        new ConsoleHttpError('The ad tag was changed by someone else', 409, {
          data: null,
          header: { code: 1, count: 0, errors: [{ code: 409, description: 'stale' }] },
        }),
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(name).toHaveProperty('disabled', false));
    await userEvent.type(name, ' (kids)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateAdTag).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('The ad tag was changed by someone else')).toBeTruthy();
    expect(name).toHaveProperty('value', 'Main pre-roll (kids)');
    expect(name).toHaveProperty('disabled', false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('publishes the shown draft after confirmation', async () => {
    const draft = { ...published, key: 'k3', st: 'draft' };
    const { updateAdTag } = renderEdit(['ad_admin'], { ls: 'open' }, undefined, draft);
    await screen.findByRole('textbox', { name: /Ad tag URL/ });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Publish the ad tag "Main pre-roll"?')).toBeTruthy();
    expect(updateAdTag).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(updateAdTag).toHaveBeenCalledWith('t1', {
        st: 'published',
        key: 'k3',
        ut: published.ut,
      }),
    );
    expect(await screen.findByText('Ad Tag updated sucessfully!')).toBeTruthy();
    // The answer is shown: published, so Publish is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
  });

  it('shows a service admin the tag read-only, without Edit, Publish or Delete', async () => {
    renderEdit(['service_admin']);
    const url = await screen.findByRole('textbox', { name: /Ad tag URL/ });
    expect(url).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Insert \[/ })).toBeNull();
    expect(expandedUrl()).toBe('https://ads.example.com/vast?cb=48213907');
  });

  it('says who holds the lock and keeps Edit closed', async () => {
    renderEdit(['ad_admin'], { ls: 'u2', lo_uid: 'u2', lo_name: 'Bo' });
    expect(await screen.findByText(/Bo is editing this ad tag/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { deleteAdTag } = renderEdit();
    await screen.findByRole('textbox', { name: /Ad tag URL/ });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the ad tag "Main pre-roll"?')).toBeTruthy();
    expect(deleteAdTag).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteAdTag).toHaveBeenCalledWith('t1'));
    expect(await screen.findByText('Ad Tag deleted sucessfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('list page')).toBeTruthy());
  });
});

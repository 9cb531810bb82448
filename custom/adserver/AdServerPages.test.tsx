import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type {
  AdServerMethods,
  StoredAdAttribute,
  StoredAdLoadPolicy,
} from '../../dataProvider/adServer/adServerProvider';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { AttributeCreatePage, AttributeEditPage } from './AttributeEditorPage';
import { AttributeListPage } from './AttributeListPage';
import { LoadPolicyPage } from './LoadPolicyPage';
import { messages } from './i18n/adServer';
import { AD_SERVER_PATHS } from './paths';

afterEach(cleanup);

const genre: StoredAdAttribute = {
  id: 'genre',
  n: 'Genre',
  src: 'content',
  field: 'genre',
  enabled: true,
  ct: '2026-01-01T00:00:00.000Z',
  ut: '2026-01-02T00:00:00.000Z',
  changed_by: 'seed',
};
const standard: StoredAdLoadPolicy = {
  id: 'lp-1',
  n: 'Standard',
  dropFirst: false,
  dropLast: false,
  bands: [
    { upTo: 600, midRolls: 0, breakSeconds: 15 },
    { upTo: null, midRolls: 3, breakSeconds: 60 },
  ],
  ct: '2026-01-01T00:00:00.000Z',
  ut: '2026-01-01T00:00:00.000Z',
  changed_by: 'seed',
};

/** The service refusing a write as its envelope says it: one error, on a field when given. */
function refusal(status: number, description: string, field?: string): ConsoleHttpError {
  const error = { code: status, description, ...(field === undefined ? {} : { field }) };
  return new ConsoleHttpError(description, status, {
    data: null,
    header: { code: 400000, count: 0, errors: [error] },
  });
}

function renderAt(path: string, roles = ['ad_admin']) {
  const methods: AdServerMethods = {
    listAdAttributes: vi.fn(() => Promise.resolve({ data: [genre], total: 1 })),
    getAdAttribute: vi.fn(() => Promise.resolve(genre)),
    putAdAttribute: vi.fn<AdServerMethods['putAdAttribute']>((id, body) =>
      Promise.resolve({ ...genre, ...body, id }),
    ),
    deleteAdAttribute: vi.fn(() => Promise.resolve()),
    listAdLoadPolicies: vi.fn(() => Promise.resolve([standard])),
    createAdLoadPolicy: vi.fn<AdServerMethods['createAdLoadPolicy']>((policy) =>
      Promise.resolve({ ...standard, ...policy, id: 'lp-2' }),
    ),
    deleteAdLoadPolicy: vi.fn(() => Promise.resolve()),
  };
  const dataProvider: ConsoleDataProvider = { ...fakeDataProvider(), ...methods };
  renderInAdmin(null, {
    path,
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(roles),
    notifications: true,
    routes: {
      [AD_SERVER_PATHS.list]: <AttributeListPage />,
      [AD_SERVER_PATHS.add]: <AttributeCreatePage />,
      [AD_SERVER_PATHS.edit]: <AttributeEditPage />,
      [AD_SERVER_PATHS.loadPolicies]: <LoadPolicyPage />,
    },
  });
  return methods;
}

describe('the ad server attribute pages', () => {
  it('lists the attributes with their source in words; a viewer gets no Add', async () => {
    renderAt('/apps/main/ad/attribute', ['service_admin']);
    const row = await screen.findByRole('row', { name: /genre/ });
    expect(within(row).getByText('Content · Genre')).toBeTruthy();
    expect(screen.getByText('You can view ad settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add attribute' })).toBeNull();
    // jsdom: structure and names, not colours; the page renders outside the layout's landmarks.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('keeps a fixed-value attribute without its value from the service, saying why under the field', async () => {
    const methods = renderAt('/apps/main/ad/attribute/add');
    await userEvent.type(await screen.findByRole('textbox', { name: /Key/ }), 'site');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Site');
    await userEvent.click(screen.getByRole('combobox', { name: /Source/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Fixed value' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A fixed-value attribute needs its value.')).toBeTruthy();
    expect(methods.putAdAttribute).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Fixed value/ }), 'demo');
    expect(screen.getByTestId('attribute-preview').textContent).toBe('site=demo');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(methods.putAdAttribute).toHaveBeenCalledWith(
        'site',
        { n: 'Site', src: 'static', enabled: true, value: 'demo' },
        { create: true },
      ),
    );
  });

  it('offers the fields of the chosen source, and saves on the revision it was based on', async () => {
    const methods = renderAt('/apps/main/ad/attribute/genre');
    await userEvent.click(await screen.findByRole('combobox', { name: /Source/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Viewer' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Field/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Country',
      'Region',
      'Language',
      'Subscription',
      'Age group',
      'Profile type',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Country' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(methods.putAdAttribute).toHaveBeenCalledWith(
        'genre',
        { n: 'Genre', src: 'viewer', enabled: true, field: 'country', ut: genre.ut },
        { create: false },
      ),
    );
  });

  it('asks before leaving an attribute with unsaved changes; a created one opens without asking', async () => {
    renderAt('/apps/main/ad/attribute/genre');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), ' (all)');
    await userEvent.click(screen.getByRole('link', { name: 'Back to ad server attributes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe(
      'Genre (all)',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to ad server attributes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('row', { name: /Genre/ })).toBeTruthy();
    cleanup();

    const methods = renderAt('/apps/main/ad/attribute/add');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Key/ }), 'mood');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Mood');
    await userEvent.click(screen.getByRole('combobox', { name: /Field/ }));
    await userEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(methods.putAdAttribute).toHaveBeenCalled());
    // The new attribute's page: saved, so nothing asks.
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an emptied name under its field, sending nothing', async () => {
    const methods = renderAt('/apps/main/ad/attribute/genre');
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(await screen.findByText('Fix the fields marked in red first.')).toBeTruthy();
    expect(methods.putAdAttribute).not.toHaveBeenCalled();
  });

  it('shows the service refusing a save under its field, keeps what was typed, and still asks before leaving', async () => {
    const methods = renderAt('/apps/main/ad/attribute/genre');
    vi.mocked(methods.putAdAttribute).mockRejectedValueOnce(
      refusal(400, 'The name is taken by another attribute', '/n'),
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' (all)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is taken by another attribute')).toBeTruthy();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe(
      'Genre (all)',
    );
    // Typing in the field takes its refusal away.
    await userEvent.type(name, '!');
    await waitFor(() =>
      expect(screen.queryByText('The name is taken by another attribute')).toBeNull(),
    );

    // Someone saved it meanwhile: the save says so, and leaving still asks.
    vi.mocked(methods.putAdAttribute).mockRejectedValueOnce(
      refusal(409, 'The attribute was changed by someone else'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Someone else changed this attribute since you opened it. Reload to see their change.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to ad server attributes' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
  });

  it('asks before deleting an attribute, and then goes back to the list without asking about changes', async () => {
    const methods = renderAt('/apps/main/ad/attribute/genre');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), ' (all)');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(methods.deleteAdAttribute).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(methods.deleteAdAttribute).toHaveBeenCalledWith('genre'));
    // Deleted: its changes have nothing left to be saved to.
    expect(await screen.findByRole('row', { name: /Genre/ })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });
});

describe('the ad load policy page', () => {
  it('shows the break plan of a sample title as the bands change, and creates the policy', async () => {
    const methods = renderAt('/apps/main/ad/load');
    expect(await screen.findByRole('row', { name: /Standard/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New load policy' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Short');
    const plan = () =>
      within(screen.getByTestId('break-plan'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // The form starts with up to 1800 s: 1 × 30 s, longer: 3 × 60 s; 5400 s falls in the second.
    expect(plan()).toEqual([
      'Pre-roll at 0:00, 60 s',
      'Mid-roll at 22:30, 60 s',
      'Mid-roll at 45:00, 60 s',
      'Mid-roll at 1:07:30, 60 s',
      'Post-roll at 1:30:00, 60 s',
    ]);
    const sample = screen.getByRole('spinbutton', { name: /Preview for a title/ });
    await userEvent.clear(sample);
    await userEvent.type(sample, '1200');
    expect(plan()).toEqual([
      'Pre-roll at 0:00, 30 s',
      'Mid-roll at 10:00, 30 s',
      'Post-roll at 20:00, 30 s',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(methods.createAdLoadPolicy).toHaveBeenCalledWith({
        n: 'Short',
        dropFirst: false,
        dropLast: false,
        bands: [
          { upTo: 1800, midRolls: 1, breakSeconds: 30 },
          { upTo: null, midRolls: 3, breakSeconds: 60 },
        ],
      }),
    );
  });

  it('asks before leaving a load policy being written', async () => {
    renderAt('/apps/main/ad/load');
    await userEvent.click(await screen.findByRole('button', { name: 'New load policy' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Short');
    await userEvent.click(screen.getByRole('link', { name: 'Ad Server Attributes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('row', { name: /Genre/ })).toBeTruthy();
  });

  it('says in the service’s words why it refused a policy or its deletion', async () => {
    const methods = renderAt('/apps/main/ad/load');
    vi.mocked(methods.createAdLoadPolicy).mockRejectedValueOnce(
      refusal(409, 'A load policy named Short exists already'),
    );
    vi.mocked(methods.deleteAdLoadPolicy).mockRejectedValueOnce(
      refusal(409, 'The policy is used by the tags: Preroll'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New load policy' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A load policy named Short exists already')).toBeTruthy();
    // Nothing typed is lost.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value).toBe('Short');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Standard' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The policy is used by the tags: Preroll')).toBeTruthy();
  });

  it('refuses a band that does not grow, naming it under the field, and asks before deleting', async () => {
    const methods = renderAt('/apps/main/ad/load');
    await userEvent.click(await screen.findByRole('button', { name: 'New load policy' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Add band' }));
    const second = screen.getByRole('spinbutton', { name: 'Band 2: Titles up to (seconds)' });
    await userEvent.clear(second);
    await userEvent.type(second, '900');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Must be above the previous band’s 1800 s.')).toBeTruthy();
    expect(methods.createAdLoadPolicy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Standard' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(methods.deleteAdLoadPolicy).toHaveBeenCalledWith('lp-1'));
  });
});

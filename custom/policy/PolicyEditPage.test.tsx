import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import type { PolicyMethods, StoredPolicy } from '../../dataProvider/policy/policyProvider';
import type { ConsoleDataProvider, LockStatus } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/policy';
import { POLICY_PATHS } from './paths';
import { PolicyEditPage } from './PolicyEditorPage';
import { messages as whatIfMessages } from './whatif/i18n/whatif';

afterEach(cleanup);

const adults: StoredPolicy = {
  id: 'p1',
  key: 'p1-v1',
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Adults',
  pty: 'application',
  t: 'policy',
  kind: 'custom',
  match: 'all',
  effect: true,
  rules: [{ n: 'age', aty: 'Number', op: 'greater-than', val: 17 }],
};

function renderEdit(
  options: { lock?: LockStatus; roles?: string[]; globalAttributes?: () => unknown[] } = {},
) {
  const updatePolicy = vi.fn<PolicyMethods['updatePolicy']>((_id, body) =>
    Promise.resolve({ ...adults, ...body, key: 'p1-v1', ut: '2026-01-07T10:00:00.000Z' }),
  );
  const acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'ana' }));
  // The storefront impact: the home carousel names the policy; a 20-year-old flips once the
  // threshold is raised past 20.
  const policyImpact = vi.fn<PolicyMethods['policyImpact']>((policy) => {
    const threshold = Number(policy.rules[0]?.val ?? 0);
    return Promise.resolve({
      items: 1,
      personas: 2,
      flips:
        threshold >= 20
          ? [
              {
                containerId: 'c1',
                containerName: 'Home carousel',
                personaId: 'p-young',
                personaName: 'Young adult',
                before: 'Allow',
                after: 'Deny',
              },
            ]
          : [],
    });
  });
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider({
      getLockStatus: () => Promise.resolve(options.lock ?? { ls: 'open' }),
      acquireLock,
      heartbeatLock: () => Promise.resolve(),
      releaseLock: () => Promise.resolve(),
    }),
    getPolicy: () => Promise.resolve([adults]),
    getPolicyVersions: () => Promise.resolve([{ key: 'p1-v1', st: 'draft', name: 'V1 - draft' }]),
    listPolicies: () => Promise.resolve({ data: [adults], total: 1 }),
    updatePolicy,
    listAllAttributes: (query: { scope?: string }) =>
      Promise.resolve(
        query.scope === 'global'
          ? ((options.globalAttributes?.() as never) ?? [
              { key: 'age', type: 'Number', source: 'user', scope: 'global' },
            ])
          : [],
      ),
    listApplications: () => Promise.resolve([{ id: 'web', n: 'Web' }]),
    listPersonas: () => Promise.resolve([]),
    policyImpact,
  };
  renderInAdmin(null, {
    path: '/apps/main/policy/p1',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, whatIfMessages),
    authProvider: authAs(options.roles ?? ['policy_admin']),
    notifications: true,
    routes: { [POLICY_PATHS.edit]: <PolicyEditPage /> },
  });
  return { updatePolicy, acquireLock, policyImpact };
}

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ });

describe('the policy edit page', () => {
  it('is read-only until Edit takes the policy lock', async () => {
    const { acquireLock } = renderEdit();
    expect(
      await screen.findByText('The policy is read-only. Choose Edit to change it.'),
    ).toBeTruthy();
    expect(nameField().readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(acquireLock).toHaveBeenCalledWith('policy', 'p1'));
    await waitFor(() => expect(nameField().readOnly).toBe(false));
  });

  it('says who holds the lock and keeps Edit closed; a viewer has no Edit at all', async () => {
    renderEdit({ lock: { ls: 'u2', lo_uid: 'u2', lo_name: 'Bo' } });
    expect(await screen.findByText(/Bo is editing this policy/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
    cleanup();
    renderEdit({ roles: ['content_user'] });
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('keeps a save with a problem from the service and shows it under the rule value', async () => {
    const { updatePolicy } = renderEdit();
    await screen.findByText('The policy is read-only. Choose Edit to change it.');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const value = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Rule 1: Value',
    });
    await waitFor(() => expect(value.disabled).toBe(false));
    await userEvent.clear(value);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('This value does not fit a number attribute.'),
    ).not.toHaveLength(0);
    expect(updatePolicy).not.toHaveBeenCalled();
    // Fixed, it is saved on the version it was based on.
    await userEvent.type(value, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updatePolicy).toHaveBeenCalledWith(
        'p1',
        expect.objectContaining({
          key: 'p1-v1',
          ut: adults.ut,
          rules: [{ n: 'age', aty: 'Number', op: 'greater-than', val: 20 }],
        }),
      ),
    );
    expect(await screen.findByText('Policy updated sucessfully!')).toBeTruthy();
  });

  it('says nothing of a rule just added, and offers an attribute created meanwhile', async () => {
    const age = { key: 'age', type: 'Number', source: 'user', scope: 'global' };
    let global: unknown[] = [age];
    renderEdit({ globalAttributes: () => global });
    await screen.findByText('The policy is read-only. Choose Edit to change it.');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    const attribute = await screen.findByRole('combobox', { name: 'Rule 2: Attribute' });
    // Not filled in yet: not a mistake.
    expect(screen.queryByText(/does not fit/)).toBeNull();
    // Another tab creates an attribute; back in this tab, the list offers it without a reload.
    global = [age, { key: 'tier', type: 'String', source: 'user', scope: 'global' }];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await userEvent.click(attribute);
    expect(await screen.findByRole('option', { name: 'tier' })).toBeTruthy();
  });

  it("offers attributes by their display names, the key still finding one, and names the rule's", async () => {
    renderEdit({
      globalAttributes: () => [
        { key: 'age', type: 'Number', source: 'user', scope: 'global', names: { en: 'Age' } },
        {
          key: 'maxStreams',
          type: 'Number',
          source: 'product',
          scope: 'global',
          names: { en: 'Max streams' },
        },
      ],
    });
    const first = await screen.findByRole('combobox', { name: 'Rule 1: Attribute' });
    await waitFor(() => expect(first).toHaveValue('Age'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    const second = await screen.findByRole('combobox', { name: 'Rule 2: Attribute' });
    await userEvent.clear(second);
    // The key typed finds it, the option shows the name with the key beside it.
    await userEvent.type(second, 'maxstr');
    const option = await screen.findByRole('option', { name: 'Max streams maxStreams' });
    expect(screen.queryByRole('option', { name: /^Age/ })).toBeNull();
    await userEvent.click(option);
    expect(second).toHaveValue('Max streams');
    // The what-if asks for each attribute by its name.
    expect(await screen.findByRole('spinbutton', { name: 'Max streams' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toBeTruthy();
    // The name typed finds it too.
    await userEvent.clear(second);
    await userEvent.type(second, 'max s');
    expect(await screen.findByRole('option', { name: 'Max streams maxStreams' })).toBeTruthy();
  });

  it('asks before deleting, then sends the deleted status on the shown version', async () => {
    const { updatePolicy } = renderEdit();
    await screen.findByText('The policy is read-only. Choose Edit to change it.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the policy "Adults"?')).toBeTruthy();
    expect(updatePolicy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(updatePolicy).toHaveBeenCalledWith('p1', {
        st: 'deleted',
        key: 'p1-v1',
        ut: adults.ut,
      }),
    );
    expect(await screen.findByText('Policy deleted sucessfully!')).toBeTruthy();
  });

  it('lists the containers an edit shows or hides for the saved personas, as the rules change', async () => {
    const { policyImpact } = renderEdit();
    const panel = await screen.findByRole('region', { name: 'Storefront impact' });
    expect(
      await within(panel).findByText(/keep every saved persona’s view of the 1 page or container/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const value = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Rule 1: Value',
    });
    await waitFor(() => expect(value.disabled).toBe(false));
    await userEvent.clear(value);
    await userEvent.type(value, '25');
    const row = await within(panel).findByRole('row', { name: /Home carousel/ });
    expect(within(row).getByText('Young adult')).toBeTruthy();
    expect(within(row).getByText('Now hidden')).toBeTruthy();
    expect(policyImpact).toHaveBeenLastCalledWith(
      expect.objectContaining({ rules: [expect.objectContaining({ val: 25 })] }),
      expect.anything(),
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  PolicyMethods,
  PolicyQuery,
  StoredPolicy,
} from '../../dataProvider/policy/policyProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/policy';
import { POLICY_PATHS } from './paths';
import { PolicyListPage } from './PolicyListPage';

afterEach(cleanup);

function policy(n: number): StoredPolicy {
  return {
    id: `p${n}`,
    key: `p${n}-v1`,
    st: n % 2 === 0 ? 'published' : 'draft',
    ut: '2026-01-05T10:00:00.000Z',
    n: `Policy ${n}`,
    pty: 'application',
    t: 'policy',
    kind: 'custom',
    match: 'all',
    effect: n % 3 !== 0,
    rules: [],
  };
}

/** A service holding `count` policies, answering pages of 100 as the policy service does. */
function renderList(count: number, roles = ['policy_admin']) {
  const all = Array.from({ length: count }, (_, index) => policy(index + 1));
  const listPolicies = vi.fn<PolicyMethods['listPolicies']>((query: PolicyQuery) => {
    const matching = all.filter((p) => !query.q || p.n.includes(query.q));
    const page = query.pageNumber ?? 1;
    return Promise.resolve({
      data: matching.slice((page - 1) * 100, page * 100),
      total: matching.length,
    });
  });
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider(),
    listPolicies,
    listApplications: () => Promise.resolve([]),
  };
  renderInAdmin(null, {
    path: '/apps/main/policy',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(roles),
    routes: { [POLICY_PATHS.list]: <PolicyListPage /> },
  });
  return { listPolicies };
}

describe('the policy list', () => {
  it('shows 100 a page and the next hundred on request, each name a link to the policy', async () => {
    const { listPolicies } = renderList(130);
    expect(await screen.findByText('100 of 130 policies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Policy 1' }).getAttribute('href')).toBe(
      '/apps/main/policy/p1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show the next 30' }));
    expect(await screen.findByText('130 of 130 policies')).toBeTruthy();
    expect(listPolicies).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageNumber: 2 }),
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: /Show the next/ })).toBeNull();
  });

  it('searches by name, and says so when nothing matches', async () => {
    const { listPolicies } = renderList(3);
    await screen.findByText('3 of 3 policies');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('No policy matches the search.')).toBeTruthy();
    await waitFor(() =>
      expect(listPolicies).toHaveBeenLastCalledWith(
        expect.objectContaining({ q: 'zzz' }),
        expect.anything(),
      ),
    );
  });

  it('tells an empty product what to do: Add for an editor, nothing to add for a viewer', async () => {
    renderList(0);
    expect(
      await screen.findByText('Add a policy to decide who sees containers, channels and content.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add policy' }).length).toBeGreaterThan(0);
    cleanup();
    renderList(0, ['content_user']);
    expect(await screen.findByText('Nobody has added a policy to this product yet.')).toBeTruthy();
    expect(screen.getByText('You can view policies but not change them.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add policy' })).toBeNull();
  });
});

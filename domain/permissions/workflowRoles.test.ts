import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import type { PageResource } from './pages';
import { can } from './permissionsFor';
import { WORKFLOW_ROLE_TABLES } from './workflowRoles';

type Grant = readonly [Action, PageResource];

const viewOnly = {
  allowed: [
    ['view', 'cp_datastore'],
    ['view', 'mops_encoding'],
    ['create', 'dashboard'],
    ['delete', 'dashboard'],
  ],
  refused: [
    ['update', 'cp_datastore'],
    ['add', 'mops_service'],
  ],
} as const;

/** Written from section 6, not from the tables: one allowed and one refused action at least. */
const EXPECTATIONS: Record<string, { allowed: readonly Grant[]; refused: readonly Grant[] }> = {
  firstlight_executive: viewOnly,
  customer_executive: viewOnly,
  content_user: viewOnly,
  operations_user: viewOnly,
  mops_user: viewOnly,
  default: {
    allowed: [['view', 'dashboard']],
    refused: [
      ['create', 'dashboard'],
      ['view', 'cp_datastore'],
    ],
  },
  creator: {
    allowed: [
      ['update', 'cp_live'],
      ['create', 'cp_storefront'],
      ['add', 'mops_accountspath'],
      ['view', 'mops_service'],
    ],
    refused: [
      ['delete', 'cp_live'],
      ['publish', 'cp_datastore'],
      ['archive', 'cp_datastore'],
      ['add', 'mops_assetmgmt'],
      ['enable', 'mops_service'],
    ],
  },
  approver: {
    allowed: [
      ['publish', 'cp_datastore'],
      ['enable', 'mops_deliverer'],
      ['add', 'mops_encoding'],
      ['create', 'epg'],
    ],
    refused: [
      ['delete', 'cp_datastore'],
      ['archive', 'cp_live'],
      ['disable', 'mops_deliverer'],
    ],
  },
};

describe('view-only, workflow and default roles', () => {
  it('has an expectation for every role of the table', () => {
    expect(Object.keys(EXPECTATIONS).sort()).toEqual(Object.keys(WORKFLOW_ROLE_TABLES).sort());
  });

  describe.each(Object.entries(EXPECTATIONS))('%s', (role, { allowed, refused }) => {
    it.each(allowed)('may %s on %s', (action, resource) => {
      expect(can({ roles: [role] }, action, resource)).toBe(true);
    });

    it.each(refused)('may not %s on %s', (action, resource) => {
      expect(can({ roles: [role] }, action, resource)).toBe(false);
    });

    it('views the dashboard', () => {
      expect(can({ roles: [role] }, 'view', 'dashboard')).toBe(true);
    });
  });
});

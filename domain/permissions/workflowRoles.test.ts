import { describeRoleExpectations } from './roleExpectations.testkit';
import type { RoleExpectations } from './roleExpectations.testkit';
import { WORKFLOW_ROLE_TABLES } from './workflowRoles';

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
const EXPECTATIONS: RoleExpectations = {
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

describeRoleExpectations(
  'view-only, workflow and default roles',
  EXPECTATIONS,
  WORKFLOW_ROLE_TABLES,
);

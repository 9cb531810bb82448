import { describeRoleExpectations } from './roleExpectations.testkit';
import type { RoleExpectations } from './roleExpectations.testkit';
import { ADMIN_ROLE_TABLES } from './adminRoles';

const superAdmin = {
  allowed: [
    ['shutdown', 'mops_encoding'],
    ['add', 'mops_service'],
    ['forceUnlock', 'cp_storefront'],
    ['delete', 'cp_appconfig'],
  ],
  refused: [['shutdown', 'cp_datastore']],
} as const;

const salesOrContentAdmin = {
  allowed: [
    ['publish', 'cp_storefront'],
    ['archive', 'epg'],
    ['delete', 'cp_notification'],
    ['view', 'mops_service'],
  ],
  refused: [
    ['update', 'mops_service'],
    ['view', 'cp_appconfig'],
    ['view', 'cp_ipconfig'],
    ['view', 'cp_adconfig'],
  ],
} as const;

/** Written from section 6, not from the tables: one allowed and one refused action at least. */
const EXPECTATIONS: RoleExpectations = {
  sales_super_admin: superAdmin,
  operations_super_admin: superAdmin,
  service_admin: {
    allowed: [
      ['shutdown', 'mops_service'],
      ['publish', 'cp_datastore'],
      ['view', 'cp_appconfig'],
      ['view', 'cp_notification'],
    ],
    refused: [
      ['update', 'cp_appconfig'],
      ['delete', 'cp_adconfig'],
      ['publish', 'cp_policymgmt'],
      ['create', 'cp_notification'],
    ],
  },
  operations_admin: {
    allowed: [
      ['update', 'mops_service'],
      ['shutdown', 'mops_deliverer'],
      ['delete', 'cp_live'],
    ],
    refused: [
      ['add', 'mops_service'],
      ['shutdown', 'mops_service'],
    ],
  },
  mops_super_admin: {
    allowed: [
      ['publish', 'cp_appconfig'],
      ['forceUnlock', 'cp_vll'],
      ['view', 'mops_service'],
    ],
    refused: [
      ['update', 'mops_service'],
      ['view', 'mops_deliverer'],
    ],
  },
  mops_admin: {
    allowed: [
      ['delete', 'cp_datastore'],
      ['add', 'mops_encoding'],
      ['update', 'mops_assetmgmt'],
    ],
    refused: [
      ['view', 'cp_appconfig'],
      ['view', 'cp_ipconfig'],
      ['view', 'cp_adconfig'],
      ['enable', 'mops_service'],
      ['shutdown', 'mops_deliverer'],
    ],
  },
  sales_user: salesOrContentAdmin,
  content_admin: salesOrContentAdmin,
};

describeRoleExpectations('administrative roles', EXPECTATIONS, ADMIN_ROLE_TABLES);

import { describeRoleExpectations } from './roleExpectations.testkit';
import type { RoleExpectations } from './roleExpectations.testkit';
import { SPECIALISED_ROLE_TABLES } from './specialisedRoles';

/** Written from section 6, not from the tables: one allowed and one refused action at least. */
const EXPECTATIONS: RoleExpectations = {
  vod_content_user: {
    allowed: [['view', 'cp_datastore']],
    refused: [
      ['update', 'cp_datastore'],
      ['view', 'cp_live'],
    ],
  },
  vod_content_admin: {
    allowed: [
      ['delete', 'cp_datastore'],
      ['forceUnlock', 'cp_datastore'],
    ],
    refused: [['view', 'cp_live']],
  },
  live_content_user: {
    allowed: [['view', 'cp_live']],
    refused: [['update', 'cp_live']],
  },
  live_content_admin: {
    allowed: [['publish', 'cp_live']],
    refused: [['view', 'cp_datastore']],
  },
  l2v_admin: {
    allowed: [['delete', 'epg']],
    refused: [['view', 'cp_live']],
  },
  vll_admin: {
    allowed: [
      ['delete', 'cp_vll'],
      ['publish', 'cp_live'],
      ['update', 'cp_datastore'],
      ['publish', 'cp_datastore'],
    ],
    refused: [
      ['delete', 'cp_datastore'],
      ['create', 'cp_datastore'],
    ],
  },
  storefront_user: {
    allowed: [['view', 'cp_storefront']],
    refused: [['update', 'cp_storefront']],
  },
  storefront_admin: {
    allowed: [['publish', 'cp_storefront']],
    refused: [['view', 'cp_datastore']],
  },
  ad_admin: {
    allowed: [['delete', 'cp_adconfig']],
    refused: [['view', 'cp_appconfig']],
  },
  appconfig_admin: {
    allowed: [['update', 'cp_appconfig']],
    refused: [['view', 'cp_adconfig']],
  },
  policy_admin: {
    allowed: [['create', 'cp_policymgmt']],
    refused: [['view', 'cp_storefront']],
  },
  ipconfig_admin: {
    allowed: [['delete', 'cp_ipconfig']],
    refused: [['view', 'cp_appconfig']],
  },
  asset_user: {
    allowed: [['view', 'cp_cmsstore']],
    refused: [['create', 'cp_cmsstore']],
  },
  asset_admin: {
    allowed: [['archive', 'cp_cmsstore']],
    refused: [['view', 'cp_datastore']],
  },
  syndication_user: {
    allowed: [['view', 'cp_syndication']],
    refused: [['update', 'cp_syndication']],
  },
  syndication_admin: {
    allowed: [['delete', 'cp_syndication']],
    refused: [['view', 'cp_live']],
  },
  datastore_super_editor: {
    allowed: [
      ['forceUnlock', 'cp_live'],
      ['forceUnlock', 'cp_syndication'],
      ['forceUnlock', 'cp_cmsstore'],
      ['forceUnlock', 'cp_datastore'],
    ],
    refused: [
      ['update', 'cp_datastore'],
      ['forceUnlock', 'cp_storefront'],
    ],
  },
  storefront_super_editor: {
    allowed: [['forceUnlock', 'cp_storefront']],
    refused: [
      ['update', 'cp_storefront'],
      ['forceUnlock', 'cp_datastore'],
    ],
  },
};

describeRoleExpectations('specialised roles', EXPECTATIONS, SPECIALISED_ROLE_TABLES);

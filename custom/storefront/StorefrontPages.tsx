import type { StorefrontTab } from '../../dataProvider/storefront/storefrontProvider';
import { ContainerFields, CollectionFields } from './ContainerFields';
import { PreviewPanel } from './PreviewPanel';
import { StoreCreatePage, StoreEditPage } from './StoreItemPage';
import { StorefrontFields } from './StorefrontFields';
import { StoreListPage } from './StoreListPage';

/*
 * The storefront area's pages (issue 12), each the shared list or item page with its type's
 * fields: pages (with the viewer preview beside the editor), collections and containers.
 */

export const StorefrontListPage = () => <StoreListPage type="storefront" />;
export const CollectionListPage = () => <StoreListPage type="collection" />;
export const ContainerListPage = () => <StoreListPage type="container" />;

export const StorefrontCreatePage = () => (
  <StoreCreatePage type="storefront" fields={(props) => <StorefrontFields {...props} />} />
);
export const StorefrontEditPage = () => (
  <StoreEditPage
    type="storefront"
    fields={(props) => <StorefrontFields {...props} />}
    aside={({ item, form, editing }) => (
      <PreviewPanel
        item={item}
        hasDraft={item.st === 'draft'}
        edit={editing && Array.isArray(form.t) ? (form.t as StorefrontTab[]) : undefined}
      />
    )}
  />
);

export const CollectionCreatePage = () => (
  <StoreCreatePage type="collection" fields={(props) => <CollectionFields {...props} />} />
);
export const CollectionEditPage = () => (
  <StoreEditPage type="collection" fields={(props) => <CollectionFields {...props} />} />
);

export const ContainerCreatePage = () => (
  <StoreCreatePage type="container" fields={(props) => <ContainerFields {...props} />} />
);
export const ContainerEditPage = () => (
  <StoreEditPage type="container" fields={(props) => <ContainerFields {...props} />} />
);

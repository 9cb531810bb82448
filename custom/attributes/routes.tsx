import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { ATTRIBUTE_PATHS } from './paths';
import { PAGE_PERMISSIONS } from '../../domain/navigation/pagePermissions';

const ProductAttributesPage = lazy(() =>
  import('./AttributePages').then((m) => ({ default: m.ProductAttributesPage })),
);
const GlobalAttributesPage = lazy(() =>
  import('./AttributePages').then((m) => ({ default: m.GlobalAttributesPage })),
);
const SourceAttributesPage = lazy(() =>
  import('./AttributePages').then((m) => ({ default: m.SourceAttributesPage })),
);

/**
 * The attribute pages' routes (spec section 2), on the cp_policymgmt page: the product's
 * attributes (with the optional '/apps/:product?/' prefix, as the catalogue routes), the global
 * ones, and those of one source. '/apps/attributes/product' is the product page (react-router
 * ranks its static segment above ':attributeType').
 */
export const attributeRoutes: readonly CustomPageRoute[] = [
  {
    path: ATTRIBUTE_PATHS.product,
    resource: PAGE_PERMISSIONS.policy,
    element: <ProductAttributesPage />,
  },
  {
    path: ATTRIBUTE_PATHS.global,
    resource: PAGE_PERMISSIONS.policy,
    element: <GlobalAttributesPage />,
  },
  {
    path: ATTRIBUTE_PATHS.bySource,
    resource: PAGE_PERMISSIONS.policy,
    element: <SourceAttributesPage />,
  },
];

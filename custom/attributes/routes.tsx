import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { ATTRIBUTE_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/attributes/page.json');

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
    ...ACCESS,
    element: <ProductAttributesPage />,
  },
  {
    path: ATTRIBUTE_PATHS.global,
    ...ACCESS,
    element: <GlobalAttributesPage />,
  },
  {
    path: ATTRIBUTE_PATHS.bySource,
    ...ACCESS,
    element: <SourceAttributesPage />,
  },
];

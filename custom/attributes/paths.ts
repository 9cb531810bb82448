import type { AttributeSource } from '../../domain/rules';

/**
 * The attribute pages' paths (spec section 2): the current product's attributes (optional
 * product prefix), the global attributes, and the attributes of one source.
 */
export const ATTRIBUTE_PATHS = {
  product: '/apps/:product?/attributes/product',
  global: '/apps/globalAttributes',
  bySource: '/apps/attributes/:attributeType',
  productOf: (product?: string) =>
    product === undefined
      ? '/apps/attributes/product'
      : `/apps/${encodeURIComponent(product)}/attributes/product`,
  source: (source: AttributeSource) => `/apps/attributes/${source}`,
} as const;

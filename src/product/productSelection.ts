import { isProductAdmin } from '../../domain/permissions/productAdmin';
import { pathSegments } from '../../domain/navigation/routePath';

/** localStorage key of the selected product (spec section 1: 'The selection is saved in local storage'). */
export const SELECTED_PRODUCT_KEY = 'selectedProduct';

/**
 * The products a user can work in: the token's product claim without duplicates and without its
 * admin-like values (those mark who may create products, they are not products).
 */
export function selectableProducts(claim: readonly string[] | undefined): string[] {
  return [
    ...new Set((claim ?? []).filter((value) => value.trim() !== '' && !isProductAdmin([value]))),
  ];
}

/** The product a console path names after '/apps/' ('/apps/kids/vod/movie' → 'kids'), if the user has it. */
export function productFromPath(pathname: string, products: readonly string[]): string | undefined {
  const segments = pathSegments(pathname);
  const candidate = segments[0] === 'apps' ? segments[1] : undefined;
  if (candidate === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch (_error) {
    return undefined;
  }
  return products.includes(decoded) ? decoded : undefined;
}

/** The same path with its product segment replaced, or undefined when the path names no product. */
export function pathWithProduct(pathname: string, from: string, to: string): string | undefined {
  const prefix = `/apps/${encodeURIComponent(from)}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  return `/apps/${encodeURIComponent(to)}${pathname.slice(prefix.length)}`;
}

/**
 * The product to work in: the one the URL names, else the current one, else the saved one,
 * else the first of the claim; only ever one the user has. Undefined when they have none.
 */
export function resolveProduct(input: {
  products: readonly string[];
  fromPath: string | undefined;
  current: string | undefined;
  stored: string | undefined;
}): string | undefined {
  const { products } = input;
  for (const candidate of [input.fromPath, input.current, input.stored]) {
    if (candidate !== undefined && products.includes(candidate)) return candidate;
  }
  return products[0];
}

/** The saved product, if storage can be read. */
export function readStoredProduct(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(SELECTED_PRODUCT_KEY) ?? undefined;
  } catch (_error) {
    return undefined;
  }
}

/** Saves the selected product; a storage failure only loses the memory of the choice. */
export function storeProduct(product: string): void {
  try {
    globalThis.localStorage?.setItem(SELECTED_PRODUCT_KEY, product);
  } catch (_error) {
    // Private mode or a full storage: the next visit starts with the first product.
  }
}

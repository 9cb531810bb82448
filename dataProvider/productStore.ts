/**
 * The product the console works in, held outside React so the data provider can send it as
 * `X-Product` on every call. `src/product/` decides which product it is (and persists the
 * choice); this module only holds it and tells subscribers when it changes.
 */

type ProductListener = (product: string | undefined) => void;

let currentProduct: string | undefined;
const listeners = new Set<ProductListener>();

/** The selected product, or undefined before one is chosen (and after logout). */
export function getCurrentProduct(): string | undefined {
  return currentProduct;
}

/** Selects a product (undefined clears the selection); subscribers hear of real changes only. */
export function setCurrentProduct(product: string | undefined): void {
  const next = product === '' ? undefined : product;
  if (next === currentProduct) return;
  currentProduct = next;
  for (const listener of [...listeners]) listener(next);
}

/** Clears the selection (logout). */
export function clearCurrentProduct(): void {
  setCurrentProduct(undefined);
}

/** Calls `listener` on every change of product; returns the unsubscribe function. */
export function subscribeProduct(listener: ProductListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

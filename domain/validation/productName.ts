/** The English message when a new product has no name; the console translates it. */
export const PRODUCT_NAME_REQUIRED_MESSAGE = 'Product Name is required';

/** The outcome of {@link validateProductName}: the name to send, or why there is none. */
export type ProductNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * Checks the 'Product Name' of the 'New Product' dialog: a name is needed, and there is
 * no length bound (spec section 5). Surrounding spaces are trimmed, so a name of spaces
 * only counts as no name; the trimmed name is what the product is created with.
 */
export function validateProductName(name: string | null | undefined): ProductNameCheck {
  const trimmed = (name ?? '').trim();
  return trimmed === ''
    ? { ok: false, message: PRODUCT_NAME_REQUIRED_MESSAGE }
    : { ok: true, name: trimmed };
}

/**
 * Whether the token's product claim lets the user create products (section
 * 2's 'Create new product'). The spec only says "an admin-like value"; read
 * here as a claim entry containing the word `admin`, ignoring case, where
 * words are separated by anything but letters and digits: `admin`, `Admin`,
 * `product_admin` and `ADMIN-eu` qualify, `badminton` and `superadmin` do
 * not, so a product that merely contains the letters cannot grant it.
 */
export function isProductAdmin(productClaim: readonly string[] | undefined): boolean {
  return (productClaim ?? []).some((value) =>
    value
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .includes('admin'),
  );
}

import { pathSegments } from '../../domain/navigation/routePath';

/*
 * Routes that spec section 2 declares without the optional product segment: adding the
 * product there would name a route that does not exist.
 */
const PRODUCTLESS_SECTIONS = new Set(['ip', 'notification', 'globalattributes']);

/**
 * A console url with the selected product after '/apps/' (spec section 2:
 * '/apps/:product?/...'), so menu entries keep the product the user works in. Urls
 * outside '/apps/', urls of product-less routes, and any url when no product is selected
 * are returned unchanged; a url that already names the product is not prefixed twice.
 */
export function withProduct(url: string, product: string | undefined): string {
  const segments = pathSegments(url);
  if (product === undefined || product === '' || segments[0] !== 'apps') return url;
  const next = segments[1];
  if (next === undefined || next === product) return url;
  if (PRODUCTLESS_SECTIONS.has(next.toLowerCase())) return url;
  return url.replace(/^\/apps\//, `/apps/${encodeURIComponent(product)}/`);
}

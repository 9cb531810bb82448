import { useParams } from 'react-admin';
import { useProduct } from './useProduct';

/**
 * The product the current screen works in: the route's `:product` segment when the URL
 * names one, else the product selected in the toolbar; undefined when neither is known.
 */
export function useCurrentProduct(): string | undefined {
  const { product: routeProduct } = useParams<{ product?: string }>();
  const { product } = useProduct();
  return routeProduct ?? product;
}

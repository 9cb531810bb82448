import { useContext, useSyncExternalStore } from 'react';
import {
  getCurrentProduct,
  setCurrentProduct,
  subscribeProduct,
} from '../../dataProvider/productStore';
import type { ProductState } from './ProductContext';
import { ProductContext } from './ProductContext';

/**
 * The product the console works in (sent as `X-Product`), the products the token allows (admin-
 * like claim values left out), and `setProduct` to switch (saved in localStorage 'selectedProduct'
 * and reflected in an '/apps/:product/...' URL). Inside `ProductProvider` the product is always
 * set; outside it (isolated tests) this reads the product store and lists no products.
 */
export function useProduct(): ProductState {
  const state = useContext(ProductContext);
  const stored = useSyncExternalStore(subscribeProduct, getCurrentProduct, getCurrentProduct);
  return state ?? { product: stored, products: [], setProduct: setCurrentProduct };
}

import { createContext } from 'react';

/** What `useProduct()` gives: the selected product, the user's products, and how to switch. */
export interface ProductState {
  product: string | undefined;
  products: string[];
  setProduct: (product: string) => void;
}

/** Provided by `ProductProvider`; undefined outside it. */
export const ProductContext = createContext<ProductState | undefined>(undefined);

import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useRefresh, useTranslate } from 'react-admin';
import { useIdentity } from '../../authProvider/useIdentity';
import {
  getCurrentProduct,
  setCurrentProduct,
  subscribeProduct,
} from '../../dataProvider/productStore';
import { Splash } from '../../kit/feedback/Splash';
import { NotEntitledScreen } from './NotEntitledScreen';
import type { ProductState } from '../../kit/product/ProductContext';
import { ProductContext } from '../../kit/product/ProductContext';
import {
  pathWithProduct,
  productFromPath,
  readStoredProduct,
  resolveProduct,
  selectableProducts,
  storeProduct,
} from './productSelection';

/**
 * Chooses the product the console works in and gates the shell on it (spec sections 1 and 2):
 * a splash until the identity is known and the product chosen, '{name} is not entitled to any
 * products' when the token lists none, otherwise the children with `useProduct()` available.
 * The product comes from an '/apps/:product/...' URL when the user has it, else stays as chosen,
 * else is restored from localStorage 'selectedProduct', else is the claim's first. Switching
 * refetches every query, since everything the console shows belongs to one product.
 */
export function ProductProvider({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const current = useSyncExternalStore(subscribeProduct, getCurrentProduct, getCurrentProduct);
  const claim = identity?.products;
  const products = useMemo(() => selectableProducts(claim), [claim]);
  const resolved =
    identity === undefined
      ? undefined
      : resolveProduct({
          products,
          fromPath: productFromPath(pathname, products),
          current,
          stored: readStoredProduct(),
        });

  useEffect(() => {
    if (resolved === undefined || resolved === current) return;
    setCurrentProduct(resolved);
    storeProduct(resolved);
  }, [resolved, current]);

  const previous = useRef(current);
  useEffect(() => {
    if (previous.current !== undefined && current !== undefined && previous.current !== current)
      refresh();
    previous.current = current;
  }, [current, refresh]);

  const setProduct = useCallback(
    (next: string) => {
      if (!products.includes(next) || next === current) return;
      const path = current === undefined ? undefined : pathWithProduct(pathname, current, next);
      // A URL that names the product decides it: change the URL and let the selection follow.
      if (path !== undefined) {
        void navigate(`${path}${search}`);
        return;
      }
      setCurrentProduct(next);
      storeProduct(next);
    },
    [products, current, pathname, search, navigate],
  );

  const value = useMemo<ProductState>(
    () => ({ product: current, products, setProduct }),
    [current, products, setProduct],
  );

  if (identity === undefined) return <Splash message={translate('console.product.loading')} />;
  if (products.length === 0) return <NotEntitledScreen name={identity.username} />;
  if (resolved === undefined || current !== resolved)
    return <Splash message={translate('console.product.loading')} />;
  return <ProductContext.Provider value={value}>{children}</ProductContext.Provider>;
}

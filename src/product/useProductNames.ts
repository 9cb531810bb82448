import { useMemo } from 'react';
import { useProviderCall } from '../layout/useProviderCall';

/**
 * Display names of the user's products by id, from the policy service; empty until they load or
 * when they cannot (the widget then shows ids: names are a nicety). `version` reloads them
 * (after a creation).
 */
export function useProductNames(version = 0): ReadonlyMap<string, string> {
  const { data } = useProviderCall(`product-names:${version}`, (dataProvider) =>
    dataProvider.listProducts(),
  );
  return useMemo(() => new Map((data ?? []).map((product) => [product.id, product.n])), [data]);
}

import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';

/**
 * Display names of the user's products by id, from the policy service; empty until they load or
 * when they cannot (the widget then shows ids). `version` reloads them (after a creation).
 */
export function useProductNames(version = 0): ReadonlyMap<string, string> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let active = true;
    dataProvider
      .listProducts()
      .then((products) => {
        if (active) setNames(new Map(products.map((product) => [product.id, product.n])));
      })
      .catch(() => {
        // Names are a nicety: the ids still identify the products.
      });
    return () => {
      active = false;
    };
  }, [dataProvider, version]);
  return names;
}

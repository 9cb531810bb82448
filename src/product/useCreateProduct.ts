import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, Product } from '../../dataProvider/types';

/**
 * Creates a product (POST on the policy service) and tracks whether the call is under way.
 * Rejects with the provider's `ConsoleHttpError` (the server's message, else 'Create operation
 * failed!'); the caller notifies.
 */
export function useCreateProduct(): {
  createProduct: (name: string) => Promise<Product>;
  isPending: boolean;
} {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [isPending, setPending] = useState(false);
  const createProduct = useCallback(
    async (name: string) => {
      setPending(true);
      try {
        return await dataProvider.createProduct(name);
      } finally {
        setPending(false);
      }
    },
    [dataProvider],
  );
  return { createProduct, isPending };
}

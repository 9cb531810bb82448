import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, Product } from '../../dataProvider/types';

/**
 * Creates a product (POST on the policy service) as a TanStack mutation and tells whether the
 * call is under way. Rejects with the provider's `ConsoleHttpError` (the server's message, else
 * 'Create operation failed!'); the caller notifies.
 */
export function useCreateProduct(): {
  createProduct: (name: string) => Promise<Product>;
  isPending: boolean;
} {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const mutation = useMutation({ mutationFn: (name: string) => dataProvider.createProduct(name) });
  return { createProduct: mutation.mutateAsync, isPending: mutation.isPending };
}

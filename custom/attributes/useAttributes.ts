import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { attributeServiceOf } from '../../dataProvider/attribute/attributeProvider';
import type {
  AttributeInput,
  AttributeQuery,
  AttributeScope,
  PolicyAttribute,
} from '../../dataProvider/attribute/attributeProvider';

/** The react-query key prefix of every attribute list, so a change refreshes them all. */
const ATTRIBUTES_KEY = 'policy.attributes';

/**
 * Every attribute of the given queries (each fetched 100 at a time until `header.count` is
 * reached), one list; `enabled` false waits (e.g. for a product).
 */
export function useAttributeList(queries: readonly AttributeQuery[], enabled = true) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [ATTRIBUTES_KEY, 'list', queries],
    enabled,
    queryFn: async ({ signal }) => {
      const service = attributeServiceOf(dataProvider);
      const lists = await Promise.all(
        queries.map((query) => service.listAllAttributes(query, signal)),
      );
      return lists.flat();
    },
  });
}

/** The applications with their attribute counts (`GET /policy/apps`). */
export function useAppSummaries() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [ATTRIBUTES_KEY, 'apps'],
    queryFn: ({ signal }) => attributeServiceOf(dataProvider).listAppSummaries(signal),
  });
}

/** One application's attributes (`GET /policy/app_attrs`, 100 at a time until complete). */
export function useAppAttributes(app: string | undefined) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [ATTRIBUTES_KEY, 'app', app],
    enabled: app !== undefined,
    queryFn: ({ signal }) => attributeServiceOf(dataProvider).listAppAttributes(app ?? '', signal),
  });
}

/**
 * Create, update and delete of attributes in a product (undefined: the current one); each
 * refreshes every attribute list when it succeeds and rejects with the provider's
 * `ConsoleHttpError` (400 with field errors, 409 for a duplicate key or an attribute in use).
 */
export function useAttributeMutations(product: string | undefined) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ATTRIBUTES_KEY] });
  const create = useMutation({
    mutationFn: (input: AttributeInput) =>
      attributeServiceOf(dataProvider).createAttribute(input, product),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ key, input }: { key: string; input: AttributeInput }) =>
      attributeServiceOf(dataProvider).updateAttribute(key, input, product),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ key, scope }: { key: string; scope: AttributeScope }) =>
      attributeServiceOf(dataProvider).deleteAttribute(key, scope, product),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

export type { PolicyAttribute };

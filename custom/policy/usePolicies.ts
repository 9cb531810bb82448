import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLICY_RESOURCE } from '../../dataProvider/policy/policyResource';
import { useDataProvider } from 'react-admin';
import { attributeServiceOf } from '../../dataProvider/attribute/attributeProvider';
import { POLICY_PAGE_SIZE, policyServiceOf } from '../../dataProvider/policy/policyProvider';
import type { PolicyInput, StoredPolicy } from '../../dataProvider/policy/policyProvider';
import type { KnownAttribute } from '../../domain/policy/types';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';

/** The react-query key prefix of every policy read, so a write refreshes them all. */
// The policy resource's name: a write refreshes the edit page's reads and these.
const POLICIES_KEY = POLICY_RESOURCE;

/**
 * The product's policies (current versions, newest change first), 100 a page as the spec says;
 * `fetchNextPage` reads the next hundred.
 */
export function usePolicyList(query: { q: string; st: string }) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useInfiniteQuery({
    queryKey: [POLICIES_KEY, 'list', product, query],
    enabled: product !== undefined,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      policyServiceOf(dataProvider).listPolicies(
        { q: query.q, st: query.st || undefined, pageNumber: pageParam },
        signal,
      ),
    getNextPageParam: (last, pages) =>
      pages.length * POLICY_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
}

/** Every policy of the product (all pages), for the what-if panel and the check. */
export function useAllPolicies() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [POLICIES_KEY, 'all', product],
    enabled: product !== undefined,
    queryFn: async ({ signal }) => {
      const service = policyServiceOf(dataProvider);
      const all: StoredPolicy[] = [];
      for (let pageNumber = 1; ; pageNumber += 1) {
        const page = await service.listPolicies({ pageNumber }, signal);
        all.push(...page.data);
        if (page.data.length < POLICY_PAGE_SIZE || all.length >= page.total) return all;
      }
    },
  });
}

/** A policy's current versions (a draft over the published one, say). */
export function usePolicy(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [POLICIES_KEY, 'one', product, id],
    enabled: id !== undefined && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => policyServiceOf(dataProvider).getPolicy(id ?? '', signal),
  });
}

/** A policy's versions, oldest first ('none' before its first save). */
export function usePolicyVersions(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [POLICIES_KEY, 'versions', product, id],
    enabled: id !== undefined && product !== undefined,
    queryFn: () => policyServiceOf(dataProvider).getPolicyVersions(id ?? ''),
  });
}

/**
 * The attributes rules may name: the product's and the global ones (every page of 100), with
 * their display names.
 */
export function useKnownAttributes() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: ['policy.attributes', 'known', product],
    enabled: product !== undefined,
    // Read again whenever an editor opens and whenever the console's tab comes back to the front,
    // so an attribute created meanwhile (on the attributes page, in another tab, by another
    // admin) is offered without a reload.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    queryFn: async ({ signal }): Promise<KnownAttribute[]> => {
      const service = attributeServiceOf(dataProvider);
      const [own, global] = await Promise.all([
        service.listAllAttributes({ scope: 'product', ...(product ? { product } : {}) }, signal),
        service.listAllAttributes({ scope: 'global' }, signal),
      ]);
      return [...own, ...global].map(({ key, type, source, names }) => ({
        key,
        type,
        source,
        ...(names === undefined ? {} : { names }),
      }));
    },
  });
}

/**
 * Create of a policy (the edit page writes through the editor core); refreshes every policy read
 * when it succeeds and rejects with the provider's `ConsoleHttpError`.
 */
export function usePolicyMutations() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [POLICIES_KEY] });
  const create = useMutation({
    mutationFn: (input: PolicyInput) => policyServiceOf(dataProvider).createPolicy(input),
    onSuccess: refresh,
  });
  return { create };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AD_TAG_RESOURCE } from '../../dataProvider/adTag/adTagResource';
import { useDataProvider } from 'react-admin';
import { adTagServiceOf } from '../../dataProvider/adTag/adTagProvider';
import type { AdTagInput, AdTagQuery } from '../../dataProvider/adTag/adTagProvider';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';

/** The react-query key prefix of every ad tag read (the resource's), so a write refreshes them all. */
const AD_TAGS_KEY = AD_TAG_RESOURCE;

/** One page of the product's ad tags (10 a page), the previous page kept while the next loads. */
export function useAdTagList(query: AdTagQuery) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [AD_TAGS_KEY, 'list', product, query],
    enabled: product !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => adTagServiceOf(dataProvider).listAdTags(query, signal),
  });
}

/** The product's ad load policies, for the tag's load policy choice. */
export function useAdLoadPolicyOptions() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [AD_TAGS_KEY, 'loadPolicies', product],
    enabled: product !== undefined,
    queryFn: ({ signal }) => adTagServiceOf(dataProvider).listAdLoadPolicyOptions(signal),
  });
}

/** A tag's current versions. */
export function useAdTag(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [AD_TAGS_KEY, 'one', product, id],
    enabled: id !== undefined && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => adTagServiceOf(dataProvider).getAdTag(id ?? '', signal),
  });
}

/** A tag's versions, oldest first. */
export function useAdTagVersions(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [AD_TAGS_KEY, 'versions', product, id],
    enabled: id !== undefined && product !== undefined,
    queryFn: () => adTagServiceOf(dataProvider).getAdTagVersions(id ?? ''),
  });
}

/** Create and delete (an edit writes through the editor core); each refreshes every ad tag read. */
export function useAdTagMutations() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [AD_TAGS_KEY] });
  const create = useMutation({
    mutationFn: (input: AdTagInput) => adTagServiceOf(dataProvider).createAdTag(input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => adTagServiceOf(dataProvider).deleteAdTag(id),
    onSuccess: refresh,
  });
  return { create, remove };
}

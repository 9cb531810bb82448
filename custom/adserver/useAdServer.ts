import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { adServerServiceOf } from '../../dataProvider/adServer/adServerProvider';
import type { AdAttributeQuery } from '../../dataProvider/adServer/adServerProvider';
import type { AdAttribute } from '../../domain/ads/adAttribute';
import type { AdLoadPolicy } from '../../domain/ads/adLoad';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';

const KEY = 'ads.server';

/** A page of the product's ad server attributes. */
export function useAttributeList(query: AdAttributeQuery) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [KEY, 'attributes', product, query],
    enabled: product !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => adServerServiceOf(dataProvider).listAdAttributes(query, signal),
  });
}

export function useAttribute(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [KEY, 'attribute', product, id],
    enabled: id !== undefined && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => adServerServiceOf(dataProvider).getAdAttribute(id ?? '', signal),
  });
}

export function useLoadPolicies() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [KEY, 'loadpolicies', product],
    enabled: product !== undefined,
    retry: false,
    queryFn: ({ signal }) => adServerServiceOf(dataProvider).listAdLoadPolicies(signal),
  });
}

/**
 * Writes of attributes and load policies; each refreshes the lists when it succeeds. A saved
 * attribute's own read takes the answer; a deleted one's is dropped (not fetched again: gone).
 */
export function useAdServerMutations() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const product = useCurrentProduct();
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [KEY, 'attributes'] }),
      queryClient.invalidateQueries({ queryKey: [KEY, 'loadpolicies'] }),
    ]);
  const service = () => adServerServiceOf(dataProvider);
  return {
    putAttribute: useMutation({
      mutationFn: (input: {
        id: string;
        body: Omit<AdAttribute, 'id'> & { ut?: string };
        create: boolean;
      }) => service().putAdAttribute(input.id, input.body, { create: input.create }),
      onSuccess: (saved) => {
        queryClient.setQueryData([KEY, 'attribute', product, saved.id], saved);
        return refreshLists();
      },
    }),
    deleteAttribute: useMutation({
      mutationFn: (id: string) => service().deleteAdAttribute(id),
      onSuccess: (_nothing, id) => {
        queryClient.removeQueries({ queryKey: [KEY, 'attribute', product, id] });
        return refreshLists();
      },
    }),
    createLoadPolicy: useMutation({
      mutationFn: (policy: AdLoadPolicy) => service().createAdLoadPolicy(policy),
      onSuccess: refreshLists,
    }),
    deleteLoadPolicy: useMutation({
      mutationFn: (id: string) => service().deleteAdLoadPolicy(id),
      onSuccess: refreshLists,
    }),
  };
}

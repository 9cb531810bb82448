import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_CONFIG_RESOURCE } from '../../dataProvider/appConfig/appConfigResource';
import { useDataProvider } from 'react-admin';
import { appConfigServiceOf } from '../../dataProvider/appConfig/appConfigProvider';
import type { ConfigInput, ConfigQuery } from '../../dataProvider/appConfig/appConfigProvider';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';

/** The react-query key prefix of every configuration read, so a write refreshes them all. */
// The resource's name: a write refreshes the edit page's reads and these.
const CONFIGS_KEY = APP_CONFIG_RESOURCE;

/** One page of the product's configurations (25 a page), the previous page kept while the next loads. */
export function useConfigList(query: ConfigQuery) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [CONFIGS_KEY, 'list', product, query],
    enabled: product !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => appConfigServiceOf(dataProvider).listConfigs(query, signal),
  });
}

/** The config types the service declares (schemas and UI schemas). */
export function useConfigTypes() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [CONFIGS_KEY, 'types'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => appConfigServiceOf(dataProvider).listConfigTypes(signal),
  });
}

/** A configuration's current versions. */
export function useConfig(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [CONFIGS_KEY, 'one', product, id],
    enabled: id !== undefined && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => appConfigServiceOf(dataProvider).getConfig(id ?? '', signal),
  });
}

/** One version of a configuration by its key (undefined: none asked). */
export function useConfigVersion(id: string, key: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [CONFIGS_KEY, 'version', product, id, key],
    enabled: key !== undefined && product !== undefined,
    queryFn: ({ signal }) =>
      appConfigServiceOf(dataProvider).getConfigVersion(id, key ?? '', signal),
  });
}

/** A configuration's versions, oldest first. */
export function useConfigVersions(id: string | undefined) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [CONFIGS_KEY, 'versions', product, id],
    enabled: id !== undefined && product !== undefined,
    queryFn: () => appConfigServiceOf(dataProvider).getConfigVersions(id ?? ''),
  });
}

/** Create and update (delete is an update to 'deleted'); each refreshes every configuration read. */
export function useConfigMutations() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CONFIGS_KEY] });
  const create = useMutation({
    mutationFn: (input: ConfigInput) => appConfigServiceOf(dataProvider).createConfig(input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      appConfigServiceOf(dataProvider).updateConfig(id, body),
    onSuccess: refresh,
  });
  return { create, update };
}

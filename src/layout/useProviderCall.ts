import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';

/** The state of one data provider call: its result, its error, or still pending. */
export interface ProviderCallResult<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Runs a custom data provider method as a TanStack query keyed by `key` (pass undefined to hold
 * off) in react-admin's query client; the shell's small `use<Verb><Thing>` hooks are written on
 * it. Screens asking with the same key share one request and its answer; a new key starts a new
 * call, and an answer for a key the screen has moved past is never shown. Failures are not
 * retried (the caller reports them), nor are answers asked again when the window regains focus.
 */
export function useProviderCall<T>(
  key: string | undefined,
  call: (dataProvider: ConsoleDataProvider) => Promise<T>,
): ProviderCallResult<T> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = useQuery({
    queryKey: ['console', 'providerCall', key],
    queryFn: () => call(dataProvider),
    enabled: key !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    data: query.data,
    error: query.error ?? undefined,
    isPending: key !== undefined && query.isPending,
  };
}

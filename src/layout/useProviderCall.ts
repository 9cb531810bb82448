import { useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';

interface CallState<T> {
  key: string | undefined;
  data?: T;
  error?: unknown;
}

/** The state of one data provider call: its result, its error, or still pending. */
export interface ProviderCallResult<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Runs a custom data provider method once per `key` (pass undefined to hold off) and
 * keeps its result; the shell's small `use<Verb><Thing>` hooks are written on it. A new
 * key starts a new call and a late answer for an old key is dropped, so a fast user
 * never sees the result of a request they have moved past.
 */
export function useProviderCall<T>(
  key: string | undefined,
  call: (dataProvider: ConsoleDataProvider) => Promise<T>,
): ProviderCallResult<T> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<CallState<T>>({ key: undefined });
  const run = useEffectEvent(() => call(dataProvider));

  useEffect(() => {
    if (key === undefined) return undefined;
    let current = true;
    run().then(
      (data) => {
        if (current) setState({ key, data });
      },
      (error: unknown) => {
        if (current) setState({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const settled = state.key === key && key !== undefined;
  return {
    data: settled ? state.data : undefined,
    error: settled ? state.error : undefined,
    isPending: key !== undefined && !settled,
  };
}

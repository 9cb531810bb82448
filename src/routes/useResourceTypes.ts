import { useCallback, useEffect, useState } from 'react';
import type { ConsoleDataProvider, ResourceTypeInfo } from '../../dataProvider/types';

export type ResourceTypesState =
  | { status: 'loading' }
  | { status: 'ready'; types: ResourceTypeInfo[] }
  | { status: 'failed'; error: unknown };

/**
 * Loads the catalogue types (one react-admin `<Resource>` each) before `<Admin>` renders; `retry`
 * loads them again after a failure. Used by the composition root, outside react-admin.
 */
export function useResourceTypes(dataProvider: ConsoleDataProvider): {
  state: ResourceTypesState;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResourceTypesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    dataProvider.getResourceTypes().then(
      (types) => {
        if (active) setState({ status: 'ready', types });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

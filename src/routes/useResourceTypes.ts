import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleDataProvider, ResourceTypeInfo } from '../../dataProvider/types';
import { setDesignedTypeLabels } from '../i18n/i18nProvider';

export type ResourceTypesState =
  | { status: 'loading' }
  | { status: 'ready'; types: ResourceTypeInfo[] }
  | { status: 'failed'; error: unknown };

/** How often navigation may ask the service for the types again. */
export const TYPES_REFRESH_MS = 2000;

/**
 * The types and the designed types' labels, the labels given to the console's messages;
 * `relabelled` when those changed.
 */
async function loadTypes(
  dataProvider: ConsoleDataProvider,
): Promise<{ types: ResourceTypeInfo[]; relabelled: boolean }> {
  const [types, labels] = await Promise.all([
    dataProvider.getResourceTypes(),
    // Without them a designed type shows its key; the console still works.
    dataProvider.getDesignedTypeLabels().catch(() => undefined),
  ]);
  const relabelled = labels ? await setDesignedTypeLabels(labels) : false;
  return { types, relabelled };
}

/**
 * Loads the catalogue types (one react-admin `<Resource>` each) and the designed types' labels
 * before `<Admin>` renders; `retry` loads them again after a failure. `refresh` asks again (at
 * most every {@link TYPES_REFRESH_MS} unless `force`d; the console calls it on navigation, the
 * type designer after a publication) and resolves true when
 * the types or their labels changed: a type published or changed meanwhile gets its routes, menu entry and labels
 * without a reload. Used by the composition root, outside react-admin.
 */
export function useResourceTypes(dataProvider: ConsoleDataProvider): {
  state: ResourceTypesState;
  retry: () => void;
  refresh: (options?: { force?: boolean }) => Promise<boolean>;
} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResourceTypesState>({ status: 'loading' });
  const loaded = useRef<{ json: string; at: number; pending?: Promise<boolean> }>({
    json: '',
    at: 0,
  });
  useEffect(() => {
    let active = true;
    loadTypes(dataProvider).then(
      ({ types }) => {
        if (!active) return;
        loaded.current = { json: JSON.stringify(types), at: Date.now() };
        setState({ status: 'ready', types });
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
  const refresh = useCallback(
    (options: { force?: boolean } = {}): Promise<boolean> => {
      const last = loaded.current;
      if (last.pending) return last.pending;
      if (!last.json || (!options.force && Date.now() - last.at < TYPES_REFRESH_MS))
        return Promise.resolve(false);
      const pending = loadTypes(dataProvider).then(
        ({ types, relabelled }) => {
          const json = JSON.stringify(types);
          const changed = json !== loaded.current.json;
          loaded.current = { json, at: Date.now() };
          if (changed) setState({ status: 'ready', types });
          return changed || relabelled;
        },
        () => {
          // The types as they were stay; the next navigation asks again.
          loaded.current = { json: last.json, at: Date.now() };
          return false;
        },
      );
      loaded.current = { ...last, pending };
      return pending;
    },
    [dataProvider],
  );
  return { state, retry, refresh };
}

import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, ListDeclaration } from '../../../dataProvider/types';

/** What the server declares for a catalogue type: its JSON Schema, UI schema and list declaration. */
export interface ResourceTypeDefinition {
  schema: Record<string, unknown>;
  uischema: unknown;
  list: ListDeclaration;
}

/** The state of a type's definition while it loads. */
export interface ResourceTypeState {
  /** The definition, once loaded. */
  definition: ResourceTypeDefinition | undefined;
  isPending: boolean;
  /** The load error (a `ConsoleHttpError`, status 404 for an unknown type), if any. */
  error: unknown;
  /** Loads the definition again (after an error). */
  refetch: () => void;
}

interface CacheEntry {
  promise: Promise<ResourceTypeDefinition>;
  value?: ResourceTypeDefinition;
}

type LoadResult = { type: string; attempt: number } & (
  { failed: false; definition: ResourceTypeDefinition } | { failed: true; error: unknown }
);

// One cache per data provider, so a test's fake provider never sees another's answers.
const caches = new WeakMap<object, Map<string, CacheEntry>>();

function cacheFor(dataProvider: object): Map<string, CacheEntry> {
  let cache = caches.get(dataProvider);
  if (!cache) {
    cache = new Map();
    caches.set(dataProvider, cache);
  }
  return cache;
}

function load(dataProvider: ConsoleDataProvider, type: string): CacheEntry {
  const cache = cacheFor(dataProvider);
  const known = cache.get(type);
  if (known) return known;
  const entry: CacheEntry = {
    promise: dataProvider.getSchema(type).then(
      (definition) => {
        entry.value = definition;
        return definition;
      },
      (error: unknown) => {
        // Failures are not kept: the next mount or a retry asks again.
        cache.delete(type);
        throw error;
      },
    ),
  };
  cache.set(type, entry);
  return entry;
}

/**
 * The definition of a catalogue type (`getSchema(type)`: schema, UI schema and list
 * declaration), loaded once per type and data provider and shared by every screen that asks
 * for it: list, create and edit pages of one type cost one request. Returns the definition
 * synchronously when already loaded, so going back to a list renders without a flash.
 */
export function useResourceType(type: string): ResourceTypeState {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [attempt, setAttempt] = useState(0);
  const cached = cacheFor(dataProvider).get(type)?.value;
  const [result, setResult] = useState<LoadResult>();

  useEffect(() => {
    if (cached) return;
    let active = true;
    load(dataProvider, type).promise.then(
      (definition) => {
        if (active) setResult({ type, attempt, failed: false, definition });
      },
      (error: unknown) => {
        if (active) setResult({ type, attempt, failed: true, error });
      },
    );
    return () => {
      active = false;
    };
  }, [dataProvider, type, attempt, cached]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.type === type && result.attempt === attempt ? result : undefined;
  const definition = cached ?? (current?.failed === false ? current.definition : undefined);
  const failure = definition === undefined && current?.failed === true ? current : undefined;
  return {
    definition,
    isPending: definition === undefined && !failure,
    error: failure?.error,
    refetch,
  };
}

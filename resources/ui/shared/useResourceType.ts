import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
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

/** How long a loaded definition is taken as current before a screen asks again (in the background). */
export const SCHEMA_FRESH_MS = 60_000;

/**
 * The query of a type's definition (`getSchema(type)`) in react-admin's query client: the same
 * key and function for the screens (`useResourceType`) and for a menu click that starts it early
 * (`prefetchListScreen`), so the screen takes the click's request. Kept for the session (a few KB
 * a type), taken as current for a minute; failures are not retried (the screen offers Retry, and
 * an unknown type is a 404 page at once).
 */
export function resourceTypeQuery(dataProvider: ConsoleDataProvider, type: string) {
  return {
    queryKey: ['console', 'resourceType', type] as const,
    queryFn: (): Promise<ResourceTypeDefinition> => dataProvider.getSchema(type),
    staleTime: SCHEMA_FRESH_MS,
    gcTime: Infinity,
    retry: false,
  };
}

/**
 * The definition of a catalogue type (`getSchema(type)`: schema, UI schema and list
 * declaration) through TanStack Query, shared by every screen that asks for it: list, create
 * and edit pages of one type cost one request. A definition already loaded is there on the first
 * render, so going back to a list renders without a flash.
 */
export function useResourceType(type: string): ResourceTypeState {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = useQuery(resourceTypeQuery(dataProvider, type));
  const { refetch: queryRefetch } = query;
  const refetch = useCallback(() => void queryRefetch(), [queryRefetch]);
  return {
    definition: query.data,
    // Asking again after a failure shows the wait, not the old failure.
    isPending: query.isPending || (query.isError && query.isFetching),
    error: query.data === undefined && !query.isFetching ? (query.error ?? undefined) : undefined,
    refetch,
  };
}

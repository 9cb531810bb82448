import { useEffect } from 'react';
import { HttpError, Navigate, ResourceContextProvider, useDataProvider, useParams } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { ConsoleArea } from './shared/areas';
import { ListError, ListSkeleton } from './list/ListStates';
import { ResourceList } from './list/ResourceList';
import { DEFAULT_ROWS_PER_PAGE } from './list/ResourceList';
import { useCurrentProduct } from './shared/useCurrentProduct';
import { useResourceType } from './shared/useResourceType';

/** Where unknown pages go (spec section 2). */
const NOT_FOUND_PATH = '/pages/errors/error-404';

/** Props of {@link ResourceListPage}. */
export interface ResourceListPageProps {
  /** The area of the route: 'vod', 'live', 'assets' or 'syndication'. */
  area: ConsoleArea;
  /**
   * Keep saved filters on the server (user settings) rather than in this browser: the
   * runtime flag `features.serverSavedFilters`, which the composition root passes in.
   */
  serverSavedFilters?: boolean;
}

const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/**
 * The list screen of a catalogue type (`/apps/:product?/<area>/:resourceType`). Everything
 * comes from the type's declaration on the server (`getSchema`), so a type added under
 * `resources/` gets its list without code. A type the server does not know, or one that
 * belongs to another area, is a missing page.
 */
export function ResourceListPage({ area, serverSavedFilters = true }: ResourceListPageProps) {
  const { resourceType = '' } = useParams<{ resourceType?: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const product = useCurrentProduct();
  // The first page (25 rows, newest first: every type's declared default) loads beside the
  // schema instead of after it; the list takes it if it asks for the same page.
  useEffect(() => {
    if (!resourceType) return;
    try {
      void dataProvider.prefetchList?.(resourceType, {
        pagination: { page: 1, perPage: DEFAULT_ROWS_PER_PAGE },
        sort: { field: 'ut', order: 'DESC' },
        filter: {},
        meta: product ? { product } : undefined,
      });
    } catch {
      // A provider without prefetchList (react-admin's wrapper throws for unknown methods):
      // the list simply loads after the schema.
    }
  }, [dataProvider, resourceType, product]);
  const { definition, isPending, error, refetch } = useResourceType(resourceType);
  if (isPending) return <ListSkeleton />;
  if (isNotFound(error) || (definition !== undefined && definition.list.area !== area)) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  if (definition === undefined) return <ListError error={error} onRetry={refetch} />;
  return (
    <ResourceContextProvider value={resourceType}>
      <ResourceList
        key={resourceType}
        area={area}
        type={resourceType}
        declaration={definition.list}
        serverSavedFilters={serverSavedFilters}
      />
    </ResourceContextProvider>
  );
}

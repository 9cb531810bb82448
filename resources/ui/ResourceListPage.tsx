import { useEffect } from 'react';
import { HttpError, Navigate, ResourceContextProvider, useParams } from 'react-admin';
import type { ConsoleArea } from '../../kit/areas';
import { ListError, ListSkeleton } from './list/ListStates';
import { ResourceList } from './list/ResourceList';
import { usePrefetchListScreen } from './shared/listPrefetch';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
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
  const prefetchListScreen = usePrefetchListScreen();
  const product = useCurrentProduct();
  // The schema and the first page load together (the menu click may have started both).
  useEffect(() => {
    if (resourceType) prefetchListScreen(resourceType, product);
  }, [prefetchListScreen, resourceType, product]);
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

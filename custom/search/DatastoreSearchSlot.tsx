import { Suspense, lazy } from 'react';
import { useLocation } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { sectionForPath } from '../../domain/navigation/iconRail';
import { SEARCH_ACCESS } from './paths';

// The box, its popup and filter panel come as a chunk of their own, first in the datastore section.
const DatastoreSearchBox = lazy(() =>
  import('./DatastoreSearchBox').then((module) => ({ default: module.DatastoreSearchBox })),
);

/**
 * The toolbar's place for the datastore search box: empty outside the datastore section and for
 * whoever may not search the catalogue, so that no other page loads the box's code.
 */
export function DatastoreSearchSlot() {
  const { pathname } = useLocation();
  const maySearch = usePermission('view', SEARCH_ACCESS.resource);
  if (!maySearch || sectionForPath(pathname)?.id !== 'datastore') return null;
  return (
    <Suspense fallback={null}>
      <DatastoreSearchBox />
    </Suspense>
  );
}

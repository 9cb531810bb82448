import type { ReactNode } from 'react';
import { useParams } from 'react-admin';
import type { Action } from '../../domain/permissions/actions';
import type { ResourceTypeInfo } from '../../dataProvider/types';
import { AccessGuard } from './AccessGuard';
import { pageOfType } from './routeAccess';

/**
 * The access guard for a catalogue route: the page is the one `:resourceType` belongs to; the
 * create route also needs `action` 'create' on it.
 */
export function TypeRouteGuard({
  area,
  types,
  action,
  children,
}: {
  area: ResourceTypeInfo['area'];
  types: readonly ResourceTypeInfo[];
  action?: Action;
  children: ReactNode;
}) {
  const { resourceType } = useParams<{ resourceType?: string }>();
  return (
    <AccessGuard resource={pageOfType(types, area, resourceType)} action={action}>
      {children}
    </AccessGuard>
  );
}

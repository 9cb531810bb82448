import type { ReactNode } from 'react';
import { useParams } from 'react-admin';
import type { ResourceTypeInfo } from '../../dataProvider/types';
import { AccessGuard } from './AccessGuard';
import { pageOfType } from './routeAccess';

/** The access guard for a catalogue route: the page is the one `:resourceType` belongs to. */
export function TypeRouteGuard({
  area,
  types,
  children,
}: {
  area: ResourceTypeInfo['area'];
  types: readonly ResourceTypeInfo[];
  children: ReactNode;
}) {
  const { resourceType } = useParams<{ resourceType?: string }>();
  return <AccessGuard resource={pageOfType(types, area, resourceType)}>{children}</AccessGuard>;
}

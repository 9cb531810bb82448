import { Suspense, lazy } from 'react';
import type { ComponentProps, ReactElement } from 'react';
import { Loading } from 'react-admin';

/*
 * The pages behind the dashboard load only when opened (code splitting), so signing in and
 * reaching the dashboard downloads the shell alone.
 */
const LazyListPage = lazy(() => import('../../resources/ui/ResourceListPage').then((m) => ({ default: m.ResourceListPage })));
const LazyEditPage = lazy(() => import('../../resources/ui/ResourceEditPage').then((m) => ({ default: m.ResourceEditPage })));
const LazyCreatePage = lazy(() => import('../../resources/ui/ResourceCreatePage').then((m) => ({ default: m.ResourceCreatePage })));
const LazyProfilePage = lazy(() => import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));

function withSuspense(page: ReactElement): ReactElement {
  return <Suspense fallback={<Loading />}>{page}</Suspense>;
}

type ListProps = ComponentProps<typeof LazyListPage>;
type EditProps = ComponentProps<typeof LazyEditPage>;
type CreateProps = ComponentProps<typeof LazyCreatePage>;

export const ResourceListPage = (props: ListProps) => withSuspense(<LazyListPage {...props} />);
export const ResourceEditPage = (props: EditProps) => withSuspense(<LazyEditPage {...props} />);
export const ResourceCreatePage = (props: CreateProps) => withSuspense(<LazyCreatePage {...props} />);
export const ProfilePage = () => withSuspense(<LazyProfilePage />);

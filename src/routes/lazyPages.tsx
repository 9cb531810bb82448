import { lazy } from 'react';

/*
 * The pages behind the dashboard load only when opened (code splitting), so signing in and
 * reaching the dashboard downloads the shell alone. The layout holds the Suspense boundary.
 */
export const ResourceListPage = lazy(() =>
  import('../../resources/ui/ResourceListPage').then((m) => ({ default: m.ResourceListPage })),
);
export const ResourceEditPage = lazy(() =>
  import('../../resources/ui/ResourceEditPage').then((m) => ({ default: m.ResourceEditPage })),
);
export const ResourceCreatePage = lazy(() =>
  import('../../resources/ui/ResourceCreatePage').then((m) => ({ default: m.ResourceCreatePage })),
);
export const ProfilePage = lazy(() =>
  import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);

import { lazy } from 'react';
import type { ResourceEditPageProps } from '../../resources/ui/ResourceEditPage';

/*
 * The pages behind the dashboard load only when opened (code splitting), so signing in and
 * reaching the dashboard downloads the shell alone. The layout holds the Suspense boundary.
 */
export const ResourceListPage = lazy(() =>
  import('../../resources/ui/ResourceListPage').then((m) => ({ default: m.ResourceListPage })),
);
/**
 * An item's edit page with the pieces every item's page shows above its form (`itemExtras.tsx`):
 * the list of those pieces loads with the page, not with the shell.
 */
export const ResourceEditPage = lazy(() =>
  Promise.all([import('../../resources/ui/ResourceEditPage'), import('./itemExtras')]).then(
    ([page, { ITEM_EXTRAS }]) => ({
      default: (props: Omit<ResourceEditPageProps, 'extras'>) => (
        <page.ResourceEditPage {...props} extras={ITEM_EXTRAS} />
      ),
    }),
  ),
);
export const ResourceCreatePage = lazy(() =>
  import('../../resources/ui/ResourceCreatePage').then((m) => ({ default: m.ResourceCreatePage })),
);
export const ProfilePage = lazy(() =>
  import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);

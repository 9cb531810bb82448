import type { CustomPageRoute } from '../../kit/customPage';
import { CONSOLE_PAGES } from '../pages';

/**
 * Every bespoke page's routes, from the pages' manifests (`src/pages.ts`), mounted by
 * `consoleRoutes` under the layout behind the access guard.
 */
export const CUSTOM_PAGE_ROUTES: readonly CustomPageRoute[] = CONSOLE_PAGES.flatMap(
  (page) => page.routes,
);

import { readPagePermission } from '../../domain/navigation/pageData';
import { permission } from './page.json';
import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { PROGRAM_PATHS } from './paths';

/** The page's one permission (`page.json`), which its menu entries ask for too. */
const ACCESS = readPagePermission(permission, 'custom/programs/page.json');

const ProgramsPage = lazy(() =>
  import('./ProgramsPage').then((m) => ({ default: m.ProgramsPage })),
);
const ProgramCreatePage = lazy(() =>
  import('./ProgramEditorPage').then((m) => ({ default: m.ProgramCreatePage })),
);
const ProgramEditPage = lazy(() =>
  import('./ProgramEditorPage').then((m) => ({ default: m.ProgramEditPage })),
);

/** The programs pages (spec section 2), on the program type's page cp_live. */
export const programRoutes: readonly CustomPageRoute[] = [
  { path: PROGRAM_PATHS.list, ...ACCESS, element: <ProgramsPage /> },
  {
    path: PROGRAM_PATHS.add,
    ...ACCESS,
    action: 'create',
    element: <ProgramCreatePage />,
  },
  { path: PROGRAM_PATHS.edit, ...ACCESS, element: <ProgramEditPage /> },
];

import { lazy } from 'react';
import type { CustomPageRoute } from '../../kit/customPage';
import { PROGRAM_PATHS } from './paths';

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
  { path: PROGRAM_PATHS.list, resource: 'cp_live', element: <ProgramsPage /> },
  {
    path: PROGRAM_PATHS.add,
    resource: 'cp_live',
    action: 'create',
    element: <ProgramCreatePage />,
  },
  { path: PROGRAM_PATHS.edit, resource: 'cp_live', element: <ProgramEditPage /> },
];

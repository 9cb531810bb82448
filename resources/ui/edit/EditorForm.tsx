import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { ResourceJsonFormProps } from '../jsonforms/ResourceJsonForm';

// The material renderers import MUI's whole icon index: their code loads only when a form opens.
const ResourceJsonForm = lazy(() => import('../jsonforms/ResourceJsonForm'));

/** The item's JSON Forms form, loaded on first use. */
export function EditorForm(props: ResourceJsonFormProps) {
  return (
    <Suspense fallback={<LinearProgress />}>
      <ResourceJsonForm {...props} />
    </Suspense>
  );
}

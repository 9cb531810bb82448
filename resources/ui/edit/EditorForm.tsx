import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import type { ResourceJsonFormProps } from '../../../kit/jsonforms/ResourceJsonForm';
import { LoadingBar } from '../../../kit/feedback/LoadingBar';

// The material renderers import MUI's whole icon index: their code loads only when a form opens.
const ResourceJsonForm = lazy(() => import('../../../kit/jsonforms/ResourceJsonForm'));

/**
 * The item's JSON Forms form, loaded on first use. `settling` (JSON Forms' first change event
 * has not arrived yet) marks the form busy for assistive technology, and tells tests when the
 * form's pristine state is known. `onInput` hears a keystroke in any of its inputs at once,
 * before JSON Forms reports it.
 */
export function EditorForm({
  settling = false,
  onInput,
  ...props
}: ResourceJsonFormProps & { settling?: boolean; onInput?: () => void }) {
  return (
    <Box aria-busy={settling} onInput={onInput}>
      <Suspense fallback={<LoadingBar />}>
        <ResourceJsonForm {...props} />
      </Suspense>
    </Box>
  );
}

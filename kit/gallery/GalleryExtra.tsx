import { Paper } from '@mui/material';
import { useCallback } from 'react';
import type { ReactElement } from 'react';
import type { GalleryImage } from './galleryImages';
import type { ItemExtraProps } from '../editor/itemExtras';
import { ItemImageGallery } from './ItemImageGallery';

/**
 * The image gallery on the edit page of a CMS store asset (area `assets`): the item's `ex_ia`,
 * changed like any field of the form (so saved with it, under the user's lock).
 */
export function GalleryExtra({
  area,
  type,
  id,
  record,
  data,
  editing,
  onChange,
}: ItemExtraProps): ReactElement | null {
  // A new handler exactly when the form's data changes: the gallery reads that as the form's
  // last change (it files an upload only once the form has been quiet).
  const fileImages = useCallback(
    (images: GalleryImage[]) => onChange({ ...data, ex_ia: images }),
    [data, onChange],
  );
  if (area !== 'assets' || !data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <ItemImageGallery
        itemId={record ? id : undefined}
        cty={type}
        value={data.ex_ia}
        readOnly={!editing}
        onChange={fileImages}
      />
    </Paper>
  );
}

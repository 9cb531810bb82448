import { Paper } from '@mui/material';
import type { ReactElement } from 'react';
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
  if (area !== 'assets' || !data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <ItemImageGallery
        itemId={record ? id : undefined}
        cty={type}
        value={data.ex_ia}
        readOnly={!editing}
        onChange={(images) => onChange({ ...data, ex_ia: images })}
      />
    </Paper>
  );
}

import { Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, generatePath, useParams } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';
import { VIDEO_EDITOR_ACCESS, VIDEO_EDITOR_PATH } from './paths';

/** Whether a type's items carry segments (`sg`): what the video editor plays and cuts. */
function hasSegments(schema: JsonSchemaObject | undefined): boolean {
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null && 'sg' in properties;
}

/** The video editor's address with this item chosen (`?type=&id=`), in the page's product. */
export function videoEditorLink(product: string | undefined, type: string, id: string): string {
  const path = generatePath(VIDEO_EDITOR_PATH, { product: product ?? null });
  return `${path}?${new URLSearchParams({ type, id }).toString()}`;
}

/**
 * 'Open in video editor' on a saved VOD item that plays (a movie, an episode, a clip...), for a
 * user the video editor's page lets in (the same rule as its route, VIDEO_EDITOR_ACCESS): opens
 * the editor on this item.
 */
export function OpenInVideoEditor({
  area,
  type,
  id,
  schema,
  record,
}: ItemExtraProps): ReactElement | null {
  const translate = useTranslate();
  const { product } = useParams<{ product?: string }>();
  const allowed = usePermission('view', VIDEO_EDITOR_ACCESS.resource);
  if (area !== 'vod' || !record || !hasSegments(schema) || !allowed) return null;
  const t = (key: string) => translate(`console.videoEditor.openFromItem.${key}`);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="open-video-editor-title"
      sx={{ p: 2, mb: 2 }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="subtitle1" component="h2" id="open-video-editor-title">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
        </div>
        <Button variant="outlined" component={RouterLink} to={videoEditorLink(product, type, id)}>
          {t('action')}
        </Button>
      </Stack>
    </Paper>
  );
}

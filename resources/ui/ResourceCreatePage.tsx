import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useParams, useTranslate } from 'react-admin';
import type { ConsoleArea } from '../../kit/areas';
import { EditorForm } from './edit/EditorForm';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import { useCreatePageController } from './edit/useCreatePageController';
import { LoadingBar } from '../../kit/feedback/LoadingBar';

export interface ResourceCreatePageProps {
  area: ConsoleArea;
}

/**
 * The create page of a catalogue type (`/apps/:product?/{area}/:resourceType[/:channelType]/add`):
 * the type's form on a blank draft; Save creates the item (a draft V1) and opens it.
 */
export function ResourceCreatePage({ area }: ResourceCreatePageProps) {
  const { resourceType = '', channelType } = useParams<{
    resourceType: string;
    channelType?: string;
  }>();
  return (
    <CreatePageContent
      key={`${resourceType}/${channelType ?? ''}`}
      area={area}
      type={resourceType}
      channelType={channelType}
    />
  );
}

function CreatePageContent({
  area,
  type,
  channelType,
}: {
  area: ConsoleArea;
  type: string;
  channelType: string | undefined;
}) {
  const translate = useTranslate();
  const controller = useCreatePageController(area, type, channelType);
  const { draft, schema } = controller;
  if (controller.typeError !== undefined) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('console.resources.errors.schema', { type })}
      </Alert>
    );
  }
  return (
    <Box sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {translate('console.resources.title.create', { type: controller.typeName })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={controller.save} disabled={!controller.saveEnabled}>
            {translate('console.editor.actions.save')}
          </Button>
          <Button onClick={controller.cancel}>{translate('console.editor.actions.cancel')}</Button>
        </Stack>
      </Stack>
      {schema !== undefined && !controller.permissions.create && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('console.editor.form.noCreatePermission')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {schema !== undefined && draft.data ? (
          <EditorForm
            schema={schema}
            uischema={controller.uischema}
            data={draft.data}
            readonly={!controller.permissions.create}
            showValidation={draft.dirty}
            additionalErrors={controller.actions.fieldErrors}
            onChange={draft.onChange}
            onInput={draft.onInput}
            settling={!draft.settled}
          />
        ) : (
          <LoadingBar />
        )}
      </Paper>
      <UnsavedChangesGuard
        when={draft.dirty && !controller.created}
        prefix="console.common.unsaved"
      />
    </Box>
  );
}

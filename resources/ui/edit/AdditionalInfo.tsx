import { useState } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import type { JsonSchemaObject } from '../../../domain/jsonSchema';
import type { PageResource } from '../../../domain/permissions/pages';
import { ConsoleDialog } from '../../../kit/dialog/ConsoleDialog';
import { LoadingBar } from '../../../kit/feedback/LoadingBar';
import { EditorForm } from './EditorForm';

export interface AdditionalInfoProps {
  type: string;
  schema: JsonSchemaObject;
  /** The shown version of the item. */
  data: Record<string, unknown>;
  /** The page resource the type's list belongs to: OK needs view on it. */
  resource: PageResource;
}

const NO_ERRORS: [] = [];
const ignore = () => undefined;

/**
 * The item's 'Additional info' (spec section 2's dialogs): a header button opening the shared
 * dialog, which shows the shown version read-only in the layout of the type's additional ui
 * schema (its identifiers, unless the type declares its own), read when first opened. A layout
 * that cannot be read says 'Failed to retrieve {type} additional ui Schema' in the dialog.
 */
export function AdditionalInfo({ type, schema, data, resource }: AdditionalInfoProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const layout = useQuery({
    queryKey: ['console', 'additionalUiSchema', type],
    queryFn: () => dataProvider.getAdditionalUiSchema(type),
    enabled: open,
    staleTime: 60_000,
    retry: false,
  });
  const title = translate('console.editor.additionalInfo.title');
  const close = () => setOpen(false);
  return (
    <>
      <Button startIcon={<InfoOutlinedIcon />} onClick={() => setOpen(true)}>
        {translate('console.editor.additionalInfo.open')}
      </Button>
      <ConsoleDialog
        open={open}
        title={title}
        onClose={close}
        onOk={close}
        scope={{ action: 'view', resource }}
        maxWidth="md"
      >
        {layout.isError ? (
          <Alert severity="error">
            {translate('console.editor.additionalInfo.loadFailed', { type })}
          </Alert>
        ) : layout.data === undefined ? (
          <LoadingBar />
        ) : (
          <EditorForm
            schema={schema}
            uischema={layout.data}
            data={data}
            readonly
            showValidation={false}
            additionalErrors={NO_ERRORS}
            onChange={ignore}
          />
        )}
      </ConsoleDialog>
    </>
  );
}

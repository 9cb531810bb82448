import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Alert, Box, Button, List, ListItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { readFailure } from '../../dataProvider/envelopeReader';
import { typeDesignerServiceOf } from '../../dataProvider/typeDesignerProvider';
import { saveText } from '../../kit/files/saveText';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { consoleMessageKey } from './draft';
import { TYPE_DESIGNER_PATHS } from './paths';
import { useTypeMutations } from './useTypeDesigner';

const T = 'console.typeDesigner';

/**
 * Downloads a type as `<id>.type.json` in the `resources/` folder format (its schema, UI schema,
 * list declaration and labels; a designed type's definition too): the published version, else
 * the draft.
 */
export function ExportTypeButton({ id, st }: { id: string; st: 'published' | 'draft' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const exported = useMutation({
    mutationFn: () => typeDesignerServiceOf(dataProvider).exportType(id, st),
    onSuccess: (bundle) =>
      saveText(`${JSON.stringify(bundle, null, 2)}\n`, 'application/json', `${id}.type.json`),
    onError: (error) => {
      const { message } = readFailure(error, translate('ra.notification.http_error'));
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  });
  return (
    <Button
      startIcon={<FileDownloadIcon />}
      disabled={exported.isPending}
      onClick={() => exported.mutate()}
    >
      {translate(`${T}.export`)}
    </Button>
  );
}

/**
 * Imports a type exported here or from another environment (a `.type.json` file): a new type's
 * first draft, or a new draft of a designed type that exists; the designer opens on it. A file
 * that is not JSON, or a definition the service refuses, says why and stores nothing.
 */
export function ImportTypeButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const { importType: imported } = useTypeMutations();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblems([]);
    let bundle: unknown;
    try {
      bundle = JSON.parse(await file.text());
    } catch {
      setProblems([translate(`${T}.importNotJson`, { name: file.name })]);
      return;
    }
    try {
      const result = await imported.mutateAsync(bundle);
      notify(`${T}.imported`, { type: 'success', messageArgs: { id: result.id, vn: result.vn } });
      void navigate(TYPE_DESIGNER_PATHS.editOf(product, result.id));
    } catch (error) {
      const failure = readFailure(error, translate('ra.notification.http_error'));
      const named = failure.errors
        .filter((e) => e.reason !== undefined)
        .map(
          (e) =>
            `${e.field ? `${e.field.replace(/^\//, '')}: ` : ''}${translate(
              consoleMessageKey(e.reason ?? ''),
              { ...(e.params ?? {}), _: e.description },
            )}`,
        );
      setProblems(named.length > 0 ? named : [failure.message]);
    }
  };

  return (
    <Box>
      <Button
        startIcon={<FileUploadIcon />}
        disabled={imported.isPending}
        onClick={() => input.current?.click()}
      >
        {translate(`${T}.import`)}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={translate(`${T}.import`)}
        onChange={(event) => void onFile(event)}
      />
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblems([])}>
          {translate(`${T}.importRefused`)}
          <List dense disablePadding>
            {problems.map((problem) => (
              <ListItem key={problem} disableGutters sx={{ py: 0 }}>
                {problem}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}

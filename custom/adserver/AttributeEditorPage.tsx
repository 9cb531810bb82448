import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { LinkBase, Title, useNotify, useTranslate } from 'react-admin';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import { useNavigate, useParams } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import type { StoredAdAttribute } from '../../dataProvider/adServerProvider';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { readFailure } from '../../dataProvider/envelopeReader';
import {
  AD_ATTRIBUTE_FIELDS,
  AD_ATTRIBUTE_SOURCES,
  adAttributeProblems,
} from '../../domain/ads/adAttribute';
import type { AdAttribute, AdAttributeSource } from '../../domain/ads/adAttribute';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { AD_SERVER_PATHS } from './paths';
import { useAdServerMutations, useAttribute } from './useAdServer';

type Draft = Required<Pick<AdAttribute, 'id' | 'n' | 'src' | 'enabled'>> & {
  field: string;
  value: string;
  desc: string;
};

const EMPTY: Draft = {
  id: '',
  n: '',
  src: 'content',
  field: '',
  value: '',
  enabled: true,
  desc: '',
};

function draftOf(stored: StoredAdAttribute): Draft {
  return {
    id: stored.id,
    n: stored.n,
    src: stored.src,
    field: stored.field ?? '',
    value: stored.value ?? '',
    enabled: stored.enabled,
    desc: stored.desc ?? '',
  };
}

/** What a write sends: the source's own fields, the description when there is one. */
function bodyOf(draft: Draft): Omit<AdAttribute, 'id'> {
  return {
    n: draft.n.trim(),
    src: draft.src,
    enabled: draft.enabled,
    ...(draft.src === 'static' ? { value: draft.value } : { field: draft.field }),
    ...(draft.desc.trim() === '' ? {} : { desc: draft.desc }),
  };
}

/** Each field's problem, by the domain's rules (the service applies the same). */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  for (const problem of adAttributeProblems(draft.id, bodyOf(draft))) {
    const field = problem.field.slice(1) as keyof Draft;
    problems[field] ??= problem.code;
  }
  return problems;
}

/**
 * The add and edit form of an ad server attribute: the key (fixed once created), the name, the
 * source and its field or the fixed value, whether it is sent, a description; a preview of the
 * key-value as the ad server gets it. Checked as you type once a save was tried; the service's
 * field errors land under their field; nothing typed is lost when a save fails.
 */
function AttributeForm({
  stored,
  readOnly,
}: {
  stored: StoredAdAttribute | undefined;
  readOnly: boolean;
}): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const canDelete = usePermission('delete', 'cp_adconfig');
  const { putAttribute, deleteAttribute } = useAdServerMutations();
  const [draft, setDraft] = useState<Draft>(stored ? draftOf(stored) : EMPTY);
  // What the form held when it opened or was last saved: leaving with other values asks first.
  const [kept, setKept] = useState<Draft>(draft);
  const unsaved = !readOnly && JSON.stringify(draft) !== JSON.stringify(kept);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const creating = stored === undefined;
  const problems = tried ? problemsOf(draft) : {};
  const busy = putAttribute.isPending || deleteAttribute.isPending;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      const { [`/${key}`]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const errorOf = (key: keyof Draft): string | undefined => {
    const code = problems[key];
    if (code !== undefined) return translate(`console.adServer.problems.${code}`);
    return serverErrors[`/${key}`];
  };
  const helper = (key: keyof Draft, hint?: string) => errorOf(key) ?? hint;

  const save = async () => {
    setTried(true);
    if (Object.keys(problemsOf(draft)).length > 0) {
      notify('console.adServer.notify.fixProblems', { type: 'warning' });
      return;
    }
    try {
      const saved = await putAttribute.mutateAsync({
        id: draft.id,
        body: creating ? bodyOf(draft) : { ...bodyOf(draft), ut: stored.ut },
        create: creating,
      });
      notify(creating ? 'console.adServer.notify.created' : 'console.adServer.notify.updated', {
        type: 'success',
      });
      setKept(draft);
      if (creating) void navigate(AD_SERVER_PATHS.editOf(product, saved.id));
    } catch (error) {
      if (isConsoleHttpError(error)) {
        setServerErrors(error.fieldErrors);
        if (error.status === 409) {
          notify(creating ? 'console.adServer.notify.exists' : 'console.adServer.notify.conflict', {
            type: 'error',
          });
          return;
        }
      }
      const fallback = translate(
        creating ? 'console.adServer.notify.createFailed' : 'console.adServer.notify.saveFailed',
      );
      notify(readFailure(error, fallback).message, { type: 'error' });
    }
  };

  const remove = async () => {
    try {
      await deleteAttribute.mutateAsync(draft.id);
      notify('console.adServer.notify.deleted', { type: 'success' });
      void navigate(AD_SERVER_PATHS.listOf(product));
    } catch (error) {
      notify(readFailure(error, translate('console.adServer.notify.saveFailed')).message, {
        type: 'error',
      });
    } finally {
      setConfirmDelete(false);
    }
  };

  const fields = draft.src === 'static' ? [] : AD_ATTRIBUTE_FIELDS[draft.src];
  const previewValue =
    draft.src === 'static'
      ? `${draft.id || '…'}=${draft.value || '…'}`
      : translate('console.adServer.previewFrom', {
          key: draft.id || '…',
          field: draft.field
            ? translate(`console.adServer.fieldNames.${draft.src}.${draft.field}`)
            : '…',
          source: translate(`console.adServer.sources.${draft.src}`).toLowerCase(),
        });

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        justifyContent="flex-end"
        sx={{ mb: 2 }}
      >
        {!readOnly && (
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {busy && <CircularProgress size={16} sx={{ mr: 1 }} />}
            {translate(
              creating ? 'console.adServer.actions.create' : 'console.adServer.actions.save',
            )}
          </Button>
        )}
        {!creating && canDelete && (
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>
            {translate('console.adServer.actions.delete')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!readOnly) void save();
          }}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <TextField
            label={translate('console.adServer.fields.id')}
            value={draft.id}
            required
            onChange={(event) => set('id', event.target.value)}
            error={errorOf('id') !== undefined}
            helperText={helper('id', creating ? translate('console.adServer.hints.id') : undefined)}
            slotProps={{ htmlInput: { readOnly: readOnly || !creating, spellCheck: false } }}
            sx={{ '& input': { fontFamily: 'monospace' } }}
          />
          <TextField
            label={translate('console.adServer.fields.n')}
            value={draft.n}
            required
            onChange={(event) => set('n', event.target.value)}
            error={errorOf('n') !== undefined}
            helperText={helper('n')}
            slotProps={{ htmlInput: { readOnly } }}
          />
          <TextField
            select
            label={translate('console.adServer.fields.src')}
            value={draft.src}
            required
            onChange={(event) => {
              const src = event.target.value as AdAttributeSource;
              setDraft((current) => ({ ...current, src, field: '', value: '' }));
            }}
            disabled={readOnly}
            error={errorOf('src') !== undefined}
            helperText={helper('src')}
          >
            {AD_ATTRIBUTE_SOURCES.map((id) => (
              <MenuItem key={id} value={id}>
                {translate(`console.adServer.sources.${id}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.src === 'static' ? (
            <TextField
              label={translate('console.adServer.fields.value')}
              value={draft.value}
              required
              onChange={(event) => set('value', event.target.value)}
              error={errorOf('value') !== undefined}
              helperText={helper('value', translate('console.adServer.hints.value'))}
              slotProps={{ htmlInput: { readOnly } }}
            />
          ) : (
            <TextField
              select
              label={translate('console.adServer.fields.field')}
              value={draft.field}
              required
              onChange={(event) => set('field', event.target.value)}
              disabled={readOnly}
              error={errorOf('field') !== undefined}
              helperText={helper('field', translate('console.adServer.hints.field'))}
            >
              {fields.map((field) => (
                <MenuItem key={field} value={field}>
                  {translate(`console.adServer.fieldNames.${draft.src}.${field}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={draft.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
                disabled={readOnly}
              />
            }
            label={translate('console.adServer.fields.enabled')}
          />
          <Box />
          <TextField
            label={translate('console.adServer.fields.desc')}
            value={draft.desc}
            multiline
            minRows={2}
            onChange={(event) => set('desc', event.target.value)}
            error={errorOf('desc') !== undefined}
            helperText={helper('desc')}
            slotProps={{ htmlInput: { readOnly } }}
            sx={{ gridColumn: { md: '1 / span 2' } }}
          />
          <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
            <Typography variant="body2" color="text.secondary">
              {translate('console.adServer.preview')}
            </Typography>
            <Typography
              component="code"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
              data-testid="attribute-preview"
            >
              {previewValue}
            </Typography>
          </Box>
        </Box>
      </Paper>
      <UnsavedChangesGuard when={unsaved} />
      <EditorStepDialog
        step={confirmDelete ? 'delete' : undefined}
        messages="console.adServer"
        busy={deleteAttribute.isPending}
        translateOptions={{ name: draft.id }}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}

function BackLink() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button
      component={LinkBase}
      to={AD_SERVER_PATHS.listOf(product)}
      startIcon={<ArrowBackIcon />}
      sx={{ mt: 2 }}
    >
      {translate('console.adServer.back')}
    </Button>
  );
}

/** `/apps/:product?/ad/attribute/add`: a new attribute (the route asks for create permission). */
export function AttributeCreatePage(): ReactElement {
  const translate = useTranslate();
  return (
    <Box>
      <Title title={translate('console.adServer.createTitle')} />
      <BackLink />
      <AttributeForm stored={undefined} readOnly={false} />
    </Box>
  );
}

/** `/apps/:product?/ad/attribute/:attributeId`: read-only for who may not update. */
export function AttributeEditPage(): ReactElement {
  const translate = useTranslate();
  const { attributeId } = useParams();
  const canUpdate = usePermission('update', 'cp_adconfig');
  const attribute = useAttribute(attributeId);
  return (
    <Box>
      <Title
        title={translate('console.adServer.editTitle', {
          name: attribute.data?.n ?? attributeId ?? '',
        })}
      />
      <BackLink />
      {!canUpdate && (
        <Alert severity="info" variant="outlined" sx={{ my: 2 }}>
          {translate('console.adServer.readOnly')}
        </Alert>
      )}
      {attribute.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {readFailure(attribute.error, translate('console.adServer.notify.loadFailed')).message}
        </Alert>
      ) : attribute.data === undefined ? (
        <CircularProgress aria-label={translate('console.adServer.title')} sx={{ mt: 2 }} />
      ) : (
        <AttributeForm key={attribute.data.ut} stored={attribute.data} readOnly={!canUpdate} />
      )}
    </Box>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  Form,
  LinkBase,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { EditorStepDialog } from '../../kit/editor/EditorStepDialog';
import {
  FormChangesGuard,
  FormProblemsNotice,
  problemRule,
  submissionErrorsOf,
} from '../../kit/editor/recordForm';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useNavigate, useParams } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import type { StoredAdAttribute } from '../../dataProvider/adServer/adServerProvider';
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

/** The form's values as a draft (react-admin's text inputs hold an emptied field as null). */
function draftFrom(values: FieldValues): Draft {
  const text = (key: keyof Draft) => {
    const value: unknown = values[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    id: text('id'),
    n: text('n'),
    src: (values.src as AdAttributeSource | undefined) ?? 'content',
    field: text('field'),
    value: text('value'),
    enabled: values.enabled === true,
    desc: text('desc'),
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

/** An input's check by the domain's rules over the whole form (the service applies the same). */
const rule = (key: keyof Draft, required = false) =>
  problemRule(
    (values) => {
      const draft = draftFrom(values);
      return adAttributeProblems(draft.id, bodyOf(draft));
    },
    `/${key}`,
    'console.adServer.problems',
    required,
  );
const RULES = {
  id: rule('id', true),
  n: rule('n', true),
  src: rule('src', true),
  field: rule('field', true),
  value: rule('value', true),
  desc: rule('desc'),
};

/** The key-value as the ad server gets it, in words for a field of the content or the viewer. */
function AttributePreview() {
  const translate = useTranslate();
  const [id, src, field, value] = useWatch<Draft>({ name: ['id', 'src', 'field', 'value'] }) as [
    string,
    AdAttributeSource,
    string,
    string,
  ];
  const text =
    src === 'static'
      ? `${id || '…'}=${value || '…'}`
      : translate('console.adServer.previewFrom', {
          key: id || '…',
          field: field ? translate(`console.adServer.fieldNames.${src}.${field}`) : '…',
          source: translate(`console.adServer.sources.${src}`).toLowerCase(),
        });
  return (
    <Box sx={{ gridColumn: { md: '1 / span 2' } }}>
      <Typography variant="body2" color="text.secondary">
        {translate('console.adServer.preview')}
      </Typography>
      <Typography
        component="code"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        data-testid="attribute-preview"
      >
        {text}
      </Typography>
    </Box>
  );
}

const SOURCE_CHOICES = AD_ATTRIBUTE_SOURCES.map((id) => ({
  id,
  name: `console.adServer.sources.${id}`,
}));

/**
 * The attribute's fields: the key (fixed once created), the name, the source and its field or
 * the fixed value, whether it is sent, a description. A new source empties the field and value
 * chosen for the old one.
 */
function AttributeFields({ creating, readOnly }: { creating: boolean; readOnly: boolean }) {
  const { setValue, trigger, formState } = useFormContext<Draft>();
  const src = useWatch<Draft, 'src'>({ name: 'src' });
  const fieldChoices =
    src === 'static'
      ? []
      : AD_ATTRIBUTE_FIELDS[src].map((id) => ({
          id,
          name: `console.adServer.fieldNames.${src}.${id}`,
        }));
  return (
    <>
      <TextInput
        margin="none"
        source="id"
        label="console.adServer.fields.id"
        validate={RULES.id}
        helperText={creating ? 'console.adServer.hints.id' : false}
        readOnly={readOnly || !creating}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ '& input': { fontFamily: 'monospace' } }}
      />
      <TextInput
        margin="none"
        source="n"
        label="console.adServer.fields.n"
        validate={RULES.n}
        helperText={false}
        readOnly={readOnly}
      />
      <SelectInput
        margin="none"
        source="src"
        label="console.adServer.fields.src"
        choices={SOURCE_CHOICES}
        validate={RULES.src}
        helperText={false}
        readOnly={readOnly}
        onChange={() => {
          setValue('field', '', { shouldDirty: true });
          setValue('value', '', { shouldDirty: true });
          // Once a save was tried the problems follow the form: the new source's ones too.
          if (formState.isSubmitted) void trigger();
        }}
      />
      {src === 'static' ? (
        <TextInput
          margin="none"
          key="value"
          source="value"
          label="console.adServer.fields.value"
          validate={RULES.value}
          helperText="console.adServer.hints.value"
          readOnly={readOnly}
        />
      ) : (
        <SelectInput
          margin="none"
          key="field"
          source="field"
          label="console.adServer.fields.field"
          choices={fieldChoices}
          validate={RULES.field}
          helperText="console.adServer.hints.field"
          readOnly={readOnly}
        />
      )}
      <BooleanInput
        source="enabled"
        label="console.adServer.fields.enabled"
        helperText={false}
        readOnly={readOnly}
      />
      <Box />
      <TextInput
        margin="none"
        source="desc"
        label="console.adServer.fields.desc"
        validate={RULES.desc}
        helperText={false}
        multiline
        minRows={2}
        readOnly={readOnly}
        sx={{ gridColumn: { md: '1 / span 2' } }}
      />
      <AttributePreview />
    </>
  );
}

/**
 * The add and edit form of an ad server attribute, on react-admin's form: its values, checks,
 * problems under the fields and unsaved-changes guard are the form's; a preview of the
 * key-value as the ad server gets it.
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
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const canDelete = usePermission('delete', 'cp_adconfig');
  const { putAttribute, deleteAttribute } = useAdServerMutations();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Deleted: back to the list, without the unsaved-changes question (nothing left to save to).
  const [deleted, setDeleted] = useState(false);
  const list = AD_SERVER_PATHS.listOf(product);
  useEffect(() => {
    if (deleted) void navigate(list);
  }, [deleted, navigate, list]);
  const creating = stored === undefined;
  const defaults = useMemo(() => (stored ? draftOf(stored) : EMPTY), [stored]);

  const save = async (values: FieldValues) => {
    const draft = draftFrom(values);
    try {
      const saved = await putAttribute.mutateAsync({
        id: draft.id,
        body: creating ? bodyOf(draft) : { ...bodyOf(draft), ut: stored.ut },
        create: creating,
      });
      notify(creating ? 'console.adServer.notify.created' : 'console.adServer.notify.updated', {
        type: 'success',
      });
      if (creating) void navigate(AD_SERVER_PATHS.editOf(product, saved.id));
      return undefined;
    } catch (error) {
      const failed = creating
        ? 'console.adServer.notify.createFailed'
        : 'console.adServer.notify.saveFailed';
      if (isConsoleHttpError(error) && error.status === 409)
        notify(creating ? 'console.adServer.notify.exists' : 'console.adServer.notify.conflict', {
          type: 'error',
        });
      else notifyError(error, failed);
      return submissionErrorsOf(error, readFailure(error, translate(failed)).message);
    }
  };

  const remove = async () => {
    if (!stored) return;
    try {
      await deleteAttribute.mutateAsync(stored.id);
      notify('console.adServer.notify.deleted', { type: 'success' });
      setDeleted(true);
    } catch (error) {
      notifyError(error, 'console.adServer.notify.saveFailed');
    } finally {
      setConfirmDelete(false);
    }
  };

  return (
    <Form
      defaultValues={defaults}
      onSubmit={save}
      mode="onSubmit"
      noValidate
      disableInvalidFormNotification
    >
      {/* Create or Save (react-admin's: once something changed, with its progress), and Delete. */}
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mb: 2 }}>
        {!readOnly && (
          <SaveButton
            label={creating ? 'console.adServer.actions.create' : 'console.adServer.actions.save'}
          />
        )}
        {!creating && canDelete && (
          <Button
            color="error"
            onClick={() => setConfirmDelete(true)}
            disabled={deleteAttribute.isPending}
          >
            {translate('console.adServer.actions.delete')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <AttributeFields creating={creating} readOnly={readOnly} />
        </Box>
      </Paper>
      <FormProblemsNotice message="console.adServer.notify.fixProblems" />
      {!readOnly && !deleted && <FormChangesGuard />}
      <EditorStepDialog
        step={confirmDelete ? 'delete' : undefined}
        messages="console.adServer"
        busy={deleteAttribute.isPending}
        translateOptions={{ name: stored?.id ?? '' }}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Form>
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

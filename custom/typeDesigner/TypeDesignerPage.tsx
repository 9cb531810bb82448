import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useMemo, useState } from 'react';
import { LinkBase, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { PublishCheck } from '../../dataProvider/typeDesignerProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import { SYSTEM_FIELD_KEYS, TYPE_AREAS } from '../../domain/typeDesigner/definition';
import { validateDefinition } from '../../domain/typeDesigner/validate';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { ConfirmDialog } from '../../kit/dialog/ConfirmDialog';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { useRefreshTypes } from '../../kit/config/TypesRefresh';
import { SortableStack } from '../../kit/dnd/SortableStack';
import {
  consoleMessageKey,
  moveField,
  newDefinition,
  newField,
  problemsByPath,
  withFieldsInLayout,
  type FieldProblem,
} from './draft';
import { FieldEditor } from './FieldEditor';
import { TYPE_DESIGNER_PATHS } from './paths';
import { LanguageGrid, LanguageTextFields, useProblemProps } from './LanguageFields';
import { TypePreview } from './TypePreview';
import { ExportTypeButton } from './TypeTransfer';
import { FormLayoutEditor, ListPreview, ListSettingsEditor } from './LayoutEditor';
import { VersionDiff } from './VersionDiff';
import { useDesignedType, useTypeList, useTypeMutations, useTypeVersions } from './useTypeDesigner';

const T = 'console.typeDesigner';

const FIELD_DRAG_MESSAGES = {
  handle: `${T}.drag.handle`,
  help: `${T}.drag.help`,
  lifted: `${T}.drag.lifted`,
  over: `${T}.drag.over`,
  dropped: `${T}.drag.dropped`,
  cancelled: `${T}.drag.cancelled`,
};

/**
 * The type designer (`/apps/:product?/settings/types/add` and `/:typeId`): a type's identifier,
 * names, datastore section and fields on the left, the generated create form beside them. Save
 * draft stores a new version; Check asks the service how many existing items the draft would
 * break; Publish (after a confirmation) makes it live; Versions restores an older one as a draft.
 * The service's refusals show next to the fields they name.
 */
export function TypeDesignerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const displayDate = useDisplayDate();
  const { typeId } = useParams<{ typeId?: string }>();
  const isNew = typeId === undefined;
  const loaded = useDesignedType(typeId);
  const types = useTypeList();
  const { save, restore, check, publish } = useTypeMutations();
  const refreshTypes = useRefreshTypes();
  const versions = useTypeVersions(typeId, loaded.data !== undefined && !loaded.data.builtIn);

  const [definition, setDefinition] = useState<TypeDefinition>(newDefinition);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [checkResult, setCheckResult] = useState<PublishCheck | undefined>();
  // The migration the administrator may choose when items hold values of removed fields: chosen
  // by the check that shows it, so any change of the definition (which drops the check) unticks it.
  const clearRemoved = checkResult?.clearRemoved === true;
  // What the box was last set to while its check runs: shown from the click on (the mutation's
  // pending state arrives a tick later, and a controlled box would first spring back).
  const [askedClear, setAskedClear] = useState<boolean | undefined>();
  const [confirming, setConfirming] = useState<'publish' | undefined>();
  const [loadedVersion, setLoadedVersion] = useState<string | undefined>();

  // The draft (else the published version) as the designer's starting point, again after a
  // restore brings a new draft.
  const current = loaded.data?.draft ?? loaded.data?.published ?? undefined;
  const currentTag = current ? `${loaded.data?.id}:${current.vn}` : undefined;
  useEffect(() => {
    if (current && currentTag !== loadedVersion) {
      setDefinition(current.definition);
      setLoadedVersion(currentTag);
      setProblems({});
    }
  }, [current, currentTag, loadedVersion]);

  const typeIds = useMemo(() => (types.data ?? []).map((t) => t.id), [types.data]);
  // The identifier is checked as it is typed (the domain's rule, the service's too).
  const idProblem = useMemo((): FieldProblem | undefined => {
    if (!isNew || definition.id === '') return undefined;
    const found = validateDefinition(definition, { existingTypes: typeIds, isNew: true }).find(
      (problem) => problem.path === 'id',
    );
    return found
      ? { messageKey: consoleMessageKey(found.messageKey), params: found.params ?? {} }
      : undefined;
  }, [definition, isNew, typeIds]);

  const problemAt = (path: string): FieldProblem | undefined =>
    path === 'id' ? (idProblem ?? problems.id) : problems[path];
  const problemProps = useProblemProps(problemAt);
  const change = (next: TypeDefinition) => {
    setDefinition(next);
    setCheckResult(undefined);
  };

  if (!isNew && loaded.error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {readFailure(loaded.error, translate('ra.notification.http_error')).message}
      </Alert>
    );
  }
  const backLink = (
    <Button
      component={LinkBase}
      to={TYPE_DESIGNER_PATHS.listOf(product)}
      startIcon={<ArrowBackIcon />}
    >
      {translate(`${T}.back`)}
    </Button>
  );
  if (loaded.data?.builtIn) {
    return (
      <Box>
        <Title title={translate(`${T}.editTitle`, { id: typeId })} />
        <Stack direction="row" spacing={1}>
          {backLink}
          <ExportTypeButton id={typeId ?? ''} st="published" />
        </Stack>
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${T}.builtInReadOnly`)}
        </Alert>
      </Box>
    );
  }
  if (!isNew && loaded.isPending) return null;

  const saved = !isNew && current !== undefined;
  const onSave = async () => {
    const body = withFieldsInLayout(definition);
    try {
      const result = await save.mutateAsync({ definition: body, isNew });
      setProblems({});
      notify(`${T}.saved`, { type: 'success', messageArgs: { vn: result.vn } });
      if (isNew) void navigate(TYPE_DESIGNER_PATHS.editOf(product, result.id));
    } catch (error) {
      const failure = readFailure(error, translate('ra.notification.http_error'));
      const byPath = problemsByPath(failure.errors);
      setProblems(byPath);
      const count = Object.keys(byPath).length;
      if (count > 0) notify(`${T}.refused`, { type: 'error', messageArgs: { count } });
      else notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
    }
  };
  const onCheck = async (clear = clearRemoved) => {
    setAskedClear(clear);
    try {
      setCheckResult(await check.mutateAsync({ id: definition.id, clearRemoved: clear }));
    } catch (error) {
      const { message } = readFailure(error, translate('ra.notification.http_error'));
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setAskedClear(undefined);
    }
  };
  const onPublish = async () => {
    try {
      await publish.mutateAsync({ id: definition.id, clearRemoved });
      setConfirming(undefined);
      setCheckResult(undefined);
      notify(`${T}.published`, { type: 'success' });
      // This console's menu and screens follow at once; others on their next navigation.
      void refreshTypes({ force: true });
    } catch (error) {
      setConfirming(undefined);
      const failure = readFailure(error, translate('ra.notification.http_error'));
      const refused = failure.data as PublishCheck | undefined;
      if (failure.status === 409 && refused && typeof refused.affected === 'number') {
        setCheckResult(refused);
        notify(`${T}.publishRefused`, {
          type: 'error',
          messageArgs: { affected: refused.affected, checked: refused.checked },
        });
      } else notify(failure.message, { type: 'error', messageArgs: { _: failure.message } });
    }
  };
  const onRestore = async (vn: number) => {
    try {
      await restore.mutateAsync({ id: definition.id, vn });
      notify(`${T}.restored`, { type: 'success', messageArgs: { vn } });
    } catch (error) {
      const { message } = readFailure(error, translate('ra.notification.http_error'));
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  const fieldsProblem = problems.fields;

  return (
    <Box>
      <Title
        title={isNew ? translate(`${T}.createTitle`) : translate(`${T}.editTitle`, { id: typeId })}
      />
      <Stack direction="row" spacing={1}>
        {backLink}
        {saved && (
          <ExportTypeButton
            id={definition.id}
            st={loaded.data?.published ? 'published' : 'draft'}
          />
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gap: 3,
          mt: 1,
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
          <Paper
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-labelledby="type-general"
          >
            <Typography id="type-general" variant="h6" component="h2" sx={{ mb: 2 }}>
              {translate(`${T}.general`)}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
              <TextField
                size="small"
                required
                label={translate(`${T}.identifier`)}
                value={definition.id}
                disabled={!isNew}
                onChange={(event) => change({ ...definition, id: event.target.value })}
                sx={{ width: 260 }}
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
                helperText={translate(`${T}.identifierHelp`)}
                {...problemProps('id')}
              />
              <TextField
                size="small"
                select
                label={translate(`${T}.area`)}
                value={definition.area}
                onChange={(event) =>
                  change({ ...definition, area: event.target.value as TypeDefinition['area'] })
                }
                sx={{ width: 220 }}
                {...problemProps('area')}
              >
                {TYPE_AREAS.map((area) => (
                  <MenuItem key={area} value={area}>
                    {translate(`${T}.areas.${area}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <LanguageGrid>
              <LanguageTextFields
                labelKey={`${T}.names`}
                required
                value={(lang) => definition.names[lang]}
                onChange={(lang, text) =>
                  change({ ...definition, names: { ...definition.names, [lang]: text } })
                }
                pathOf={(lang) => `names/${lang}`}
                problemProps={problemProps}
              />
            </LanguageGrid>
            <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
              {translate(`${T}.systemFields`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.systemFieldsHint`, { keys: SYSTEM_FIELD_KEYS.join(', ') })}
            </Typography>
          </Paper>

          <Box component="section" aria-labelledby="type-fields">
            <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
              <Typography id="type-fields" variant="h6" component="h2" sx={{ flex: 1 }}>
                {translate(`${T}.fields`)}
              </Typography>
            </Stack>
            {fieldsProblem && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {translate(fieldsProblem.messageKey, fieldsProblem.params)}
              </Alert>
            )}
            {definition.fields.length === 0 && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {translate(`${T}.noFields`)}
              </Typography>
            )}
            <SortableStack
              ids={definition.fields.map((_, index) => `field-${index}`)}
              nameOf={(index) =>
                definition.fields[index]?.key || translate(`${T}.field`, { n: index + 1 })
              }
              messages={FIELD_DRAG_MESSAGES}
              onMove={(from, to) => {
                change({ ...definition, fields: arrayMove(definition.fields, from, to) });
                setProblems({});
              }}
            >
              {(index, handle) => {
                const field = definition.fields[index];
                return field ? (
                  <FieldEditor
                    field={field}
                    dragHandle={handle}
                    index={index}
                    count={definition.fields.length}
                    typeIds={typeIds}
                    problemAt={(path) => problems[`fields/${index}/${path}`]}
                    onChange={(next) =>
                      change({
                        ...definition,
                        fields: definition.fields.map((f, i) => (i === index ? next : f)),
                      })
                    }
                    onMove={(by) => {
                      change({ ...definition, fields: moveField(definition.fields, index, by) });
                      setProblems({});
                    }}
                    onRemove={() => {
                      change({
                        ...definition,
                        fields: definition.fields.filter((_, i) => i !== index),
                      });
                      setProblems({});
                    }}
                  />
                ) : null;
              }}
            </SortableStack>
            <Button
              startIcon={<AddIcon />}
              sx={{ mt: 1 }}
              onClick={() => change({ ...definition, fields: [...definition.fields, newField()] })}
            >
              {translate(`${T}.addField`)}
            </Button>
          </Box>

          <FormLayoutEditor definition={definition} onChange={change} problemProps={problemProps} />
          <ListSettingsEditor
            definition={definition}
            onChange={change}
            problemProps={problemProps}
          />

          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <Button variant="contained" onClick={() => void onSave()} disabled={save.isPending}>
                {translate(`${T}.saveDraft`)}
              </Button>
              <Button
                variant="outlined"
                onClick={() => void onCheck()}
                disabled={!saved || check.isPending}
              >
                {translate(`${T}.check`)}
              </Button>
              <Button
                variant="outlined"
                color="primary"
                onClick={() => setConfirming('publish')}
                disabled={!saved || loaded.data?.draft === null || publish.isPending}
              >
                {translate(`${T}.publish`)}
              </Button>
            </Stack>
            {!saved && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(`${T}.unsaved`)}
              </Typography>
            )}
            {checkResult && (
              <Alert
                severity={checkResult.affected > 0 ? 'warning' : 'success'}
                sx={{ mt: 2 }}
                role="status"
              >
                {translate(`${T}.checkResult`, {
                  checked: checkResult.checked,
                  affected: checkResult.affected,
                  defaulted: checkResult.defaulted,
                })}
                {checkResult.failures.map((failure) => (
                  <Box key={`${failure.field}-${failure.rule}`}>
                    {translate(`${T}.checkFailure`, { ...failure })}
                  </Box>
                ))}
              </Alert>
            )}
            {checkResult && checkResult.holdingRemoved > 0 && (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    // While its check runs, the box shows what was asked.
                    checked={askedClear ?? clearRemoved}
                    disabled={check.isPending || publish.isPending}
                    onChange={(event) => void onCheck(event.target.checked)}
                  />
                }
                label={translate(`${T}.clearRemoved`, { count: checkResult.holdingRemoved })}
              />
            )}
          </Paper>

          {!isNew && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-labelledby="type-versions"
            >
              <Typography id="type-versions" variant="h6" component="h2">
                {translate(`${T}.versions`)}
              </Typography>
              {(versions.data ?? []).length === 0 ? (
                <Typography color="text.secondary">{translate(`${T}.noVersions`)}</Typography>
              ) : (
                <List dense>
                  {(versions.data ?? []).map((version) => (
                    <ListItem
                      key={version.vn}
                      disableGutters
                      secondaryAction={
                        version.st === 'archived' ? (
                          <Button
                            size="small"
                            onClick={() => void onRestore(version.vn)}
                            disabled={restore.isPending}
                          >
                            {translate(`${T}.restore`, { vn: version.vn })}
                          </Button>
                        ) : undefined
                      }
                    >
                      <ListItemText
                        primary={translate(`${T}.version`, { vn: version.vn })}
                        secondary={translate(`${T}.versionBy`, {
                          status: translate(`${T}.status.${version.st}`),
                          who: version.changedByName ?? version.changedBy,
                          when: displayDate(version.ut),
                        })}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              {versions.data && versions.data.length > 1 && (
                <VersionDiff key={versions.data[0]?.vn} versions={versions.data} />
              )}
            </Paper>
          )}
        </Stack>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <TypePreview definition={definition} defsFrom={types.data?.find((t) => t.builtIn)?.id} />
          <ListPreview definition={definition} />
        </Box>
      </Box>
      {/* ConfirmDialog itself (not EditorStepDialog): its words stay those of publishing while it closes. */}
      <ConfirmDialog
        isOpen={confirming === 'publish'}
        loading={publish.isPending}
        title={`${T}.confirm.publishTitle`}
        content={`${T}.confirm.${clearRemoved ? 'publishClearContent' : 'publishContent'}`}
        translateOptions={{ id: definition.id, count: checkResult?.holdingRemoved ?? 0 }}
        confirm={`${T}.actions.publish`}
        cancel="ra.action.cancel"
        confirmColor="primary"
        onConfirm={() => void onPublish()}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useDataProvider, useLocation, useParams, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { readFailure } from '../../dataProvider/envelopeReader';
import { isContentStatus } from '../../domain/statuses';
import type { ContentStatus } from '../../domain/statuses';
import type { ConsoleArea } from '../../kit/areas';
import type { ItemExtra } from '../../kit/editor/itemExtras';
import { AuditTab } from './edit/AuditTab';
import { AdditionalInfo } from './edit/AdditionalInfo';
import { EditorDialogs } from './edit/EditorDialogs';
import { EditorForm } from './edit/EditorForm';
import { EditorHeader } from './edit/EditorHeader';
import { EditorToolbar } from './edit/EditorToolbar';
import { LockBanner } from './edit/LockBanner';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import { useItemVersions } from '../../kit/editor/useItemVersions';
import { VersionedEditor } from '../../kit/editor/VersionedEditor';
import type { EditorCore } from '../../kit/editor/VersionedEditor';
import { blankDraft } from './edit/blankDraft';
import type { EditorRecord } from './edit/blankDraft';
import { contentWrites } from './edit/contentWrites';
import type { StatusAction } from './edit/statusActions';
import { typeSchemaOf } from './edit/typeSchema';
import type {
  CatalogueEditorContext,
  CatalogueForm,
  CatalogueVersion,
} from './edit/useEditPageController';
import {
  CONFIRMED,
  refusalReader,
  runStatusAction,
  useCatalogueEditorState,
  useEditPageController,
  useRefusalNotifier,
} from './edit/useEditPageController';
import { useEditPermissions } from './edit/useEditPermissions';
import { useResourcePaths } from './shared/useResourcePaths';
import { useResourceType } from './shared/useResourceType';
import { cleanPayload } from '../../domain/payload';
import type { PageResource } from '../../domain/permissions/pages';
import { VersionPicker } from './edit/VersionPicker';
import { LoadingBar } from '../../kit/feedback/LoadingBar';

export interface ResourceEditPageProps {
  area: ConsoleArea;
  /** Pieces shown above the form (the composition root's: media actions, the video editor). */
  extras?: readonly ItemExtra[];
}

/**
 * The edit page of a catalogue item (`/apps/:product?/{area}/:resourceType[/:channelType]/:contentId`,
 * optional `?status=`): version picker, the type's JSON Forms form (read-only until Edit, under a
 * content lock), status actions by permission, and the audit trail beside the form.
 */
export function ResourceEditPage({ area, extras = [] }: ResourceEditPageProps) {
  const { resourceType = '', contentId = '' } = useParams<{
    resourceType: string;
    contentId: string;
  }>();
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).get('status');
  // A new item (or type) is a new page: nothing of the previous one's state carries over.
  return (
    <EditPageContent
      key={`${resourceType}/${contentId}`}
      area={area}
      type={resourceType}
      id={contentId}
      wanted={isContentStatus(wanted) ? wanted : undefined}
      extras={extras}
    />
  );
}

// JSON Forms' ajv fills defaults into the object it is given: the loaded version stays intact.
const formOf = (version: CatalogueVersion): CatalogueForm => {
  if (version.key !== '') return { doc: structuredClone(version) };
  // A blank draft has no version yet: its form is the draft alone.
  const { key: _key, ut: _ut, st: _st, ...draft } = version;
  return { doc: structuredClone(draft) };
};

function EditPageContent({
  area,
  type,
  id,
  wanted,
  extras,
}: {
  area: ConsoleArea;
  type: string;
  id: string;
  wanted: ContentStatus | undefined;
  extras: readonly ItemExtra[];
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const paths = useResourcePaths(area, type);
  const { definition, error: typeError } = useResourceType(type);
  const schema = typeSchemaOf(definition);
  const permissions = useEditPermissions(definition?.list.resource);
  const typeName = translate(`resources.${type}.name`, { smart_count: 1, _: type });
  const versions = useItemVersions(type, id, wanted);
  const state = useCatalogueEditorState();
  const fallback = translate('console.editor.conflict.fallback');
  const { isConflict, onRefused } = refusalReader(state, fallback);
  const notifyRefusal = useRefusalNotifier(isConflict);
  const blank = useMemo<CatalogueVersion | undefined>(
    () =>
      versions.isNew ? { ...blankDraft(type, id), id, key: '', ut: '', st: 'draft' } : undefined,
    [versions.isNew, type, id],
  );
  // The item's writes, made once: the first save of a blank draft, the status actions.
  const writes = useMemo(
    () => contentWrites(dataProvider, type, id, schema),
    [dataProvider, type, id, schema],
  );
  const create = useCallback(
    async (body: object) =>
      (await writes.create({ ...(body as EditorRecord), id })) as CatalogueVersion,
    [writes, id],
  );
  // What Save sends: the form's content cleaned by the type's schema, as every write of it is.
  const bodyOf = useCallback(
    (form: CatalogueForm) => (schema ? cleanPayload(form.doc, schema) : form.doc),
    [schema],
  );
  const onStep = (
    action: StatusAction,
    core: EditorCore<CatalogueForm, StatusAction, CatalogueVersion>,
  ) =>
    runStatusAction(action, {
      core,
      writes,
      versions,
      state,
      listPath: paths.list,
    });

  const loadError =
    typeError !== undefined ? 'type' : versions.error !== undefined ? 'record' : undefined;
  const failed = (error: unknown, kind: 'type' | 'record' = 'record') => (
    <Alert severity="error" sx={{ m: 2 }}>
      {(kind === 'record' ? readFailure(error, '').message : undefined) ||
        translate(
          kind === 'type' ? 'console.resources.errors.schema' : 'console.resources.errors.notFound',
          { type, id },
        )}
    </Alert>
  );
  if (loadError) return failed(loadError === 'type' ? typeError : versions.error, loadError);

  return (
    <VersionedEditor<CatalogueVersion, CatalogueForm, StatusAction>
      resource={type}
      id={id}
      messages="console.editor"
      lockType={type}
      permission={definition?.list.resource ?? 'cp_datastore'}
      versionKey={versions.shownKey}
      ready={versions.loaded && definition !== undefined}
      onShow={(key) => {
        state.refreshAudit();
        if (!state.leaving.current) versions.pick(key);
      }}
      formOf={formOf}
      bodyOf={bodyOf}
      refreshes={[versions.queryKey]}
      // An item without versions: its first save creates it.
      {...(blank ? { blank, create } : {})}
      settles
      onRefused={onRefused}
      notifyRefusal={notifyRefusal}
      onAccepted={() => state.setFieldErrors([])}
      onReset={() => state.setFieldErrors([])}
      failures={{
        update: versions.isNew
          ? 'console.editor.errors.createFailed'
          : 'console.editor.errors.updateFailed',
      }}
      afterSave="stop"
      noticeArgs={() => ({ type: typeName })}
      notices={{
        updated: versions.isNew
          ? 'console.resources.messages.created'
          : 'console.resources.messages.updated',
      }}
      forceUnlock
      steps={CONFIRMED}
      onStep={onStep}
      ownDialogs
      loading={
        <Box sx={{ p: 2 }}>
          <LoadingBar />
        </Box>
      }
      failed={(error) => failed(error)}
    >
      {({ version, core }) => (
        <EditPageBody
          area={area}
          type={type}
          id={id}
          extras={extras}
          typeName={typeName}
          schema={schema}
          uischema={definition?.uischema}
          definitionResource={definition?.list.resource}
          permissions={permissions}
          versions={versions}
          version={version}
          core={core}
          state={state}
          listPath={paths.list}
          writes={writes}
        />
      )}
    </VersionedEditor>
  );
}

function EditPageBody({
  area,
  extras,
  uischema,
  definitionResource,
  ...context
}: CatalogueEditorContext & {
  area: ConsoleArea;
  extras: readonly ItemExtra[];
  uischema: unknown;
  definitionResource: PageResource | undefined;
}) {
  const translate = useTranslate();
  const controller = useEditPageController(context);
  const { type, id, typeName, schema, permissions, versions, version } = context;
  const [tab, setTab] = useState<'details' | 'audit'>('details');
  // The form's own tab (General, Images ...): kept here, so the form reloaded after a save or a
  // version change opens where the user was.
  const [category, setCategory] = useState(0);
  const { draft, lock, isNew } = controller;
  const headerRecord: RaRecord = { ...version, id };
  return (
    <Box sx={{ p: 2 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <EditorHeader
          typeName={typeName}
          record={headerRecord}
          status={isNew ? undefined : controller.status}
          area={area}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <VersionPicker
            versions={versions.versions}
            selectedKey={isNew ? undefined : version.key}
            disabled={draft.dirty || controller.loading}
            onSelect={controller.selectVersion}
          />
          {!isNew && schema && definitionResource && (
            <AdditionalInfo
              type={type}
              schema={schema}
              data={version}
              resource={definitionResource}
            />
          )}
          <EditorToolbar
            editing={controller.editing}
            showEdit={permissions.update}
            editDisabled={controller.editDisabled}
            saveDisabled={!controller.saveEnabled}
            statusActions={controller.statusActions}
            statusDisabled={controller.statusDisabled}
            onEdit={controller.startEditing}
            onSave={controller.save}
            onClose={controller.close}
            onStatusAction={controller.requestStatus}
          />
        </Stack>
      </Stack>
      {lock.lockedBy !== undefined && (
        <Box sx={{ mb: 2 }}>
          <LockBanner
            lockedBy={lock.lockedBy}
            canForceUnlock={permissions.forceUnlock}
            onForceUnlock={controller.requestForceUnlock}
          />
        </Box>
      )}
      {extras.map((Extra, index) => (
        <Extra
          key={index}
          area={area}
          type={type}
          id={id}
          schema={schema ?? undefined}
          record={isNew ? undefined : version}
          data={draft.data}
          editing={controller.editing}
          canUpdate={permissions.update}
          onChange={draft.onChange}
          reload={(key) => void versions.reload(key)}
        />
      ))}
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: 'details' | 'audit') => setTab(value)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="details" label={translate('console.editor.tabs.details')} />
          {!isNew && <Tab value="audit" label={translate('console.editor.tabs.audit')} />}
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === 'audit' && !isNew ? (
            <AuditTab type={type} id={id} refresh={controller.auditRefresh} />
          ) : controller.ready && schema ? (
            <EditorForm
              schema={schema}
              uischema={uischema}
              data={draft.data}
              readonly={!controller.editing}
              showValidation={draft.dirty}
              additionalErrors={controller.fieldErrors}
              onChange={draft.onChange}
              onInput={draft.onInput}
              settling={!draft.settled}
              item={isNew ? undefined : { id, type }}
              category={category}
              onCategoryChange={setCategory}
            />
          ) : (
            <LoadingBar />
          )}
        </Box>
      </Paper>
      <EditorDialogs controller={controller} />
      <UnsavedChangesGuard
        when={controller.editing && draft.dirty}
        prefix="console.common.unsaved"
      />
    </Box>
  );
}

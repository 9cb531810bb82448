import { useState } from 'react';
import { Alert, Box, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useLocation, useParams, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
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
import { useEditPageController } from './edit/useEditPageController';
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
  const controller = useEditPageController(area, type, id, wanted);
  const [tab, setTab] = useState<'details' | 'audit'>('details');
  // The form's own tab (General, Images ...): kept here, so the form reloaded after a save or a
  // version change opens where the user was.
  const [category, setCategory] = useState(0);
  const { record, draft, lock, permissions } = controller;
  const loadError =
    controller.typeError !== undefined ? 'type' : record.error !== undefined ? 'record' : undefined;

  if (loadError) {
    const message = loadError === 'record' ? record.error : undefined;
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {message ||
          translate(
            loadError === 'type'
              ? 'console.resources.errors.schema'
              : 'console.resources.errors.notFound',
            { type, id },
          )}
      </Alert>
    );
  }
  const headerRecord: RaRecord | undefined = record.record ? { ...record.record, id } : undefined;
  return (
    <Box sx={{ p: 2 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <EditorHeader
          typeName={controller.typeName}
          record={headerRecord}
          status={record.isNew ? undefined : controller.status}
          area={area}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <VersionPicker
            versions={record.versions}
            selectedKey={record.selectedKey}
            disabled={draft.dirty || record.loading}
            onSelect={controller.selectVersion}
          />
          {!record.isNew && controller.schema && record.record && controller.definitionResource && (
            <AdditionalInfo
              type={type}
              schema={controller.schema}
              data={record.record}
              resource={controller.definitionResource}
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
          schema={controller.schema ?? undefined}
          record={record.isNew ? undefined : record.record}
          data={draft.data}
          editing={controller.editing}
          canUpdate={permissions.update}
          onChange={draft.onChange}
          reload={(key) => void record.reload(key)}
        />
      ))}
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: 'details' | 'audit') => setTab(value)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="details" label={translate('console.editor.tabs.details')} />
          {!record.isNew && <Tab value="audit" label={translate('console.editor.tabs.audit')} />}
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === 'audit' && !record.isNew ? (
            <AuditTab type={type} id={id} refresh={controller.auditRefresh} />
          ) : controller.ready && controller.schema && draft.data ? (
            <EditorForm
              schema={controller.schema}
              uischema={controller.uischema}
              data={draft.data}
              readonly={!controller.editing}
              showValidation={draft.dirty}
              additionalErrors={controller.fieldErrors}
              onChange={draft.onChange}
              onInput={draft.onInput}
              settling={!draft.settled}
              item={record.isNew ? undefined : { id, type }}
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

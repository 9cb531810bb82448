import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useId, useState } from 'react';
import type { ReactElement } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../kit/dialog/ConfirmDialog';
import { usePermission } from '../../../authProvider/usePermission';
import type { Persona } from '../../../dataProvider/attribute/attributeProvider';
import { isConsoleHttpError } from '../../../dataProvider/errors';
import type { KnownAttribute, Policy } from '../../../domain/policy/types';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { useAttributeNameOf } from '../../../kit/policy/useAttributeName';
import { ContextInput } from './ContextInput';
import { DecisionView } from './DecisionView';
import { PersonaNameDialog } from './PersonaNameDialog';
import { PersonaTable } from './PersonaTable';
import { usePersonaMutations, usePersonas } from './usePersonas';
import { useWhatIfController } from './useWhatIfController';

/** Props of {@link WhatIfPanel}. */
export interface WhatIfPanelProps {
  /** The policy being edited, as it stands in the editor (unsaved changes included). */
  policy: Policy;
  /** The product's other policies, decided together with the edited one. */
  otherPolicies: readonly Policy[];
  /** The attributes rules may name (product and global), for the inputs' types. */
  knownAttributes: readonly KnownAttribute[];
}

type NameDialog = { mode: 'save' } | { mode: 'rename'; persona: Persona };

const NO_PERSONAS: readonly Persona[] = [];

/** The server's problem with a persona's name (a 400 on '/n'), else undefined. */
function nameProblem(error: unknown): string | undefined {
  if (!isConsoleHttpError(error) || error.status !== 400) return undefined;
  return error.fieldErrors['/n'] ?? error.message;
}

/**
 * The policy editor's what-if panel: enter a viewer context (one input per attribute the
 * policies name, typed by the attribute's type) or pick a saved persona, and see live what the
 * edited policy and the others decide: Allow or Deny, the deciding policy and rule, and for a
 * Deny the failed condition with what was expected and what was given. Below, every saved
 * persona's decision side by side. Those who may update policies (cp_policymgmt) save the
 * context as a persona, rename and delete personas.
 */
export function WhatIfPanel({
  policy,
  otherPolicies,
  knownAttributes,
}: WhatIfPanelProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const canEdit = usePermission('update', 'cp_policymgmt');
  const personasQuery = usePersonas();
  const personas = personasQuery.data ?? NO_PERSONAS;
  const { create, update, remove } = usePersonaMutations();
  const controller = useWhatIfController({ policy, otherPolicies, knownAttributes, personas });
  // Attributes are named by their display names in the UI language, the key when they have none.
  const nameOf = useAttributeNameOf(knownAttributes);
  const [nameDialog, setNameDialog] = useState<NameDialog | undefined>();
  const [nameError, setNameError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<Persona | undefined>();
  const headingId = useId();
  const editedKey = policy.key;

  const closeNameDialog = () => {
    setNameDialog(undefined);
    setNameError(undefined);
  };

  const submitName = (name: string) => {
    if (nameDialog === undefined) return;
    const onError = (error: unknown) => {
      const problem = nameProblem(error);
      if (problem === undefined) notifyError(error);
      setNameError(problem);
    };
    if (nameDialog.mode === 'save') {
      create.mutate(
        { n: name, context: { ...controller.context } },
        {
          onSuccess: (persona) => {
            closeNameDialog();
            if (persona?.id) controller.pickPersona(persona.id);
            notify('console.whatIf.persona.saved', { type: 'success' });
          },
          onError,
        },
      );
    } else {
      const { persona } = nameDialog;
      update.mutate(
        { id: persona.id, input: { n: name, context: persona.context } },
        {
          onSuccess: () => {
            closeNameDialog();
            notify('console.whatIf.persona.renamed', { type: 'success' });
          },
          onError,
        },
      );
    }
  };

  const confirmDelete = () => {
    if (toDelete === undefined) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(undefined);
        notify('console.whatIf.persona.deleted', { type: 'success' });
      },
      onError: (error) => {
        setToDelete(undefined);
        notifyError(error);
      },
    });
  };

  const onRename = useCallback(
    (persona: Persona) => setNameDialog({ mode: 'rename', persona }),
    [],
  );
  const onDelete = useCallback((persona: Persona) => setToDelete(persona), []);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {translate('console.whatIf.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('console.whatIf.intro')}
          </Typography>
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={translate('console.whatIf.persona.pick')}
            value={controller.personaId}
            onChange={(event) => controller.pickPersona(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 240 }}
            disabled={personas.length === 0}
          >
            <MenuItem value="">
              <em>{translate('console.whatIf.persona.none')}</em>
            </MenuItem>
            {personas.map((persona) => (
              <MenuItem key={persona.id} value={persona.id}>
                {persona.n}
              </MenuItem>
            ))}
          </TextField>
          {canEdit && (
            <Button
              startIcon={<SaveIcon />}
              onClick={() => setNameDialog({ mode: 'save' })}
              disabled={Object.keys(controller.context).length === 0}
            >
              {translate('console.whatIf.persona.save')}
            </Button>
          )}
        </Box>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {translate('console.whatIf.contextTitle')}
          </Typography>
          {controller.attributes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('console.whatIf.noAttributes')}
            </Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
                gap: 2,
              }}
            >
              {controller.attributes.map((attribute) => (
                <ContextInput
                  key={attribute.key}
                  attribute={attribute}
                  value={controller.values[attribute.key]}
                  onChange={(value) => controller.setValue(attribute.key, value)}
                />
              ))}
            </Box>
          )}
        </Box>

        {controller.compiled.ok ? (
          controller.decision && (
            <DecisionView decision={controller.decision} editedKey={editedKey} nameOf={nameOf} />
          )
        ) : (
          <Alert severity="warning" variant="outlined">
            {translate('console.whatIf.decision.broken', {
              policy: controller.compiled.policy,
              rule: controller.compiled.rule,
              attribute: nameOf(controller.compiled.attribute),
            })}
          </Alert>
        )}

        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {translate('console.whatIf.personas.title')}
          </Typography>
          {personasQuery.isPending ? (
            <Typography variant="body2" color="text.secondary">
              {translate('console.whatIf.personas.loading')}
            </Typography>
          ) : personasQuery.isError ? (
            <Alert severity="error" variant="outlined">
              {translate('console.whatIf.personas.loadFailed')}
            </Alert>
          ) : personas.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('console.whatIf.personas.empty')}
            </Typography>
          ) : (
            <PersonaTable
              rows={controller.personaDecisions}
              editedKey={editedKey}
              canEdit={canEdit}
              onRename={onRename}
              onDelete={onDelete}
              nameOf={nameOf}
            />
          )}
          {!canEdit && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {translate('console.whatIf.persona.readOnly')}
            </Typography>
          )}
        </Box>
      </Stack>

      {nameDialog !== undefined && (
        <PersonaNameDialog
          title={
            nameDialog.mode === 'save'
              ? translate('console.whatIf.persona.saveTitle')
              : translate('console.whatIf.persona.renameTitle', { name: nameDialog.persona.n })
          }
          initialName={nameDialog.mode === 'save' ? '' : nameDialog.persona.n}
          busy={create.isPending || update.isPending}
          serverError={nameError}
          onClose={closeNameDialog}
          onSubmit={submitName}
        />
      )}
      <ConfirmDialog
        isOpen={toDelete !== undefined}
        loading={remove.isPending}
        title="console.whatIf.persona.deleteTitle"
        translateOptions={{ name: toDelete?.n ?? '' }}
        content="console.whatIf.persona.deleteContent"
        confirm="console.whatIf.persona.delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </Paper>
  );
}

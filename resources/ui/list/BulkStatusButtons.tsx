import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PublishIcon from '@mui/icons-material/Publish';
import RestoreIcon from '@mui/icons-material/Restore';
import { styled } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { BulkActionsToolbar, Button, useListContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { ConfirmDialog } from '../../../kit/dialog/ConfirmDialog';
import type { BulkStatusAction } from './bulkStatusActions';
import { useArchiveOutcome } from './useArchiveOutcome';

const ICONS: Readonly<Record<BulkStatusAction['id'], ReactElement>> = {
  publish: <PublishIcon />,
  archive: <ArchiveOutlinedIcon />,
  delete: <DeleteOutlineIcon />,
  restore: <RestoreIcon />,
};

/** Props of {@link BulkStatusButtons}. */
export interface BulkStatusButtonsProps {
  actions: readonly BulkStatusAction[];
  /** Starts the change for the selected ids (see `useBulkStatusChange`). */
  onChange: (ids: string[], status: string) => Promise<void>;
  disabled?: boolean;
}

/**
 * The buttons of the bulk actions toolbar: one per allowed status change. Archive and Delete
 * ask for confirmation in a dialog first.
 */
export function BulkStatusButtons({ actions, onChange, disabled = false }: BulkStatusButtonsProps) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [confirming, setConfirming] = useState<BulkStatusAction>();
  const ids = selectedIds.map(String);
  const outcome = useArchiveOutcome(ids, confirming?.id === 'archive');
  const archiveLines = outcome
    ? (['published', 'draftWithPublished', 'draftOnly'] as const).flatMap((kind) =>
        outcome[kind].length === 0
          ? []
          : [
              translate(`console.lists.bulk.archiveOutcome.${kind}`, {
                smart_count: outcome[kind].length,
                names: outcome[kind].join(', '),
              }),
            ],
      )
    : [];

  const run = (action: BulkStatusAction) => {
    setConfirming(undefined);
    void onChange(ids, action.status);
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.id}
          label={translate(`console.lists.bulk.${action.id}`)}
          disabled={disabled || ids.length === 0}
          onClick={() => (action.confirm ? setConfirming(action) : run(action))}
          color={action.id === 'delete' ? 'error' : 'primary'}
        >
          {ICONS[action.id]}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={confirming !== undefined}
        title={
          confirming?.id === 'delete'
            ? 'console.lists.bulk.confirmDeleteTitle'
            : 'console.lists.bulk.confirmArchiveTitle'
        }
        content={
          confirming?.id === 'delete' ? (
            'console.lists.bulk.confirmDelete'
          ) : (
            <>
              <Typography>
                {translate('console.lists.bulk.confirmArchive', { smart_count: ids.length })}
              </Typography>
              {outcome === null ? null : outcome === undefined ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate('console.lists.bulk.archiveOutcome.reading')}
                </Typography>
              ) : (
                archiveLines.map((line) => (
                  <Typography key={line} variant="body2" sx={{ mt: 1 }}>
                    {line}
                  </Typography>
                ))
              )}
            </>
          )
        }
        contentTranslateOptions={{ smart_count: ids.length }}
        confirmColor="warning"
        onConfirm={() => {
          if (confirming) run(confirming);
        }}
        onClose={() => setConfirming(undefined)}
      />
    </>
  );
}

/**
 * react-admin's bulk actions toolbar slides over the 48 px above the table, which here hold
 * the filters and the job progress: this one takes its own place in the page instead (the
 * doubled `&` outranks react-admin's own `.root .toolbar` rule). In a dark theme react-admin
 * fills it with the accent's hover shade darkened, too light for the accent- and red-coloured
 * buttons on it (2.8:1 in the default dark theme): it takes the paper, on which the theme made
 * those colours readable, with an accent outline to mark the selection.
 */
const InFlowBulkActionsToolbar = styled(BulkActionsToolbar)(({ theme }) => ({
  '&& .RaBulkActionsToolbar-toolbar': {
    position: 'relative',
    transform: 'none',
    ...(theme.palette.mode === 'dark'
      ? {
          backgroundColor: theme.palette.background.paper,
          boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
        }
      : {}),
  },
}));

/** The bulk actions toolbar of a list ('n items selected', unselect, the status buttons). */
export function BulkStatusToolbar(props: BulkStatusButtonsProps) {
  return (
    <InFlowBulkActionsToolbar>
      <BulkStatusButtons {...props} />
    </InFlowBulkActionsToolbar>
  );
}

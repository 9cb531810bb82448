import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { CHANNEL_NUMBER_CODES, isChannelNumber } from '../../domain/programs/channelNumber';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { NumberedChannel } from '../../dataProvider/vllProvider';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { FormDialog } from '../../kit/dialog/FormDialog';
import { ResourceTablePage } from '../../kit/list/ResourceTablePage';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import { useChangeChannelNumber } from './useChangeChannelNumber';

type ChannelRow = NumberedChannel & { tz?: string };

const base = (product: string | undefined) =>
  `/apps/${product === undefined ? '' : `${encodeURIComponent(product)}/`}live/virtuallivechannel`;

/**
 * The virtual channels list (`/apps/:product?/live/virtuallivechannel`, 'Virtual Channels'): each
 * channel with its number, time zone and status; 'New Virtual Channel' opens the create form, Edit
 * the channel's editor, Schedule its schedule page, and the number changes in a dialog (a
 * duplicate opens the duplicate dialog naming the holder; an active draft is refused with the
 * spec's message). A viewer sees the list only.
 */
export function VirtualChannelsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_vll');
  const canEdit = usePermission('update', 'cp_vll');
  const change = useChangeChannelNumber();
  const [target, setTarget] = useState<ChannelRow | undefined>();
  const [refetchList, setRefetchList] = useState<() => void>(() => () => undefined);
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState<{ cn: number; holder: string } | undefined>();
  const nameOf = (row: ChannelRow) => pickLocalizedName(row.lon, locale) ?? row.id;

  const submit = async () => {
    if (!target) return;
    const cn = Number(number);
    setBusy(true);
    try {
      await change(String(target.id), { cn, key: target.key, ut: target.ut });
      notify('console.virtualChannels.updated', {
        type: 'success',
        messageArgs: { name: nameOf(target) },
      });
      setTarget(undefined);
      refetchList();
    } catch (failure) {
      const code = failure instanceof ConsoleHttpError ? failure.errors[0]?.code : undefined;
      if (code === CHANNEL_NUMBER_CODES.duplicate && failure instanceof ConsoleHttpError) {
        const holder = (failure.body?.data as { name?: string } | null)?.name ?? '';
        setDuplicate({ cn, holder });
      } else if (code === CHANNEL_NUMBER_CODES.activeDraft)
        notify('console.virtualChannels.activeDraft', { type: 'error' });
      else notifyError(failure, 'console.common.errors.requestFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResourceTablePage<ChannelRow>
      resource="virtuallivechannel"
      prefix="console.virtualChannels"
      canEdit={canEdit}
      addTo={canCreate ? `${base(product)}/add` : undefined}
      rowLabel={(row) => String(row.id)}
      columns={[
        { id: 'name', render: nameOf },
        { id: 'number', render: (row) => row.cn ?? '' },
        { id: 'zone', render: (row) => row.tz ?? 'UTC' },
        { id: 'status', render: (row) => <StatusChip status={row.st} area="live" /> },
      ]}
      rowActions={(row, refetch) => {
        const name = nameOf(row);
        const id = encodeURIComponent(String(row.id));
        return (
          <>
            <Button
              size="small"
              component={RouterLink}
              to={`${base(product)}/${id}`}
              aria-label={`${translate('console.virtualChannels.edit')}: ${name}`}
            >
              {translate('console.virtualChannels.edit')}
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`${base(product)}/schedule/draft/${id}`}
              aria-label={`${translate('console.virtualChannels.schedule')}: ${name}`}
            >
              {translate('console.virtualChannels.schedule')}
            </Button>
            {canEdit && (
              <Button
                size="small"
                aria-label={`${translate('console.virtualChannels.changeNumber')}: ${name}`}
                onClick={() => {
                  setTarget(row);
                  setRefetchList(() => refetch);
                  setNumber(row.cn === undefined ? '' : String(row.cn));
                }}
              >
                {translate('console.virtualChannels.changeNumber')}
              </Button>
            )}
          </>
        );
      }}
    >
      <FormDialog
        open={target !== undefined}
        title={translate('console.virtualChannels.numberDialog', {
          name: target ? nameOf(target) : '',
        })}
        onClose={() => setTarget(undefined)}
        onSubmit={() => void submit()}
        submitLabel={translate('console.virtualChannels.save')}
        cancelLabel={translate('console.virtualChannels.cancel')}
        submitDisabled={!isChannelNumber(Number(number)) || number.trim() === ''}
        busy={busy}
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('console.virtualChannels.number')}
          helperText={translate('console.virtualChannels.numberHint')}
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FormDialog>
      <Dialog
        open={duplicate !== undefined}
        onClose={() => setDuplicate(undefined)}
        aria-labelledby="vll-duplicate-title"
      >
        <DialogTitle id="vll-duplicate-title">
          {translate('console.virtualChannels.duplicateTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('console.virtualChannels.duplicateText', {
              cn: duplicate?.cn ?? '',
              holder: duplicate?.holder ?? '',
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDuplicate(undefined)} autoFocus>
            {translate('console.virtualChannels.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </ResourceTablePage>
  );
}

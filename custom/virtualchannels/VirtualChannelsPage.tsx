import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { CHANNEL_NUMBER_CODES, isChannelNumber } from '../../domain/programs/channelNumber';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { NumberedChannel } from '../../dataProvider/vllProvider';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { FormDialog } from '../../kit/dialog/FormDialog';
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
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<ChannelRow>('virtuallivechannel', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'ut', order: 'DESC' },
  });
  const change = useChangeChannelNumber();
  const [target, setTarget] = useState<ChannelRow | undefined>();
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
      await refetch();
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
    <Box sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h5" component="h1">
          {translate('console.virtualChannels.title')}
        </Typography>
        {canCreate && (
          <Button variant="contained" component={RouterLink} to={`${base(product)}/add`}>
            {translate('console.virtualChannels.add')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 900 }}>
        {translate('console.virtualChannels.intro')}
      </Typography>
      {!canEdit && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.virtualChannels.readOnly')}
        </Alert>
      )}
      {isPending && <LinearProgress aria-label={translate('console.virtualChannels.title')} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {!isPending && !error && data.length === 0 && (
        <Alert severity="info">{translate('console.virtualChannels.empty')}</Alert>
      )}
      {data.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.virtualChannels.columns.name')}</TableCell>
                <TableCell>{translate('console.virtualChannels.columns.number')}</TableCell>
                <TableCell>{translate('console.virtualChannels.columns.zone')}</TableCell>
                <TableCell>{translate('console.virtualChannels.columns.status')}</TableCell>
                <TableCell>{translate('console.virtualChannels.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => {
                const name = nameOf(row);
                const id = encodeURIComponent(String(row.id));
                return (
                  <TableRow key={row.id} data-channel={row.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell>{row.cn ?? ''}</TableCell>
                    <TableCell>{row.tz ?? 'UTC'}</TableCell>
                    <TableCell>
                      <StatusChip status={row.st} area="live" />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
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
                              setNumber(row.cn === undefined ? '' : String(row.cn));
                            }}
                          >
                            {translate('console.virtualChannels.changeNumber')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
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
    </Box>
  );
}

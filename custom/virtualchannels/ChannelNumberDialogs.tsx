import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CHANNEL_NUMBER_CODES, isChannelNumber } from '../../domain/programs/channelNumber';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { NumberedChannel } from '../../dataProvider/vll/vllProvider';
import { ConsoleDialog } from '../../kit/dialog/ConsoleDialog';
import { FormDialog } from '../../kit/dialog/FormDialog';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useChangeChannelNumber } from './useChangeChannelNumber';

/** The channel whose number changes: the version shown (its key and ut) and its name. */
export interface NumberTarget {
  id: string;
  key: string;
  ut: string;
  cn?: number | null;
  name: string;
}

/**
 * The channel number change (spec sections 5 and 8) wherever it is offered (list rows, the
 * channel editor): `open(target, done)` shows the number dialog; a save calls the number route;
 * a duplicate opens the duplicate dialog naming the holder, an active draft is refused with the
 * spec's message, success says 'Successfully Updated Channel Number for {name}' and calls `done`
 * with the answered version.
 */
export function useChannelNumberFlow() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const change = useChangeChannelNumber();
  const [target, setTarget] = useState<
    { target: NumberTarget; done: (saved: NumberedChannel) => void } | undefined
  >();
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState<{ cn: number; holder: string } | undefined>();

  const submit = async () => {
    if (!target) return;
    const cn = Number(number);
    setBusy(true);
    try {
      const saved = await change(target.target.id, {
        cn,
        key: target.target.key,
        ut: target.target.ut,
      });
      notify('console.virtualChannels.updated', {
        type: 'success',
        messageArgs: { name: target.target.name },
      });
      setTarget(undefined);
      target.done(saved);
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

  const open = (next: NumberTarget, done: (saved: NumberedChannel) => void) => {
    setTarget({ target: next, done });
    setNumber(next.cn === undefined || next.cn === null ? '' : String(next.cn));
  };

  const dialogs = (
    <>
      <FormDialog
        open={target !== undefined}
        title={translate('console.virtualChannels.numberDialog', {
          name: target?.target.name ?? '',
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
      <ConsoleDialog
        open={duplicate !== undefined}
        title={translate('console.virtualChannels.duplicateTitle')}
        onClose={() => setDuplicate(undefined)}
        onOk={() => setDuplicate(undefined)}
        okLabel={translate('console.virtualChannels.ok')}
      >
        <DialogContentText>
          {translate('console.virtualChannels.duplicateText', {
            cn: duplicate?.cn ?? '',
            holder: duplicate?.holder ?? '',
          })}
        </DialogContentText>
      </ConsoleDialog>
    </>
  );
  return { open, dialogs };
}

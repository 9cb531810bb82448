import { useCallback } from 'react';
import { Button } from '@mui/material';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { useShowErrorDetails } from './ErrorDetailsContext';
import { readFailure, type FailureReading } from '../../dataProvider/envelopeReader';

function ShowDetailsAction({ onShow }: { onShow: () => void }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        close();
        onShow();
      }}
    >
      {translate('console.errors.dialog.showDetails')}
    </Button>
  );
}

/**
 * Shows an error the way the style guide asks: a notification with the envelope's first
 * error description (or the translated fallback for the call, e.g.
 * 'console.common.errors.requestFailed'), and when the envelope lists errors, a
 * 'Show details...' action opening the error details dialog with each code and
 * description. Cancelled requests stay silent (spec section 8). Use it for errors thrown
 * by the data provider (`ConsoleHttpError`); it reads them with dataProvider's `readFailure`.
 */
export function useErrorNotifier(): (
  error: unknown,
  fallbackKey?: string,
) => FailureReading | undefined {
  const notify = useNotify();
  const translate = useTranslate();
  const showDetails = useShowErrorDetails();

  return useCallback(
    (error: unknown, fallbackKey = 'console.common.errors.requestFailed') => {
      const report = readFailure(error, translate(fallbackKey));
      if (report.cancelled) return undefined;
      const action =
        showDetails && report.errors.length > 0 ? (
          <ShowDetailsAction onShow={() => showDetails(report)} />
        ) : undefined;
      notify(report.message, {
        type: 'error',
        // The message is already readable text: `_` makes translate return it as it is.
        messageArgs: { _: report.message },
        ...(action ? { action } : {}),
      });
      return report;
    },
    [notify, translate, showDetails],
  );
}

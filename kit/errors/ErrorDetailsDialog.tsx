import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FailureReading } from '../../dataProvider/envelopeReader';

/** What the dialog shows of a failure: its message, and each envelope error's code and description. */
export type ErrorReport = Pick<FailureReading, 'message' | 'errors'>;

/** Spec section 2: error details are at most 400 px high in a 600 px wide dialog. */
const DETAILS_MAX_HEIGHT = 400;
const DIALOG_WIDTH = 600;

export interface ErrorDetailsDialogProps {
  open: boolean;
  report: ErrorReport;
  onClose: () => void;
  /** Defaults to the translated 'Error'. */
  title?: string;
}

/**
 * An error as section 2 shows it: a title, the message, and behind a 'Show details...'
 * toggle the code and description of each envelope error; OK closes it.
 */
export function ErrorDetailsDialog({ open, report, onClose, title }: ErrorDetailsDialogProps) {
  const translate = useTranslate();
  const [showDetails, setShowDetails] = useState(false);
  const hasDetails = report.errors.length > 0;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="error-details-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="error-details-title">
        {title ?? translate('console.errors.dialog.title')}
      </DialogTitle>
      <DialogContent sx={{ maxHeight: DETAILS_MAX_HEIGHT, overflowY: 'auto' }}>
        <DialogContentText>{report.message}</DialogContentText>
        {hasDetails && (
          <Link
            component="button"
            type="button"
            variant="body2"
            aria-expanded={showDetails}
            onClick={() => setShowDetails((shown) => !shown)}
            sx={{ mt: 1 }}
          >
            {translate(
              showDetails
                ? 'console.errors.dialog.hideDetails'
                : 'console.errors.dialog.showDetails',
            )}
          </Link>
        )}
        {hasDetails && showDetails && (
          <List dense aria-label={translate('console.errors.dialog.detailsLabel')}>
            {report.errors.map((detail, index) => (
              <ListItem key={`${detail.code}-${index}`} disableGutters>
                <ListItemText
                  primary={translate('console.errors.dialog.code', { code: detail.code })}
                  secondary={detail.description}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('console.errors.dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

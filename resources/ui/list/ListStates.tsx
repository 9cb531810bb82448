import AddIcon from '@mui/icons-material/Add';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Button as MuiButton, Card, Skeleton, Stack, Typography } from '@mui/material';
import { Button, LinkBase, useTranslate } from 'react-admin';
import { useShowErrorDetails } from '../../../kit/errors/ErrorDetailsContext';
import { readFailure } from '../../../dataProvider/envelopeReader';

/** The 'Create' button of a list: a link to the type's create page. */
export function CreateLink({ to }: { to: string }) {
  const translate = useTranslate();
  return (
    <Button
      component={LinkBase}
      to={to}
      label={translate('console.lists.create')}
      variant="contained"
    >
      <AddIcon />
    </Button>
  );
}

/** Props of {@link ListEmpty}. */
export interface ListEmptyProps {
  /** The type's translated plural name. */
  name: string;
  /** The create page, when the user may create. */
  createPath?: string | undefined;
}

/** What an empty list shows: that there is nothing yet, and the Create button when allowed. */
export function ListEmpty({ name, createPath }: ListEmptyProps) {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center' }}>
      <InboxOutlinedIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2">
        {translate('console.lists.empty.title', { name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(createPath ? 'console.lists.empty.createHint' : 'console.lists.empty.viewHint')}
      </Typography>
      {createPath && <CreateLink to={createPath} />}
    </Stack>
  );
}

/** Props of {@link ListError}. */
export interface ListErrorProps {
  /** The error to describe (its message is the envelope's first error description). */
  error: unknown;
  onRetry: () => void;
}

/**
 * A list that could not be loaded: the reason (the envelope's first error description, else
 * 'Failed to retrieve data'), 'Show details...' when the envelope lists errors, and Retry.
 */
export function ListError({ error, onRetry }: ListErrorProps) {
  const translate = useTranslate();
  const showDetails = useShowErrorDetails();
  const report = readFailure(error, translate('console.common.errors.retrieveDataFailed'));
  return (
    <Stack role="alert" alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('console.lists.error.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {report.message}
      </Typography>
      <Stack direction="row" spacing={1}>
        {showDetails && report.errors.length > 0 && (
          <MuiButton onClick={() => showDetails(report)}>
            {translate('console.common.showDetails')}
          </MuiButton>
        )}
        <MuiButton variant="outlined" onClick={onRetry}>
          {translate('console.common.retry')}
        </MuiButton>
      </Stack>
    </Stack>
  );
}

/** The placeholder of a list whose declaration is still loading. */
export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Box aria-busy="true" sx={{ mt: 2 }}>
      <Skeleton variant="text" width={240} height={40} />
      <Card sx={{ mt: 2, p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <Skeleton variant="rounded" width={240} height={40} />
          <Skeleton variant="rounded" width={160} height={40} />
        </Stack>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rectangular" height={36} sx={{ mb: 1 }} />
        ))}
      </Card>
    </Box>
  );
}

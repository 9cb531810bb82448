import {
  Alert,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { policyServiceOf } from '../../../dataProvider/policy/policyProvider';
import type { Policy } from '../../../domain/policy/types';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';

/** How long the editor must be still before the impact is asked for again. */
const SETTLE_MS = 400;

/** The value once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The policy editor's storefront impact (issue 11): the pages and containers that name the
 * policy, and for each saved persona whose view of one of them the edit flips, whether it is now
 * shown or hidden. Asked of the service (`POST /policy/impact`, the same evaluator as the
 * storefront's viewer read) once the editor has been still for a moment.
 */
export function ImpactPanel({ policy }: { policy: Policy }): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const settled = useSettled(policy, SETTLE_MS);
  const impact = useQuery({
    queryKey: ['policy.impact', product, settled],
    enabled: product !== undefined,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => policyServiceOf(dataProvider).policyImpact(settled, signal),
  });
  const titleId = 'policy-impact-title';

  const body = (): ReactElement => {
    if (impact.isPending) {
      return (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{translate('console.policy.impact.checking')}</Typography>
        </Stack>
      );
    }
    if (impact.isError) {
      return (
        <Alert severity="warning">
          {translate('console.policy.impact.failed', { reason: impact.error.message })}
        </Alert>
      );
    }
    const report = impact.data;
    if (report.items === 0) {
      return <Typography variant="body2">{translate('console.policy.impact.none')}</Typography>;
    }
    if (report.personas === 0) {
      return (
        <Typography variant="body2">{translate('console.policy.impact.noPersonas')}</Typography>
      );
    }
    if (report.flips.length === 0) {
      return (
        <Typography variant="body2">
          {translate('console.policy.impact.noFlips', { smart_count: report.items })}
        </Typography>
      );
    }
    return (
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('console.policy.impact.columns.item')}</TableCell>
            <TableCell>{translate('console.policy.impact.columns.persona')}</TableCell>
            <TableCell>{translate('console.policy.impact.columns.change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.flips.map((flip) => (
            <TableRow key={`${flip.containerId}/${flip.personaId}`}>
              <TableCell>{flip.containerName}</TableCell>
              <TableCell>{flip.personaName}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={flip.after === 'Allow' ? 'success' : 'warning'}
                  label={translate(
                    flip.after === 'Allow'
                      ? 'console.policy.impact.shows'
                      : 'console.policy.impact.hides',
                  )}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {translate('console.policy.impact.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('console.policy.impact.intro')}
      </Typography>
      {body()}
    </Paper>
  );
}

import {
  Alert,
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import type { NotificationJob } from '../../dataProvider/notificationProvider';
import { notificationJobDisplay } from '../../domain/statuses';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { JobStateText } from './JobStateText';
import { useNotificationJobs, useTypeAreas } from './useNotificationJobs';
import { useJobTitle } from './useJobTitle';

const PAGE_SIZES = [10, 25, 100];
const P = 'console.notifications.page';

/** The editor of a failed item: `/apps/{product}/{area}/{type}/{id}` (undefined: area unknown). */
function editorPath(
  product: string | undefined,
  area: string | undefined,
  type: string,
  id: string,
): string | undefined {
  if (!area) return undefined;
  const prefix = product ? `/apps/${encodeURIComponent(product)}` : '/apps';
  return `${prefix}/${area}/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
}

function FailedItems({
  job,
  area,
  product,
}: {
  job: NotificationJob;
  area: string | undefined;
  product: string | undefined;
}) {
  const translate = useTranslate();
  if (job.failureKeys.length === 0) return <>{translate(`${P}.none`)}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {job.failureKeys.map((id) => {
        const to = editorPath(product, area, job.cty, id);
        const reason = job.errorMessages[id];
        return (
          <li key={id}>
            {to ? (
              <Link
                component={LinkBase}
                to={to}
                aria-label={translate(`${P}.openItem`, { id })}
                data-user-content
              >
                {id}
              </Link>
            ) : (
              <span data-user-content>{id}</span>
            )}
            {reason && (
              <Typography component="span" variant="body2" color="text.secondary" data-user-content>
                {' '}
                — {reason}
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}

/**
 * The notification page (`/apps/notification`, spec section 2): the user's bulk update and
 * episode sorting jobs, newest first and paged, each named by its action and item count ('Archive ·
 * 20 movies'), with its state, success/count, failures,
 * the failed items (each linking to its editor) with their reasons, and its times. Running jobs
 * move as the server pushes their progress.
 */
export function NotificationPage() {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const titleOf = useJobTitle();
  const product = useCurrentProduct();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const jobs = useNotificationJobs(page, perPage);
  const areas = useTypeAreas();
  const rows = jobs.data?.data ?? [];
  const total = jobs.data?.total ?? 0;
  const columns = ['job', 'status', 'progress', 'failures', 'failedItems', 'started', 'updated'];

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('console.notifications.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${P}.intro`)}
      </Typography>
      {jobs.isError && <Alert severity="error">{translate(`${P}.loadFailed`)}</Alert>}
      {jobs.isSuccess && rows.length === 0 && (
        <Typography sx={{ py: 3 }}>{translate(`${P}.empty`)}</Typography>
      )}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('console.notifications.title')}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`${P}.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((job) => {
                const display = notificationJobDisplay(job);
                return (
                  <TableRow key={job.id} data-job-id={job.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell>{titleOf(job)}</TableCell>
                    <TableCell>
                      <JobStateText display={display} />
                    </TableCell>
                    <TableCell data-testid="job-progress">{display.progress}</TableCell>
                    <TableCell>{job.failure}</TableCell>
                    <TableCell>
                      <FailedItems job={job} area={areas.data?.[job.cty]} product={product} />
                    </TableCell>
                    <TableCell>{displayDate(job.ct)}</TableCell>
                    <TableCell>{displayDate(job.ut)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES.includes(perPage) ? PAGE_SIZES : [...PAGE_SIZES, perPage]}
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
          labelRowsPerPage={translate(`${P}.rowsPerPage`)}
          getItemAriaLabel={(type) =>
            translate(type === 'next' ? `${P}.nextPage` : `${P}.previousPage`)
          }
          labelDisplayedRows={({ from, to, count }) =>
            translate(`${P}.pageOf`, { from, to, count })
          }
        />
      )}
    </Box>
  );
}

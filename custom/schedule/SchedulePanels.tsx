import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { USAGE_REPORT_COLUMNS } from '../../domain/schedule/api';
import { addScheduleDays } from '../../domain/schedule/utcTime';
import { channelWeekQueryRange } from '../../domain/schedule/scheduleWindow';
import type { VepgChannel } from '../../domain/schedule/api';
import {
  SCHEDULE_WARNING_KINDS,
  groupWarningsByCode,
  tallyByName,
} from '../../domain/schedule/scheduleWarnings';
import type { WarnedItem } from '../../domain/schedule/scheduleWarnings';
import type { ScheduleMethods } from '../../dataProvider/schedule/scheduleProvider';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { saveText } from '../../kit/files/saveText';
import { usageReportFileName } from './downloads';

/** A warned thing on the page: an airing, a day or the channel, with its name. */
export interface WarnedEntry extends WarnedItem {
  name: string;
}

/** The warnings panel: the window's warnings grouped by code, in the spec's order, with its titles. */
export function WarningsPanel({ entries }: { entries: readonly WarnedEntry[] }) {
  const translate = useTranslate();
  const groups = groupWarningsByCode(entries);
  return (
    <Box component="section" aria-labelledby="sched-warnings-title" className="sched-panel">
      <Typography id="sched-warnings-title" variant="subtitle1" component="h2">
        {translate('console.schedule.warnings.title', { smart_count: groups.length })}
      </Typography>
      {groups.length === 0 ? (
        <Typography variant="body2">{translate('console.schedule.warnings.none')}</Typography>
      ) : (
        groups.map((group) => {
          const known = SCHEDULE_WARNING_KINDS.some((kind) => kind.code === group.code);
          const names = tallyByName(group.items);
          return (
            <Box key={String(group.code)} sx={{ mb: 1 }} data-warning-code={String(group.code)}>
              <Typography variant="body2" component="h3" sx={{ fontWeight: 700 }}>
                {known
                  ? translate(`console.schedule.warnings.kinds.${String(group.code)}`)
                  : String(group.code)}{' '}
                ({group.items.length})
              </Typography>
              <ul className="sched-warning-items">
                {names.slice(0, 8).map(({ name, count }) => (
                  <li key={name}>
                    {name}
                    {count > 1 ? ` × ${count}` : ''}
                  </li>
                ))}
                {names.length > 8 ? (
                  <li>
                    {translate('console.schedule.warnings.more', {
                      count: names.length - 8,
                    })}
                  </li>
                ) : null}
              </ul>
            </Box>
          );
        })
      )}
    </Box>
  );
}

/**
 * The window's warnings as the publish confirmation lists them: each code, its title in the UI
 * language, the service's messages and the warned names.
 */
export function PublishWarnings({ entries }: { entries: readonly WarnedEntry[] }) {
  const translate = useTranslate();
  const groups = groupWarningsByCode(entries);
  if (groups.length === 0)
    return <Typography variant="body2">{translate('console.schedule.publishing.none')}</Typography>;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {translate('console.schedule.publishing.warnings', { smart_count: groups.length })}
      </Typography>
      <ul className="sched-warning-items" data-testid="publish-warnings">
        {groups.map((group) => {
          const known = SCHEDULE_WARNING_KINDS.some((kind) => kind.code === group.code);
          const names = tallyByName(group.items).map(({ name }) => name);
          return (
            <li key={String(group.code)} data-warning-code={String(group.code)}>
              <strong>{String(group.code)}</strong>{' '}
              {known
                ? translate(`console.schedule.warnings.kinds.${String(group.code)}`)
                : String(group.code)}
              {group.messages.length > 0 ? ' — ' : ''}
              {/* The service's own words for the warning (the specification's English). */}
              {group.messages.length > 0 && (
                <span data-user-content>{group.messages.join('; ')}</span>
              )}
              {names.length > 0
                ? ` (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})`
                : ''}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The channel usage report of the chosen day's week (a channel schedule query, spec section 9:
 * Monday to the next Monday on the channel's clock, `channelWeekQueryRange`), whether the page
 * shows the week or one day: its rows, and the service's CSV to download.
 */
export function UsageReportPanel({
  schedule,
  channelId,
  channelName,
  day,
  onClose,
}: {
  schedule: ScheduleMethods;
  channelId: string;
  /** Names the downloaded file, with the range. */
  channelName: string;
  /** The chosen day (the channel's local day); the report covers its week. */
  day: string;
  onClose: () => void;
}) {
  const { start, end } = channelWeekQueryRange(day);
  const first = start;
  const last = addScheduleDays(end, -1);
  const translate = useTranslate();
  // On screen in the user's date format and time zone; the CSV keeps the spec's UTC columns.
  const displayDate = useDisplayDate();
  const notifyError = useErrorNotifier();
  const [rows, setRows] = useState<VepgChannel[] | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    schedule
      .getUsageReport({ channel: channelId, start, end }, controller.signal)
      .then(setRows)
      .catch((error: unknown) => {
        notifyError(error, 'console.schedule.errors.report');
        setRows([]);
      });
    return () => controller.abort();
  }, [schedule, channelId, start, end, notifyError]);

  const download = () => {
    schedule
      .getUsageReportCsv({ channel: channelId, start, end })
      .then((text) => {
        saveText(text, 'text/csv', usageReportFileName(channelName, first, last));
      })
      .catch((error: unknown) => notifyError(error, 'console.schedule.errors.report'));
  };

  const airings = (rows ?? []).flatMap((channel) =>
    channel.airing.map((airing) => ({ channel: channel.name || channel.channel, airing })),
  );
  return (
    <Box component="section" aria-labelledby="sched-report-title" className="sched-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="sched-report-title" variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {translate('console.schedule.report.title')}
        </Typography>
        <Typography variant="body2" sx={{ flexBasis: '100%', order: 3 }}>
          {translate('console.schedule.report.range', { first, last })}
        </Typography>
        <Button size="small" variant="outlined" onClick={download}>
          {translate('console.schedule.report.download')}
        </Button>
        <Button size="small" onClick={onClose}>
          {translate('console.schedule.close')}
        </Button>
      </Box>
      {rows === undefined ? null : airings.length === 0 ? (
        <Typography variant="body2">{translate('console.schedule.report.empty')}</Typography>
      ) : (
        <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
          <Table size="small" aria-labelledby="sched-report-title">
            <TableHead>
              <TableRow>
                {USAGE_REPORT_COLUMNS.map((column, index) => (
                  <TableCell key={column}>
                    {translate(`console.schedule.report.columns.c${index}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {airings.slice(0, 200).map(({ channel, airing }) => (
                <TableRow key={airing.uId}>
                  <TableCell>{channel}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDate(airing.a_st_dt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDate(airing.a_ed_dt)}</TableCell>
                  <TableCell>{airing.dur}</TableCell>
                  <TableCell>{airing.title}</TableCell>
                  <TableCell>{airing.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** A refused move, named next to the schedule (and read out). */
export function RefusedMoveAlert({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  if (!message) return null;
  return (
    <Alert severity="error" onClose={onClose} data-testid="refused-move">
      {message}
    </Alert>
  );
}

import { Fragment, useState } from 'react';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  Alert,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { vllServiceOf } from '../../dataProvider/vllProvider';
import type { ProgramUsageRow } from '../../dataProvider/vllProvider';

/** The usage rows of one channel: its days (draft and published) and their airings. */
export interface ChannelUsage {
  channelId: string;
  channelName: string;
  days: ProgramUsageRow[];
  airings: number;
}

/**
 * Groups usage rows by channel, channels by name and each channel's days by date (draft before
 * published on the same day).
 */
export function groupUsageByChannel(rows: readonly ProgramUsageRow[]): ChannelUsage[] {
  const groups = new Map<string, ChannelUsage>();
  for (const row of rows) {
    const group = groups.get(row.channelId) ?? {
      channelId: row.channelId,
      channelName: row.channelName,
      days: [],
      airings: 0,
    };
    group.days.push(row);
    group.airings += row.airings;
    groups.set(row.channelId, group);
  }
  const list = [...groups.values()];
  for (const group of list)
    group.days.sort((a, b) => a.dt.localeCompare(b.dt) || a.st.localeCompare(b.st));
  return list.sort(
    (a, b) => a.channelName.localeCompare(b.channelName) || a.channelId.localeCompare(b.channelId),
  );
}

/** `YYYY-MM-DD HH:mm` (UTC) of an ISO instant. */
const utcMinute = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/**
 * Where a program airs: one row per virtual channel (its name, the number of days and airings),
 * each expanding to its days (day, status, airings, first airing in UTC). Collapsed unless the
 * program airs on one channel only.
 */
export function ProgramUsagePanel({ programId }: { programId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const usage = useQuery({
    queryKey: ['program', 'usage', programId],
    queryFn: ({ signal }) => vllServiceOf(dataProvider).getProgramUsage(programId, signal),
    retry: false,
  });
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const groups = usage.data ? groupUsageByChannel(usage.data) : [];
  const isOpen = (channelId: string) => toggled.has(channelId) !== (groups.length === 1);
  const toggle = (channelId: string) =>
    setToggled((previous) => {
      const next = new Set(previous);
      if (!next.delete(channelId)) next.add(channelId);
      return next;
    });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.programs.usage.${key}`, options);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="program-usage">
      <Typography variant="h6" component="h2" id="program-usage">
        {t('title')}
      </Typography>
      {usage.error && <Alert severity="error">{t('failed')}</Alert>}
      {usage.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      )}
      {groups.length > 0 && (
        <Table size="small" aria-labelledby="program-usage">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('channel')}</TableCell>
              <TableCell align="right">{t('days')}</TableCell>
              <TableCell align="right">{t('airings')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => {
              const open = isOpen(group.channelId);
              const daysId = `program-usage-${group.channelId}`;
              return (
                <Fragment key={group.channelId}>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-controls={open ? daysId : undefined}
                        aria-label={t('toggle', { channel: group.channelName })}
                        onClick={() => toggle(group.channelId)}
                      >
                        {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                      </IconButton>
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {group.channelName}
                    </TableCell>
                    <TableCell align="right">{group.days.length}</TableCell>
                    <TableCell align="right">{group.airings}</TableCell>
                  </TableRow>
                  {open && (
                    <TableRow id={daysId}>
                      <TableCell />
                      <TableCell colSpan={3} sx={{ py: 0 }}>
                        <Table size="small">
                          <TableHead>
                            <TableRow>
                              <TableCell>{t('day')}</TableCell>
                              <TableCell>{t('status')}</TableCell>
                              <TableCell align="right">{t('airings')}</TableCell>
                              <TableCell>{t('firstStart')}</TableCell>
                            </TableRow>
                          </TableHead>
                          <TableBody>
                            {group.days.map((row) => (
                              <TableRow key={`${row.dt}-${row.st}`}>
                                <TableCell>{row.dt}</TableCell>
                                <TableCell>{translate(`enums.st.${row.st}`)}</TableCell>
                                <TableCell align="right">{row.airings}</TableCell>
                                <TableCell>{utcMinute(row.firstStart)}</TableCell>
                              </TableRow>
                            ))}
                          </TableBody>
                        </Table>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

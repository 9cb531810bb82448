import { useState } from 'react';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemButton,
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
import { vllServiceOf } from '../../dataProvider/vll/vllProvider';
import type { ProgramUsageRow } from '../../dataProvider/vll/vllProvider';

/** The usage rows of one channel: its days (draft and published versions) and their airings. */
export interface ChannelUsage {
  channelId: string;
  channelName: string;
  /** One row per day and version, by date (draft before published on the same day). */
  days: ProgramUsageRow[];
  /** Distinct days. */
  dayCount: number;
  /** Airings per day of its newest version (the draft where there is one, else the published). */
  airings: number;
}

/** Groups usage rows by channel, channels by name and each channel's days by date. */
export function groupUsageByChannel(rows: readonly ProgramUsageRow[]): ChannelUsage[] {
  const byChannel = new Map<string, ProgramUsageRow[]>();
  for (const row of rows)
    byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row]);
  const groups = [...byChannel.entries()].map(([channelId, days]): ChannelUsage => {
    days.sort((a, b) => a.dt.localeCompare(b.dt) || a.st.localeCompare(b.st));
    const newest = new Map<string, ProgramUsageRow>();
    for (const row of days) {
      const seen = newest.get(row.dt);
      if (!seen || seen.st === 'published') newest.set(row.dt, row);
    }
    return {
      channelId,
      channelName: days[0]?.channelName ?? channelId,
      days,
      dayCount: newest.size,
      airings: [...newest.values()].reduce((sum, row) => sum + row.airings, 0),
    };
  });
  return groups.sort(
    (a, b) => a.channelName.localeCompare(b.channelName) || a.channelId.localeCompare(b.channelId),
  );
}

/** `YYYY-MM-DD HH:mm` (UTC) of an ISO instant. */
const utcMinute = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/**
 * Where a program airs: one entry per virtual channel (its name, the number of days and of
 * airings, a day counted once with its newest version's airings), a button that expands to a table of its days (day, status, airings, first airing in
 * UTC). Collapsed unless the program airs on one channel only.
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
        <List dense disablePadding>
          {groups.map((group) => {
            const open = isOpen(group.channelId);
            const daysId = `program-usage-${group.channelId}`;
            return (
              <ListItem key={group.channelId} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  aria-expanded={open}
                  aria-controls={open ? daysId : undefined}
                  onClick={() => toggle(group.channelId)}
                  sx={{ gap: 1 }}
                >
                  {open ? (
                    <KeyboardArrowDownIcon fontSize="small" />
                  ) : (
                    <KeyboardArrowRightIcon fontSize="small" />
                  )}
                  <Box component="span" sx={{ fontWeight: 500, flex: 1 }}>
                    {group.channelName}
                  </Box>{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('dayCount', { smart_count: group.dayCount })} ·{' '}
                    {t('airingCount', { smart_count: group.airings })}
                  </Box>
                </ListItemButton>
                {open && (
                  <Table
                    id={daysId}
                    size="small"
                    aria-label={t('daysOf', { channel: group.channelName })}
                    sx={{ mb: 1 }}
                  >
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
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}

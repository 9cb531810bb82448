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
import type { VepgAiring } from '../../domain/schedule/api';
import { addScheduleDays } from '../../domain/schedule/utcTime';
import { localHourMinute } from '../../domain/schedule/viewTimeline';
import type { LocalDay } from '../../domain/schedule/viewTimeline';
import type { ScheduleMethods } from '../../dataProvider/schedule/scheduleProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { saveText } from '../../kit/files/saveText';
import { guideFileName } from './downloads';

/**
 * The channel's guide as apps read it: the published programmes of the window's days from the
 * service's guide (GET /vepg, the same airings as its XMLTV), by local day in the channel's
 * zone, with the XMLTV download. Drafts never show here.
 */
export function ScheduleGuide({
  schedule,
  channelId,
  channelName,
  days,
  timeZone,
  dayLabel,
}: {
  schedule: ScheduleMethods;
  channelId: string;
  channelName: string;
  /** The window's days (the ones the range text names). */
  days: readonly LocalDay[];
  timeZone: string;
  dayLabel: (day: LocalDay) => string;
}) {
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? first;
  const [airings, setAirings] = useState<VepgAiring[] | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  // A local day as the end is exclusive: the day after the window's last.
  const start = first;
  const end = last ? addScheduleDays(last, 1) : '';

  useEffect(() => {
    if (!start) return;
    const controller = new AbortController();
    setAirings(undefined);
    setFailure(undefined);
    schedule
      .getGuide({ channel: channelId, start, end }, controller.signal)
      .then((channels) => setAirings(channels.flatMap((channel) => channel.airing)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(readFailure(error, translate('console.schedule.errors.report')).message);
        setAirings([]);
      });
    return () => controller.abort();
  }, [schedule, channelId, start, end, translate]);

  const download = () => {
    schedule
      .getGuideXmltv({ channel: channelId, start, end })
      .then((text) => saveText(text, 'application/xml', guideFileName(channelName, first, last)))
      .catch((error: unknown) => notifyError(error, 'console.schedule.errors.report'));
  };

  return (
    <Box component="section" aria-labelledby="sched-guide-title" className="sched-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="sched-guide-title" variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {translate('console.schedule.guide.title')}
        </Typography>
        <Button size="small" variant="outlined" onClick={download}>
          {translate('console.schedule.guide.download')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('console.schedule.guide.explain')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {airings === undefined ? (
        <Typography variant="body2">{translate('console.schedule.guide.loading')}</Typography>
      ) : (
        days.map((day) => {
          const ofDay = airings.filter((airing) => airing.dt === day.day);
          const headingId = `sched-guide-${day.day}`;
          return (
            <Box key={day.day} component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
              <Typography id={headingId} variant="subtitle2" component="h3">
                {dayLabel(day)}
              </Typography>
              {ofDay.length === 0 ? (
                <Typography variant="body2">{translate('console.schedule.guide.empty')}</Typography>
              ) : (
                <Table size="small" aria-labelledby={headingId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('console.schedule.guide.time')}</TableCell>
                      <TableCell>{translate('console.schedule.guide.programme')}</TableCell>
                      <TableCell>{translate('console.schedule.guide.description')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {ofDay.map((airing) => (
                      <TableRow key={airing.uId}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {localHourMinute(Date.parse(airing.a_st_dt), timeZone)}–
                          {localHourMinute(Date.parse(airing.a_ed_dt), timeZone)}
                        </TableCell>
                        <TableCell data-user-content>{airing.title}</TableCell>
                        <TableCell data-user-content>{airing.description}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          );
        })
      )}
    </Box>
  );
}

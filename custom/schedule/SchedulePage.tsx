import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useGetMany, useLocale, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ScheduleStatus } from '../../domain/schedule/api';
import { airingInterval } from '../../domain/schedule/airing';
import type { AiringInterval } from '../../domain/schedule/airing';
import { isChannelExpiring } from '../../domain/schedule/isChannelExpiring';
import { SCHEDULE_MESSAGE } from '../../domain/schedule/scheduleMessages';
import { CHANNEL_EXPIRY_WARNING } from '../../domain/schedule/scheduleWarnings';
import { MS_PER_MINUTE, addScheduleDays, parseScheduleDay } from '../../domain/schedule/utcTime';
import { appendSlot, conflictsWith, localDayMessages } from '../../domain/schedule/viewEdit';
import type { AvailabilityFacts } from '../../domain/schedule/viewEdit';
import { localDayOf, localHourMinute } from '../../domain/schedule/viewTimeline';
import type { LocalDay } from '../../domain/schedule/viewTimeline';
import type { ScheduleConflict } from '../../domain/schedule/api';
import { formatDisplayDate } from '../../domain/dates';
import { ConsoleDialog } from '../../kit/dialog/ConsoleDialog';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useDateLocale } from '../../kit/i18n/useDateLocale';
import { usePreferences } from '../../kit/preferences/usePreferences';
import { UnsavedChangesGuard } from '../../kit/editor/UnsavedChangesGuard';
import { useRuntimeFeatures } from '../../kit/config/RuntimeFeatures';
import { adBreakFlagsOf } from '../../domain/schedule/adBreakLengths';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { usePermission } from '../../authProvider/usePermission';
import { readFailure } from '../../dataProvider/envelopeReader';
import { AddContentDialog, AdBreakDialog, LoopDialog, programSeconds } from './ScheduleDialogs';
import type { Placement, PlacementAiring } from './ScheduleDialogs';
import {
  PublishWarnings,
  RefusedMoveAlert,
  UsageReportPanel,
  WarningsPanel,
} from './SchedulePanels';
import type { WarnedEntry } from './SchedulePanels';
import { ScheduleGuide } from './ScheduleGuide';
import { PX_PER_MINUTE, ScheduleTimeline } from './ScheduleTimeline';
import { insertionMoves, newAiringKey } from './scheduleModel';
import type { EditAiring } from './scheduleModel';
import { SCHEDULE_PATHS } from './paths';
import { scheduleStyles } from './scheduleStyles';
import { useScheduleController } from './useScheduleController';

/**
 * A day's label in the user's preferred date format (profile preferences: the display format's
 * date part, e.g. '25 Nov 2026'), after its short weekday in the UI language: one date format on
 * the whole page (headers, range, dialogs, panels).
 */
function usePreferredDayLabel(): (day: Pick<LocalDay, 'day'>) => string {
  const { dateFormat } = usePreferences();
  const dateLocale = useDateLocale();
  const locale = useLocale();
  const weekday = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    [locale],
  );
  return useCallback(
    (day: Pick<LocalDay, 'day'>) => {
      const midnight = parseScheduleDay(day.day);
      const date = formatDisplayDate(midnight, dateFormat, 'UTC', dateLocale).replace(
        / \d{2}:\d{2}$/,
        '',
      );
      return `${weekday.format(new Date(midnight))} ${date}`;
    },
    [dateFormat, dateLocale, weekday],
  );
}

/** Hours before the channel's window ends when the 'Channel Expiring' warning shows. */
export const CHANNEL_EXPIRY_WARNING_HOURS = 72;

const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [SCHEDULE_MESSAGE.contentExpires]: 'console.schedule.messages.contentExpires',
  [SCHEDULE_MESSAGE.gaps]: 'console.schedule.messages.gaps',
  [SCHEDULE_MESSAGE.dayNotFilled]: 'console.schedule.messages.dayNotFilled',
};

interface ProgramRecord {
  id: string;
  lwe?: string;
  ed_dt?: string;
  st?: string;
  prd?: string[];
}

interface PinRequest {
  airing: EditAiring;
  range: AiringInterval;
  conflicts: ScheduleConflict[] | undefined;
}

const NO_WARNINGS: readonly { code: number | string }[] = [];

interface DayMessagesEntry {
  day: LocalDay;
  airings: EditAiring[];
  wrng: readonly { code: number | string }[];
  messages: readonly string[];
}

/**
 * Each day's section-5 messages, from the airings that touch the day: a day whose airings
 * (the same objects) and stored warnings did not change keeps its messages, so a drop
 * recomputes the one or two days it touched, not the week's 2,000 airings nine times.
 */
function useDayMessages(
  working: readonly EditAiring[],
  days: readonly LocalDay[],
  daysByDt: ReadonlyMap<string, { wrng: readonly { code: number | string }[] }>,
): ReadonlyMap<string, readonly string[]> {
  const cache = useRef(new Map<string, DayMessagesEntry>());
  return useMemo(() => {
    const touching = days.map((): EditAiring[] => []);
    for (const airing of working) {
      const interval = airingInterval(airing);
      if (!interval) continue;
      days.forEach((day, index) => {
        if (interval.startMs < day.endMs && interval.endMs > day.startMs)
          touching[index]?.push(airing);
      });
    }
    const next = new Map<string, DayMessagesEntry>();
    const result = new Map<string, readonly string[]>();
    days.forEach((day, index) => {
      const airings = touching[index] ?? [];
      const wrng = daysByDt.get(day.day)?.wrng ?? NO_WARNINGS;
      const before = cache.current.get(day.day);
      const entry =
        before &&
        before.day === day &&
        before.wrng === wrng &&
        before.airings.length === airings.length &&
        before.airings.every((airing, i) => airing === airings[i])
          ? before
          : { day, airings, wrng, messages: localDayMessages(airings, day, wrng) };
      next.set(day.day, entry);
      result.set(day.day, entry.messages);
    });
    cache.current = next;
    return result;
  }, [working, days, daysByDt]);
}

/**
 * The virtual channel's schedule (`/live/virtuallivechannel/schedule/:cs/:cid`, issue 10): the
 * week (9 days) or the day on the minute timeline in the channel's zone, drag and drop with
 * quarter-hour snapping, add content and ad breaks, remove all gaps, loop, save and publish,
 * warnings and the usage report. Viewers read it; schedulers (update on cp_vll) edit it.
 * The runtime configuration's flags (`/config.json` features adBreakDropFirst/adBreakDropLast,
 * kit/config/RuntimeFeatures) drop the first or last ad break length (spec section 9).
 */
export function SchedulePage() {
  const features = useRuntimeFeatures();
  const adBreakFlags = useMemo(() => adBreakFlagsOf(features), [features]);
  const { cs = 'draft', cid = '' } = useParams();
  const status: ScheduleStatus = cs === 'published' ? 'published' : 'draft';
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const canUpdate = usePermission('update', 'cp_vll');
  const canPublish = usePermission('publish', 'cp_vll');
  const ctl = useScheduleController(cid, status, canUpdate);
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<'add' | 'ad' | 'loop' | undefined>(undefined);
  const [report, setReport] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [pin, setPin] = useState<PinRequest | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [confirmPublish, setConfirmPublish] = useState(false);
  // Saving the published schedule changes what apps read at once: it asks first.
  const [confirmSave, setConfirmSave] = useState(false);
  // The Guide view: the published programmes as apps read them, instead of the timeline.
  const [searchParams] = useSearchParams();
  const [guide, setGuide] = useState(() => searchParams.get('view') === 'guide');
  // Published, and nothing new since (an edit, a save or another window): Publish waits.
  const [publishedWindow, setPublishedWindow] = useState<string | undefined>(undefined);

  const channelName = pickLocalizedName(ctl.channel?.lon, locale) ?? cid;
  const dayLabel = usePreferredDayLabel();
  const displayDate = useDisplayDate();

  const programIds = useMemo(
    () => [
      ...new Set(ctl.working.map((airing) => airing.pgm_id).filter((id): id is string => !!id)),
    ],
    [ctl.working],
  );
  const { data: programs } = useGetMany<ProgramRecord & { id: string }>(
    'program',
    { ids: programIds },
    { enabled: programIds.length > 0, retry: false },
  );
  const programById = useMemo(
    () => new Map((programs ?? []).map((program) => [program.id, program])),
    [programs],
  );
  const availabilityOf = useCallback(
    (airing: EditAiring): AvailabilityFacts => {
      const program = airing.pgm_id ? programById.get(airing.pgm_id) : undefined;
      return {
        programEnd: program?.lwe ?? program?.ed_dt,
        forProduct:
          program?.prd && program.prd.length > 0 && product
            ? program.prd.includes(product)
            : undefined,
        published: program ? program.st === 'published' : undefined,
        channelEnd: ctl.channel?.lwe,
      };
    },
    [programById, product, ctl.channel?.lwe],
  );

  const describeConflict = useCallback(
    (airing: EditAiring, names: string[]) =>
      translate('console.schedule.refused', {
        title: airing.content_name,
        names: names.join(', '),
      }),
    [translate],
  );

  const { moveAiring, schedule } = ctl;
  const onDrop = useCallback(
    (airing: EditAiring, range: AiringInterval) => {
      const refused = conflictsWith(range, ctl.working, airing);
      if (refused.length > 0 || status !== 'published') {
        const outcome = moveAiring(airing, range);
        setRefusal(
          outcome
            ? describeConflict(
                airing,
                outcome.conflicts.map((entry) => entry.content_name),
              )
            : undefined,
        );
        if (!outcome)
          setNotice(translate('console.schedule.moved', { title: airing.content_name }));
        return;
      }
      // A drop on a published day asks the service first (pin confirmation).
      setPin({ airing, range, conflicts: undefined });
      schedule
        .confirmPin({
          cs: cid,
          start: new Date(range.startMs).toISOString(),
          end: new Date(range.endMs).toISOString(),
          ...(airing.uId ? { uId: airing.uId } : {}),
          st: 'published',
        })
        .then((answer) => setPin({ airing, range, conflicts: answer.conflicts }))
        .catch((error: unknown) => {
          setPin(undefined);
          setRefusal(readFailure(error, translate('console.schedule.errors.pin')).message);
        });
    },
    [ctl.working, status, moveAiring, describeConflict, translate, schedule, cid],
  );

  const selected = ctl.working.find((airing) => airing.key === selectedKey);
  const selectAiring = useCallback((airing: EditAiring) => setSelectedKey(airing.key), []);
  const editable = canUpdate;
  const innerDay = ctl.innerDays.some((day) => day.day === ctl.day)
    ? ctl.day
    : (ctl.innerDays[0]?.day ?? ctl.day);

  // The add dialogs keep the day last added to (while it is in the window).
  const [addDay, setAddDay] = useState<string | undefined>(undefined);
  const dialogDay =
    addDay && ctl.innerDays.some((entry) => entry.day === addDay) ? addDay : innerDay;
  const airingsOf = useCallback(
    (day: string): PlacementAiring[] =>
      ctl.working
        .filter((airing) => airing.dt === day)
        .map((airing) => ({ airing, interval: airingInterval(airing) }))
        .filter((entry): entry is { airing: EditAiring; interval: AiringInterval } =>
          Boolean(entry.interval),
        )
        .sort((a, b) => a.interval.startMs - b.interval.startMs)
        .map(({ airing, interval }) => ({
          key: airing.key,
          label: `${localHourMinute(interval.startMs, ctl.timeZone)}–${localHourMinute(interval.endMs, ctl.timeZone)} ${airing.content_name}`,
        })),
    [ctl.working, ctl.timeZone],
  );

  /**
   * Adds airings one after the other where the placement says: after the day's last airing, at
   * a time of the day (channel time) or after an airing; for the last two, later airings move
   * on to make room, and an airing that cannot move refuses it (named above the timeline).
   */
  const placeContent = (
    day: string,
    placement: Placement,
    items: readonly { seconds: number; make: (range: AiringInterval) => EditAiring }[],
  ) => {
    const bounds = ctl.days.find((entry) => entry.day === day);
    if (!bounds || items.length === 0) return;
    setAddDay(day);
    const totalMs = items.reduce((sum, item) => sum + item.seconds * 1000, 0);
    const notBefore = ctl.now.getTime() + MS_PER_MINUTE;
    let startMs: number;
    let moves: ReadonlyMap<EditAiring, AiringInterval> = new Map();
    if (placement.kind === 'end') {
      startMs = appendSlot(ctl.working, bounds, totalMs, notBefore).startMs;
    } else {
      if (placement.kind === 'at') {
        const [hours = 0, minutes = 0] = placement.time.split(':').map(Number);
        startMs = bounds.startMs + (hours * 60 + minutes) * MS_PER_MINUTE;
      } else {
        const anchor = ctl.working.find((airing) => airing.key === placement.key);
        const interval = anchor ? airingInterval(anchor) : undefined;
        if (!interval) return;
        startMs = interval.endMs;
      }
      if (startMs < notBefore) {
        setRefusal(translate('console.schedule.place.past'));
        return;
      }
      const room = insertionMoves(ctl.working, startMs, totalMs, ctl.dragAllowed);
      if ('blocked' in room) {
        setRefusal(
          translate('console.schedule.place.blocked', {
            names: room.blocked.map((airing) => airing.content_name).join(', '),
          }),
        );
        return;
      }
      moves = room.moves;
    }
    let cursor = startMs;
    const added = items.map((item) => {
      const range = { startMs: cursor, endMs: cursor + item.seconds * 1000 };
      cursor = range.endMs;
      return { ...item.make(range), dt: localDayOf(range.startMs, ctl.timeZone) };
    });
    setRefusal(undefined);
    ctl.insertAirings(added, moves);
    setSelectedKey(added[added.length - 1]?.key);
    // After the last airing of a day filled to midnight is the next day, which may be outside the
    // window shown: the notice then names the day with the time, and the window moves to show it
    // (the unsaved days' edits stay across the move).
    const startDay = added[0]?.dt ?? day;
    if (!ctl.innerDays.some((entry) => entry.day === startDay)) ctl.setDay(startDay);
    const time = localHourMinute(startMs, ctl.timeZone);
    setNotice(
      translate('console.schedule.added', {
        title: added.map((airing) => airing.content_name).join(', '),
        start: startDay === day ? time : `${dayLabel({ day: startDay })} ${time}`,
      }),
    );
  };

  const dayMessages = useDayMessages(ctl.working, ctl.days, ctl.daysByDt);
  const dayNotes = useMemo(() => {
    const notes = new Map<string, { short: string; text: string }[]>();
    for (const day of ctl.days) {
      const messages = dayMessages.get(day.day) ?? [];
      notes.set(
        day.day,
        messages.map((message) => {
          const key = MESSAGE_KEYS[message];
          return key
            ? { short: translate(`${key}Short`), text: translate(key) }
            : { short: message, text: message };
        }),
      );
    }
    return notes;
  }, [ctl.days, dayMessages, translate]);
  const focusDay = selected?.dt ?? innerDay;
  const focusNotes = dayNotes.get(focusDay) ?? [];

  const expiring = isChannelExpiring(ctl.channel?.lwe, ctl.now, CHANNEL_EXPIRY_WARNING_HOURS);
  const warned: WarnedEntry[] = useMemo(() => {
    const entries: WarnedEntry[] = ctl.working
      .filter((airing) => airing.wrng.length > 0)
      .map((airing) => ({ name: airing.content_name, wrng: airing.wrng }));
    for (const day of ctl.fetched ?? []) {
      if (day.wrng.length > 0)
        entries.push({
          name: dayLabel({ day: day.dt }),
          wrng: day.wrng,
        });
    }
    if (
      expiring &&
      !entries.some((entry) => entry.wrng?.some((w) => w.code === CHANNEL_EXPIRY_WARNING))
    )
      entries.push({ name: channelName, wrng: [{ code: CHANNEL_EXPIRY_WARNING, msg: '' }] });
    return entries;
  }, [ctl.working, ctl.fetched, expiring, channelName, dayLabel]);

  const first = ctl.innerDays[0]?.day ?? ctl.day;
  const last = ctl.innerDays[ctl.innerDays.length - 1]?.day ?? ctl.day;
  const windowKey = `${status}|${first}|${last}`;
  const published = publishedWindow === windowKey && !ctl.dirty;
  const { dirty } = ctl;
  useEffect(() => {
    if (dirty) setPublishedWindow(undefined);
  }, [dirty]);
  const publish = () => {
    setConfirmPublish(false);
    void ctl.save('published', true).then((done) => {
      if (!done) return;
      setPublishedWindow(windowKey);
      setNotice(
        translate('console.schedule.publishing.done', {
          first: dayLabel({ day: first }),
          last: dayLabel({ day: last }),
        }),
      );
    });
  };

  const moveDays = (count: number) => ctl.setDay(addScheduleDays(ctl.day, count));

  return (
    <Box sx={scheduleStyles} className="sched-page">
      <UnsavedChangesGuard when={ctl.dirty} prefix="console.schedule.unsaved" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('console.schedule.title', { name: channelName })}
        </Typography>
        <Chip label={translate(`console.schedule.status.${status}`)} size="small" />
        <Chip label={translate('console.schedule.zone', { zone: ctl.timeZone })} size="small" />
      </Box>
      {!editable ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('console.schedule.readOnly')}
        </Alert>
      ) : null}
      {expiring ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('console.schedule.channelExpiring', {
            date: displayDate(ctl.channel?.lwe),
          })}
        </Alert>
      ) : null}
      <Box
        component="nav"
        aria-label={translate('console.schedule.toolbar')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          aria-label={translate('console.schedule.version')}
          onChange={(_event, value: ScheduleStatus | null) => {
            if (value && value !== status)
              void navigate(SCHEDULE_PATHS.scheduleOf(product, value, cid));
          }}
        >
          <ToggleButton value="draft">{translate('console.schedule.status.draft')}</ToggleButton>
          <ToggleButton value="published">
            {translate('console.schedule.status.published')}
          </ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={guide ? 'guide' : ctl.mode}
          aria-label={translate('console.schedule.view')}
          onChange={(_event, value: 'weekly' | 'daily' | 'guide' | null) => {
            if (!value) return;
            setGuide(value === 'guide');
            if (value !== 'guide') ctl.setMode(value);
          }}
        >
          <ToggleButton value="weekly">{translate('console.schedule.weekly')}</ToggleButton>
          <ToggleButton value="daily">{translate('console.schedule.daily')}</ToggleButton>
          <ToggleButton value="guide">{translate('console.schedule.guide.open')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => moveDays(ctl.mode === 'weekly' ? -7 : -1)}>
          {translate(
            ctl.mode === 'weekly'
              ? 'console.schedule.previousWeek'
              : 'console.schedule.previousDay',
          )}
        </Button>
        <Button size="small" onClick={() => ctl.setDay(undefined)}>
          {translate('console.schedule.today')}
        </Button>
        <Button size="small" onClick={() => moveDays(ctl.mode === 'weekly' ? 7 : 1)}>
          {translate(
            ctl.mode === 'weekly' ? 'console.schedule.nextWeek' : 'console.schedule.nextDay',
          )}
        </Button>
        <TextField
          type="date"
          size="small"
          label={translate('console.schedule.date')}
          value={ctl.day}
          onChange={(event) => event.target.value && ctl.setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Typography variant="body2" aria-live="polite">
          {translate('console.schedule.range', {
            first: dayLabel({ day: first }),
            last: dayLabel({ day: last }),
          })}
        </Typography>
      </Box>
      {editable ? (
        <Box
          role="toolbar"
          aria-label={translate('console.schedule.actions')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}
        >
          <Button variant="outlined" size="small" onClick={() => setDialog('add')}>
            {translate('console.schedule.add.open')}
          </Button>
          <Button variant="outlined" size="small" onClick={() => setDialog('ad')}>
            {translate('console.schedule.ad.open')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            disabled={!ctl.gapsRemovable}
            title={ctl.gapsRemovable ? undefined : translate('console.schedule.gaps.processing')}
            onClick={() => {
              const count = ctl.removeGaps();
              setNotice(translate('console.schedule.gaps.removed', { smart_count: count }));
            }}
          >
            {translate('console.schedule.gaps.remove')}
          </Button>
          <Button variant="outlined" size="small" onClick={() => setDialog('loop')}>
            {translate('console.schedule.loop.open')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            size="small"
            disabled={!ctl.dirty || ctl.saving}
            onClick={() => {
              if (status === 'published') setConfirmSave(true);
              else void ctl.save(status);
            }}
          >
            {translate('console.schedule.save')}
          </Button>
          {canPublish ? (
            <Button
              variant="contained"
              color="secondary"
              size="small"
              disabled={ctl.saving || (status === 'draft' && ctl.dirty) || published}
              title={published ? translate('console.schedule.publishing.nothingNew') : undefined}
              onClick={() => setConfirmPublish(true)}
            >
              {translate('console.schedule.publish')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setReport((open) => !open)}>
          {translate('console.schedule.report.open')}
        </Button>
        <Typography variant="body2" role="status" aria-live="polite" sx={{ flex: 1 }}>
          {notice ?? ''}
        </Typography>
      </Box>
      <RefusedMoveAlert message={refusal} onClose={() => setRefusal(undefined)} />
      {ctl.query.isError ? (
        <Alert severity="error">
          {readFailure(ctl.query.error, translate('console.schedule.errors.fetch')).message}
        </Alert>
      ) : null}
      {report ? (
        <UsageReportPanel
          schedule={schedule}
          channelId={cid}
          channelName={channelName}
          day={ctl.day}
          onClose={() => setReport(false)}
        />
      ) : null}
      {guide ? (
        <ScheduleGuide
          schedule={schedule}
          channelId={cid}
          channelName={channelName}
          days={ctl.innerDays}
          timeZone={ctl.timeZone}
          dayLabel={dayLabel}
        />
      ) : null}
      <Box className="sched-body" style={guide ? { display: 'none' } : undefined}>
        <Box
          className="sched-scroll"
          component="section"
          aria-label={translate('console.schedule.timeline')}
          aria-busy={ctl.query.isLoading}
        >
          <ScheduleTimeline
            days={ctl.innerDays}
            airings={ctl.working}
            timeZone={ctl.timeZone}
            now={ctl.now}
            pxPerMinute={PX_PER_MINUTE[ctl.mode]}
            dragAllowed={ctl.dragAllowed}
            selectedKey={selectedKey}
            errors={ctl.airingErrors}
            onSelect={selectAiring}
            onDrop={onDrop}
            availabilityOf={availabilityOf}
            dayLabel={dayLabel}
            dayNotes={dayNotes}
          />
        </Box>
        <Box className="sched-side">
          {selected ? (
            <Box component="section" className="sched-panel" aria-labelledby="sched-selected">
              <Typography id="sched-selected" variant="subtitle1" component="h2">
                {selected.content_name}
              </Typography>
              <Typography variant="body2">
                {(() => {
                  const interval = airingInterval(selected);
                  return interval
                    ? `${dayLabel({ day: selected.dt })} ${localHourMinute(interval.startMs, ctl.timeZone)}–${localHourMinute(interval.endMs, ctl.timeZone)}`
                    : '';
                })()}
              </Typography>
              {ctl.airingErrors.get(selected.key) ? (
                <Alert severity="error">{ctl.airingErrors.get(selected.key)}</Alert>
              ) : null}
              {!ctl.dragAllowed(selected) ? (
                <Typography variant="body2">
                  {translate('console.schedule.block.lockedHint')}
                </Typography>
              ) : (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    ctl.removeAiring(selected);
                    setSelectedKey(undefined);
                  }}
                >
                  {translate('console.schedule.remove')}
                </Button>
              )}
            </Box>
          ) : null}
          <Box component="section" className="sched-panel" aria-labelledby="sched-day-title">
            <Typography id="sched-day-title" variant="subtitle1" component="h2">
              {translate('console.schedule.dayMessages', {
                day: dayLabel({ day: focusDay }),
              })}
            </Typography>
            {focusNotes.length === 0 ? (
              <Typography variant="body2">{translate('console.schedule.messages.none')}</Typography>
            ) : (
              <ul className="sched-day-messages">
                {focusNotes.map((note) => (
                  <li key={note.text}>{note.text}</li>
                ))}
              </ul>
            )}
          </Box>
          <WarningsPanel entries={warned} />
        </Box>
      </Box>
      <AddContentDialog
        open={dialog === 'add'}
        days={ctl.innerDays}
        initialDay={dialogDay}
        dayLabel={dayLabel}
        airingsOf={airingsOf}
        onClose={() => setDialog(undefined)}
        onAdd={(chosen, day, placement) =>
          placeContent(
            day,
            placement,
            chosen.map(({ program, title }) => ({
              seconds: programSeconds(program),
              make: (range: AiringInterval): EditAiring => ({
                key: newAiringKey(),
                type: 'program',
                pgm_id: program.id,
                a_st_dt: new Date(range.startMs).toISOString(),
                a_ed_dt: new Date(range.endMs).toISOString(),
                dur: programSeconds(program),
                content_name: title,
                pgm: {
                  id: program.id,
                  ...(program.lon ? { lon: program.lon } : {}),
                  ...(program.sg ? { sg: program.sg } : {}),
                },
                wrng: [],
                dt: day,
              }),
            })),
          )
        }
      />
      <AdBreakDialog
        open={dialog === 'ad'}
        flags={adBreakFlags}
        days={ctl.innerDays}
        initialDay={dialogDay}
        dayLabel={dayLabel}
        airingsOf={airingsOf}
        onClose={() => setDialog(undefined)}
        onAdd={(seconds, day, placement) =>
          placeContent(day, placement, [
            {
              seconds,
              make: (range) => ({
                key: newAiringKey(),
                type: 'ad',
                a_st_dt: new Date(range.startMs).toISOString(),
                a_ed_dt: new Date(range.endMs).toISOString(),
                dur: seconds,
                content_name: translate('console.schedule.ad.name', { count: seconds }),
                wrng: [],
                dt: day,
              }),
            },
          ])
        }
      />
      <LoopDialog
        open={dialog === 'loop'}
        onClose={() => setDialog(undefined)}
        onLoop={ctl.loop}
        minDay={first}
      />
      <ConsoleDialog
        open={confirmSave}
        title={translate('console.schedule.savePublished.title')}
        onClose={() => setConfirmSave(false)}
        cancelLabel={translate('console.schedule.cancel')}
        okLabel={translate('console.schedule.save')}
        scope={{ action: 'update', resource: 'cp_vll' }}
        onOk={() => {
          setConfirmSave(false);
          void ctl.save(status);
        }}
      >
        <Typography>
          {translate('console.schedule.savePublished.question', {
            days: [...ctl.dirtyDays]
              .sort()
              .map((dt) => dayLabel({ day: dt }))
              .join(', '),
          })}
        </Typography>
      </ConsoleDialog>
      <ConsoleDialog
        open={confirmPublish}
        title={translate('console.schedule.publishing.title')}
        onClose={() => setConfirmPublish(false)}
        cancelLabel={translate('console.schedule.cancel')}
        okLabel={translate('console.schedule.publish')}
        scope={{ action: 'publish', resource: 'cp_vll' }}
        onOk={publish}
      >
        <Typography sx={{ mb: 1 }}>
          {translate('console.schedule.publishing.question', {
            first: dayLabel({ day: first }),
            last: dayLabel({ day: last }),
          })}
        </Typography>
        <PublishWarnings entries={warned} />
      </ConsoleDialog>
      <ConsoleDialog
        open={pin !== undefined}
        title={translate('console.schedule.pin.title')}
        onClose={() => setPin(undefined)}
        cancelLabel={translate('console.schedule.cancel')}
        okLabel={translate('console.schedule.pin.confirm')}
        okDisabled={!pin?.conflicts || pin.conflicts.length > 0}
        scope={{ action: 'update', resource: 'cp_vll' }}
        onOk={() => {
          if (pin) {
            const outcome = moveAiring(pin.airing, pin.range);
            if (outcome)
              setRefusal(
                describeConflict(
                  pin.airing,
                  outcome.conflicts.map((entry) => entry.content_name),
                ),
              );
          }
          setPin(undefined);
        }}
      >
        {pin?.conflicts === undefined ? (
          <Typography>{translate('console.schedule.pin.checking')}</Typography>
        ) : pin.conflicts.length === 0 ? (
          <Typography>
            {translate('console.schedule.pin.safe', {
              title: pin.airing.content_name,
              start: localHourMinute(pin.range.startMs, ctl.timeZone),
            })}
          </Typography>
        ) : (
          <Typography role="alert">
            {describeConflict(
              pin.airing,
              pin.conflicts.map((conflict) => conflict.content_name),
            )}
          </Typography>
        )}
      </ConsoleDialog>
    </Box>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useGetOne, useLocaleState, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ScheduleDay, ScheduleStatus } from '../../domain/schedule/api';
import { canRemoveAllGaps } from '../../domain/schedule/canRemoveAllGaps';
import type { ScheduleViewMode } from '../../domain/schedule/scheduleWindow';
import { MS_PER_MINUTE } from '../../domain/schedule/utcTime';
import { conflictsWith, removeAllGaps } from '../../domain/schedule/viewEdit';
import type { AiringInterval } from '../../domain/schedule/airing';
import { channelTimeZone, localDayOf, scheduleViewDays } from '../../domain/schedule/viewTimeline';
import type { LocalDay } from '../../domain/schedule/viewTimeline';
import { scheduleServiceOf } from '../../dataProvider/schedule/scheduleProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import {
  airingsOfDays,
  canDrag,
  dayPayload,
  movedAiring,
  processingDaySet,
  saveErrorOf,
} from './scheduleModel';
import type { EditAiring } from './scheduleModel';

/** The channel fields the page reads. */
export interface ChannelRecord {
  id: string;
  lon?: { lang?: string; n?: string }[];
  tz?: string;
  lwe?: string;
  st?: string;
}

/** The outcome of a refused move: the airing, and the airings it would overlap. */
export interface RefusedMove {
  airing: EditAiring;
  conflicts: EditAiring[];
}

/** The days, when an answer already read (e.g. the week) holds every one of them. */
function cachedDays(
  queryClient: QueryClient,
  channelId: string,
  status: ScheduleStatus,
  days: readonly LocalDay[],
): ScheduleDay[] | undefined {
  for (const [, data] of queryClient.getQueriesData<ScheduleDay[]>({
    queryKey: ['vschedule', channelId, status],
  })) {
    if (!data) continue;
    const byDt = new Map(data.map((entry) => [entry.dt, entry]));
    const found = days.map((day) => byDt.get(day.day));
    if (found.every((entry) => entry !== undefined)) return found;
  }
  return undefined;
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The schedule page's state and rules (STYLE.md: a controller hook, views render): the channel,
 * the window of local days (section 9), the fetched days and the page's working copy of their
 * airings, the edits (move, add, remove all gaps), the refused-move and per-airing server
 * errors, and the save / publish calls, one PUT per changed day.
 */
export function useScheduleController(channelId: string, status: ScheduleStatus, canEdit: boolean) {
  const provider = useDataProvider();
  const schedule = useMemo(() => scheduleServiceOf(provider), [provider]);
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const queryClient = useQueryClient();
  const now = useNow();

  const { data: channel } = useGetOne<ChannelRecord>(
    'virtuallivechannel',
    { id: channelId },
    { retry: false },
  );
  const timeZone = channelTimeZone(channel?.tz);
  const [mode, setMode] = useState<ScheduleViewMode>('weekly');
  const [chosenDay, setChosenDay] = useState<string | undefined>(undefined);
  const day = chosenDay ?? localDayOf(now.getTime(), timeZone);
  const days: LocalDay[] = useMemo(
    () => scheduleViewDays(day, mode, timeZone),
    [day, mode, timeZone],
  );
  const first = days[0]?.day ?? day;
  const last = days[days.length - 1]?.day ?? day;
  const queryKey = useMemo(
    () => ['vschedule', channelId, status, first, last] as const,
    [channelId, status, first, last],
  );
  const query = useQuery<ScheduleDay[]>({
    queryKey,
    queryFn: ({ signal }) =>
      schedule.getScheduleDays({ cs: channelId, st: status, st_dt: first, ed_dt: last }, signal),
    retry: false,
    // The day view of a day the week just read draws from that answer at once while its own
    // request confirms it (the 2,000-airing week's day view is asked for within 300 ms).
    placeholderData: () => cachedDays(queryClient, channelId, status, days),
  });
  const fetched: ScheduleDay[] | undefined = query.data;

  const [locale] = useLocaleState();
  const [working, setWorking] = useState<EditAiring[]>([]);
  const [dirtyDays, setDirtyDays] = useState<ReadonlySet<string>>(new Set());
  const [airingErrors, setAiringErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [refused, setRefused] = useState<RefusedMove | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  /**
   * The stored version each changed day was edited from (key and ut), kept while the day is
   * unsaved: a day that leaves the window (week to day view, the next week) is still saved
   * against the version its edits were made on, so a newer one is refused (409), not overwritten.
   */
  const editedBase = useRef(new Map<string, Pick<ScheduleDay, 'dt' | 'key' | 'ut'>>());
  const dirtyRef = useRef<ReadonlySet<string>>(dirtyDays);
  dirtyRef.current = dirtyDays;
  const scope = `${channelId}|${status}`;
  const scopeRef = useRef(scope);

  // A new answer replaces the working copy (after a save, a reload or a move in the window),
  // except the changed days' airings: switching between week and day view or moving the window
  // keeps unsaved edits. Another channel or version starts afresh (the unsaved-changes guard
  // asked before leaving).
  useEffect(() => {
    if (!fetched) return;
    const edited = scopeRef.current === scope ? dirtyRef.current : new Set<string>();
    scopeRef.current = scope;
    if (edited.size === 0) {
      editedBase.current.clear();
      setWorking(airingsOfDays(fetched, locale));
      setDirtyDays(new Set());
      return;
    }
    const fresh = airingsOfDays(
      fetched.filter((entry) => !edited.has(entry.dt)),
      locale,
    );
    setWorking((previous) => [...fresh, ...previous.filter((airing) => edited.has(airing.dt))]);
  }, [fetched, scope, locale]);

  const daysByDt = useMemo(
    () => new Map((fetched ?? []).map((entry) => [entry.dt, entry])),
    [fetched],
  );
  const processing = useMemo(() => processingDaySet(fetched ?? []), [fetched]);
  const dragAllowed = useCallback(
    (airing: EditAiring) => canDrag(airing, status, now, canEdit, processing),
    [status, now, canEdit, processing],
  );

  const markDirty = useCallback(
    (...dts: string[]) => {
      for (const dt of dts) {
        if (editedBase.current.has(dt)) continue;
        const stored = daysByDt.get(dt);
        editedBase.current.set(
          dt,
          stored ? { dt, key: stored.key, ut: stored.ut } : { dt, key: '', ut: '' },
        );
      }
      setDirtyDays((previous) => new Set([...previous, ...dts]));
    },
    [daysByDt],
  );

  /**
   * Moves an airing to a (snapped) range; refused, and the airing left where it was, when the
   * range shares a minute with another airing. Answers the refusal.
   */
  const moveAiring = useCallback(
    (airing: EditAiring, range: AiringInterval): RefusedMove | undefined => {
      const conflicts = conflictsWith(range, working, airing);
      if (conflicts.length > 0) {
        const refusal = { airing, conflicts };
        setRefused(refusal);
        return refusal;
      }
      setRefused(undefined);
      const moved = movedAiring(airing, range.startMs, range.endMs, timeZone);
      setWorking((list) => list.map((entry) => (entry.key === airing.key ? moved : entry)));
      markDirty(airing.dt, moved.dt);
      return undefined;
    },
    [working, timeZone, markDirty],
  );

  const addAiring = useCallback(
    (airing: EditAiring) => {
      setWorking((list) => [...list, airing]);
      markDirty(airing.dt);
    },
    [markDirty],
  );

  /** Adds airings and moves others later to make room for them (`insertionMoves`), as one edit. */
  const insertAirings = useCallback(
    (added: readonly EditAiring[], moves: ReadonlyMap<EditAiring, AiringInterval>) => {
      const moved = new Map(
        [...moves].map(([airing, range]) => [
          airing.key,
          movedAiring(airing, range.startMs, range.endMs, timeZone),
        ]),
      );
      setWorking((list) => [...list.map((entry) => moved.get(entry.key) ?? entry), ...added]);
      markDirty(
        ...added.map((airing) => airing.dt),
        ...[...moves.keys()].map((airing) => airing.dt),
        ...[...moved.values()].map((airing) => airing.dt),
      );
    },
    [timeZone, markDirty],
  );

  const removeAiring = useCallback(
    (airing: EditAiring) => {
      setWorking((list) => list.filter((entry) => entry.key !== airing.key));
      markDirty(airing.dt);
    },
    [markDirty],
  );

  // The window's edge days are only there for airings crossing midnight (section 9).
  const innerDays = useMemo(
    () => (mode === 'weekly' ? days.slice(1, -1) : days.slice(1)),
    [days, mode],
  );
  const gapsRemovable = canEdit && canRemoveAllGaps(fetched ?? []);

  const removeGaps = useCallback(() => {
    const placed = removeAllGaps(working, innerDays, dragAllowed, now.getTime() + MS_PER_MINUTE);
    if (placed.size === 0) return 0;
    setWorking((list) =>
      list.map((entry) => {
        const range = placed.get(entry);
        if (!range) return entry;
        return movedAiring(entry, range.startMs, range.endMs, timeZone);
      }),
    );
    markDirty(...[...placed.keys()].map((entry) => entry.dt));
    return placed.size;
  }, [working, innerDays, dragAllowed, now, timeZone, markDirty]);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['vschedule', channelId] }),
    [queryClient, channelId],
  );

  /**
   * Saves each changed day (or, publishing, every day of the window that is stored or holds
   * airings: a day never scheduled is not published empty), one PUT per day.
   */
  const save = useCallback(
    async (target: ScheduleStatus, publishAll = false): Promise<boolean> => {
      const dts = publishAll
        ? innerDays
            .map((entry) => entry.day)
            .filter(
              (dt) =>
                !processing.has(dt) &&
                (Boolean(daysByDt.get(dt)?.key) || working.some((airing) => airing.dt === dt)),
            )
        : [...dirtyDays].sort();
      setSaving(true);
      setAiringErrors(new Map());
      try {
        for (const dt of dts) {
          const stored = editedBase.current.get(dt) ?? daysByDt.get(dt) ?? { dt, key: '', ut: '' };
          const { body, sent } = dayPayload(channelId, stored, working, target);
          try {
            const saved = await schedule.saveScheduleDay(body);
            // A later day refused leaves this one saved: a retry builds on its new version.
            if (target === status && saved.key && dirtyDays.has(dt))
              editedBase.current.set(dt, { dt, key: saved.key, ut: saved.ut });
          } catch (error) {
            const failure = readFailure(error, 'Save operation failed!');
            const err = saveErrorOf(failure.data);
            const offending =
              err?.index !== undefined
                ? sent[err.index]
                : err?.uId
                  ? sent.find((entry) => entry.uId === err.uId)
                  : undefined;
            if (offending) setAiringErrors(new Map([[offending.key, failure.message]]));
            notifyError(error, 'console.schedule.errors.save');
            return false;
          }
        }
        notify('console.schedule.saved', { type: 'success' });
        editedBase.current.clear();
        dirtyRef.current = new Set();
        setDirtyDays(new Set());
        await reload();
        return true;
      } finally {
        setSaving(false);
      }
    },
    [
      innerDays,
      processing,
      status,
      dirtyDays,
      daysByDt,
      channelId,
      working,
      schedule,
      notify,
      notifyError,
      reload,
    ],
  );

  const loop = useCallback(
    async (endDate: string) => {
      try {
        await schedule.loopSchedule({ keys: [channelId], end_date_time: endDate });
        notify('console.schedule.loop.done', { type: 'success' });
        await reload();
        return true;
      } catch (error) {
        notifyError(error, 'console.schedule.errors.save');
        return false;
      }
    },
    [schedule, channelId, notify, notifyError, reload],
  );

  return {
    channel,
    timeZone,
    now,
    mode,
    setMode,
    day,
    setDay: setChosenDay,
    days,
    innerDays,
    query,
    fetched,
    daysByDt,
    working,
    dirty: dirtyDays.size > 0,
    dirtyDays,
    dragAllowed,
    moveAiring,
    addAiring,
    insertAirings,
    removeAiring,
    refused,
    clearRefused: () => setRefused(undefined),
    gapsRemovable,
    removeGaps,
    save,
    saving,
    loop,
    airingErrors,
    reload,
    schedule,
    processing,
  };
}

export type ScheduleController = ReturnType<typeof useScheduleController>;

import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { adBreakLengths } from '../../domain/schedule/adBreakLengths';
import type { AdBreakLengthFlags } from '../../domain/schedule/adBreakLengths';
import { programContentDuration } from '../../domain/schedule/segmentTimeline';
import { segmentDurationSeconds } from '../../domain/schedule/segmentTimeline';
import type { LocalDay } from '../../domain/schedule/viewTimeline';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { FormDialog } from '../../kit/dialog/FormDialog';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { contentLookupOf } from '../../dataProvider/searchProvider';
import type { SegmentAvailability } from '../../domain/availability';
import { programFlag, segmentContentIds } from '../../domain/programs/programFlags';
import type { ProgramFlag } from '../../domain/programs/programFlags';

/** A program as the catalogue lists it, with what an airing needs. */
export interface ProgramChoice {
  id: string;
  lon?: { lang?: string; n?: string }[];
  sg?: { seg_ty: string; dur?: number; sp?: number; ep?: number; ctkey?: string }[];
  trt?: number;
  st?: string;
}

/** The most content one availability check reads (10 programs of a few vod segments each). */
const MAX_CHECKED_CONTENT = 1000;

/**
 * Each program's flag (spec section 4), from the published content its vod segments play in the
 * product (`POST /content/lookup` by id): undefined when that could not be read.
 */
async function programFlags(
  lookup: ReturnType<typeof contentLookupOf>,
  programs: readonly ProgramChoice[],
  product: string | undefined,
  signal: AbortSignal,
): Promise<ReadonlyMap<string, ProgramFlag> | undefined> {
  // No product chosen: nothing to judge the content in (the page always has one).
  if (!product) return new Map();
  const ids = [...new Set(programs.flatMap((program) => segmentContentIds(program.sg)))].slice(
    0,
    MAX_CHECKED_CONTENT,
  );
  const contents = new Map<string, SegmentAvailability>();
  if (ids.length > 0) {
    if (!lookup) return undefined;
    const found = await lookup(
      [
        { field: 'id', values: ids },
        { field: 'st', values: ['published'] },
      ],
      { pageNumber: 1, pageSize: ids.length },
      signal,
    );
    for (const doc of found.data) if (typeof doc.id === 'string') contents.set(doc.id, doc);
  }
  const context = { at: new Date(), product };
  return new Map(
    programs.map((program) => [program.id, programFlag(program.sg, contents, context)]),
  );
}

/** A program's length in seconds: its segments, else its `trt`, else half an hour. */
export function programSeconds(program: ProgramChoice): number {
  const fromSegments = (program.sg ?? []).reduce(
    (sum, segment) => sum + segmentDurationSeconds(segment),
    0,
  );
  if (fromSegments > 0) return fromSegments;
  return typeof program.trt === 'number' && program.trt > 0 ? program.trt : 1800;
}

function DaySelect({
  days,
  value,
  onChange,
  label,
  dayLabel,
}: {
  days: readonly LocalDay[];
  value: string;
  onChange: (day: string) => void;
  label: string;
  dayLabel: (day: LocalDay) => string;
}) {
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {days.map((day) => (
        <MenuItem key={day.day} value={day.day}>
          {dayLabel(day)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Where added content goes in its day: after the last airing, at a time, or after an airing. */
export type Placement =
  { kind: 'end' } | { kind: 'at'; time: string } | { kind: 'after'; key: string };

/** An airing of the chosen day a placement may follow: its key and how the list names it. */
export interface PlacementAiring {
  key: string;
  label: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The placement is complete: a valid HH:MM time, or an airing of the day. */
export function placementReady(placement: Placement, airings: readonly PlacementAiring[]): boolean {
  if (placement.kind === 'at') return TIME.test(placement.time);
  if (placement.kind === 'after') return airings.some((airing) => airing.key === placement.key);
  return true;
}

/** 'Where': at the end of the day, at HH:MM (channel time), or after one of the day's airings. */
function PlacementFields({
  value,
  onChange,
  airings,
  allowTime,
}: {
  value: Placement;
  onChange: (placement: Placement) => void;
  airings: readonly PlacementAiring[];
  allowTime: boolean;
}) {
  const translate = useTranslate();
  const [time, setTime] = useState('');
  const [after, setAfter] = useState('');
  const afterKey = airings.some((airing) => airing.key === after)
    ? after
    : (airings.at(-1)?.key ?? '');
  return (
    <>
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('console.schedule.place.label')}
        value={value.kind}
        onChange={(event) => {
          const kind = event.target.value;
          onChange(
            kind === 'at'
              ? { kind: 'at', time }
              : kind === 'after'
                ? { kind: 'after', key: afterKey }
                : { kind: 'end' },
          );
        }}
      >
        <MenuItem value="end">{translate('console.schedule.place.end')}</MenuItem>
        {allowTime ? (
          <MenuItem value="at">{translate('console.schedule.place.at')}</MenuItem>
        ) : null}
        <MenuItem value="after" disabled={airings.length === 0}>
          {translate('console.schedule.place.after')}
        </MenuItem>
      </TextField>
      {value.kind === 'at' ? (
        <TextField
          type="time"
          fullWidth
          margin="dense"
          label={translate('console.schedule.place.time')}
          value={value.time}
          error={value.time !== '' && !TIME.test(value.time)}
          helperText={translate('console.schedule.place.timeHint')}
          onChange={(event) => {
            setTime(event.target.value);
            onChange({ kind: 'at', time: event.target.value });
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
      ) : null}
      {value.kind === 'after' ? (
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('console.schedule.place.airing')}
          value={afterKey}
          onChange={(event) => {
            setAfter(event.target.value);
            onChange({ kind: 'after', key: event.target.value });
          }}
        >
          {airings.map((airing) => (
            <MenuItem key={airing.key} value={airing.key}>
              {airing.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}

/**
 * 'Add content': searches the product's published programs through the catalogue's lookup
 * (from the third character), suggests series titles matching the term, and adds the chosen
 * programs (several in one go, in the order chosen) to the chosen day: after its last airing, at
 * a time, or after one of its airings (later airings make room). The day is the caller's: it
 * keeps the one last used.
 */
export function AddContentDialog({
  open,
  days,
  initialDay,
  onClose,
  onAdd,
  dayLabel,
  airingsOf,
}: {
  open: boolean;
  days: readonly LocalDay[];
  initialDay: string;
  onClose: () => void;
  onAdd: (
    programs: readonly { program: ProgramChoice; title: string }[],
    day: string,
    placement: Placement,
  ) => void;
  dayLabel: (day: LocalDay) => string;
  /** The chosen day's airings, in start order, for 'after <airing>'. */
  airingsOf: (day: string) => PlacementAiring[];
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const provider = useDataProvider();
  const [term, setTerm] = useState('');
  const [day, setDay] = useState(initialDay);
  const [programs, setPrograms] = useState<ProgramChoice[]>([]);
  const [series, setSeries] = useState<string[]>([]);
  const [chosen, setChosen] = useState<ProgramChoice[]>([]);
  const [searched, setSearched] = useState(false);
  // Each result's flag; undefined when the content could not be read to decide it.
  const [flags, setFlags] = useState<ReadonlyMap<string, ProgramFlag> | undefined>(new Map());
  const product = useCurrentProduct();
  const [placement, setPlacement] = useState<Placement>({ kind: 'end' });
  const dayAirings = useMemo(() => airingsOf(day), [airingsOf, day]);

  useEffect(() => {
    if (open) setDay(initialDay);
  }, [open, initialDay]);

  useEffect(() => {
    const q = term.trim();
    if (!open || q.length < 3) {
      setPrograms([]);
      setSeries([]);
      setFlags(new Map());
      setSearched(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const page = { page: 1, perPage: 10 };
      const sort = { field: 'ut', order: 'DESC' as const };
      void Promise.all([
        provider.getList<ProgramChoice & { id: string }>('program', {
          filter: { q, st: 'published' },
          pagination: page,
          sort,
          signal: controller.signal,
        }),
        provider
          .getList<{ id: string; lon?: { lang?: string; n?: string }[] }>('tvseries', {
            filter: { q },
            pagination: { page: 1, perPage: 5 },
            sort,
            signal: controller.signal,
          })
          .catch(() => ({ data: [] })),
      ])
        .then(([found, shows]) => {
          setPrograms(found.data);
          setSeries(
            shows.data
              .map((show) => pickLocalizedName(show.lon, locale))
              .filter((name): name is string => !!name),
          );
          setFlags(new Map());
          setSearched(true);
          // Flagged programs are named before they are added (their airings would warn).
          programFlags(contentLookupOf(provider), found.data, product, controller.signal).then(
            (next) => {
              if (!controller.signal.aborted) setFlags(next);
            },
            () => {
              if (!controller.signal.aborted) setFlags(undefined);
            },
          );
        })
        .catch(() => {
          setPrograms([]);
          setSearched(true);
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, open, provider, locale, product]);

  const flagText = (flag: ProgramFlag | undefined): string | undefined =>
    flag && flag.reasons.length > 0
      ? translate('console.schedule.add.flagged', {
          reasons: flag.reasons
            .map((reason) =>
              translate(`console.schedule.add.flags.${reason}`, {
                segments: flag.segments.map((index) => index + 1).join(', '),
              }),
            )
            .join('; '),
        })
      : undefined;

  const titleOf = (program: ProgramChoice) => pickLocalizedName(program.lon, locale) ?? program.id;
  const close = () => {
    setTerm('');
    setChosen([]);
    setPlacement({ kind: 'end' });
    onClose();
  };
  const toggle = (program: ProgramChoice) =>
    setChosen((list) =>
      list.some((entry) => entry.id === program.id)
        ? list.filter((entry) => entry.id !== program.id)
        : [...list, program],
    );

  return (
    <FormDialog
      open={open}
      title={translate('console.schedule.add.title')}
      onClose={close}
      onSubmit={() => {
        if (chosen.length === 0 || !placementReady(placement, dayAirings)) return;
        onAdd(
          chosen.map((program) => ({ program, title: titleOf(program) })),
          day,
          placement,
        );
        close();
      }}
      submitLabel={translate('console.schedule.add.submit')}
      cancelLabel={translate('console.schedule.cancel')}
      submitDisabled={chosen.length === 0 || !placementReady(placement, dayAirings)}
    >
      <DaySelect
        days={days}
        value={day}
        onChange={(next) => {
          setDay(next);
          if (placement.kind === 'after') setPlacement({ kind: 'end' });
        }}
        label={translate('console.schedule.day')}
        dayLabel={dayLabel}
      />
      <PlacementFields value={placement} onChange={setPlacement} airings={dayAirings} allowTime />
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate('console.schedule.add.search')}
        helperText={translate('console.schedule.add.hint')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {series.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 1 }}>
          <Typography variant="caption" sx={{ width: '100%' }}>
            {translate('console.schedule.add.series')}
          </Typography>
          {series.map((name) => (
            <Chip key={name} label={name} size="small" onClick={() => setTerm(name)} />
          ))}
        </Box>
      ) : null}
      <List dense aria-label={translate('console.schedule.add.results')}>
        {programs.map((program) => (
          <ListItem key={program.id} disablePadding>
            <ListItemButton
              selected={chosen.some((entry) => entry.id === program.id)}
              aria-pressed={chosen.some((entry) => entry.id === program.id)}
              onClick={() => toggle(program)}
            >
              <ListItemText
                primary={titleOf(program)}
                secondary={
                  <>
                    {programContentDuration(program.sg ?? [])}
                    {flagText(flags?.get(program.id)) ? (
                      <Typography
                        component="span"
                        variant="body2"
                        color="error"
                        sx={{ display: 'block' }}
                      >
                        {flagText(flags?.get(program.id))}
                      </Typography>
                    ) : null}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {searched && programs.length === 0 ? (
        <Typography variant="body2">{translate('console.schedule.add.none')}</Typography>
      ) : null}
      {searched && programs.length > 0 && flags === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.schedule.add.flagsUnknown')}
        </Typography>
      ) : null}
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 1 }}>
        {chosen.length > 0
          ? translate('console.schedule.add.chosen', {
              smart_count: chosen.length,
              names: chosen.map(titleOf).join(', '),
            })
          : ''}
      </Typography>
    </FormDialog>
  );
}

/**
 * 'Add ad break': a break of 15, 30, 60, 90 or 120 seconds (less the option `flags` drop) after
 * the chosen day's last airing, or between two airings: after a chosen one (later airings make
 * room).
 */
export function AdBreakDialog({
  open,
  days,
  initialDay,
  onClose,
  onAdd,
  dayLabel,
  flags,
  airingsOf,
}: {
  open: boolean;
  days: readonly LocalDay[];
  initialDay: string;
  onClose: () => void;
  onAdd: (seconds: number, day: string, placement: Placement) => void;
  dayLabel: (day: LocalDay) => string;
  flags?: AdBreakLengthFlags;
  /** The chosen day's airings, in start order, for 'after <airing>'. */
  airingsOf: (day: string) => PlacementAiring[];
}) {
  const translate = useTranslate();
  const lengths = adBreakLengths(flags);
  const [chosen, setSeconds] = useState<number>(30);
  const seconds = lengths.some((length) => length === chosen) ? chosen : (lengths[0] ?? 30);
  const [day, setDay] = useState(initialDay);
  const [placement, setPlacement] = useState<Placement>({ kind: 'end' });
  const dayAirings = useMemo(() => airingsOf(day), [airingsOf, day]);
  useEffect(() => {
    if (open) setDay(initialDay);
  }, [open, initialDay]);
  const close = () => {
    setPlacement({ kind: 'end' });
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={translate('console.schedule.ad.title')}
      onClose={close}
      onSubmit={() => {
        if (!placementReady(placement, dayAirings)) return;
        onAdd(seconds, day, placement);
        close();
      }}
      submitLabel={translate('console.schedule.ad.submit')}
      cancelLabel={translate('console.schedule.cancel')}
      submitDisabled={!placementReady(placement, dayAirings)}
    >
      <DaySelect
        days={days}
        value={day}
        onChange={(next) => {
          setDay(next);
          if (placement.kind === 'after') setPlacement({ kind: 'end' });
        }}
        label={translate('console.schedule.day')}
        dayLabel={dayLabel}
      />
      <PlacementFields
        value={placement}
        onChange={setPlacement}
        airings={dayAirings}
        allowTime={false}
      />
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('console.schedule.ad.length')}
        value={seconds}
        onChange={(event) => setSeconds(Number(event.target.value))}
      >
        {lengths.map((value) => (
          <MenuItem key={value} value={value}>
            {translate('console.schedule.ad.seconds', { count: value })}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/** 'Loop': repeats the channel's last scheduled week until the chosen date. */
export function LoopDialog({
  open,
  onClose,
  onLoop,
  minDay,
}: {
  open: boolean;
  onClose: () => void;
  onLoop: (endDay: string) => Promise<boolean>;
  minDay: string;
}) {
  const translate = useTranslate();
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = useMemo(() => /^\d{4}-\d{2}-\d{2}$/.test(until), [until]);
  return (
    <FormDialog
      open={open}
      title={translate('console.schedule.loop.title')}
      onClose={onClose}
      busy={busy}
      submitDisabled={!valid}
      onSubmit={() => {
        setBusy(true);
        void onLoop(until).then((done) => {
          setBusy(false);
          if (done) onClose();
        });
      }}
      submitLabel={translate('console.schedule.loop.submit')}
      cancelLabel={translate('console.schedule.cancel')}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('console.schedule.loop.explain')}
      </Typography>
      <TextField
        type="date"
        fullWidth
        margin="dense"
        label={translate('console.schedule.loop.until')}
        value={until}
        onChange={(event) => setUntil(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDay } }}
      />
    </FormDialog>
  );
}

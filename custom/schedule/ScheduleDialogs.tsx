import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Chip,
  List,
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

/** A program as the catalogue lists it, with what an airing needs. */
export interface ProgramChoice {
  id: string;
  lon?: { lang?: string; n?: string }[];
  sg?: { seg_ty: string; dur?: number; sp?: number; ep?: number }[];
  trt?: number;
  st?: string;
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

/**
 * 'Add content': searches the product's published programs through the catalogue's lookup
 * (from the third character), suggests series titles matching the term, and adds the chosen
 * program to the chosen day after its last airing.
 */
export function AddContentDialog({
  open,
  days,
  initialDay,
  onClose,
  onAdd,
  dayLabel,
}: {
  open: boolean;
  days: readonly LocalDay[];
  initialDay: string;
  onClose: () => void;
  onAdd: (program: ProgramChoice, title: string, day: string) => void;
  dayLabel: (day: LocalDay) => string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const provider = useDataProvider();
  const [term, setTerm] = useState('');
  const [day, setDay] = useState(initialDay);
  const [programs, setPrograms] = useState<ProgramChoice[]>([]);
  const [series, setSeries] = useState<string[]>([]);
  const [chosen, setChosen] = useState<ProgramChoice | undefined>(undefined);
  const [searched, setSearched] = useState(false);

  useEffect(() => {
    if (open) setDay(initialDay);
  }, [open, initialDay]);

  useEffect(() => {
    const q = term.trim();
    if (!open || q.length < 3) {
      setPrograms([]);
      setSeries([]);
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
          setSearched(true);
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
  }, [term, open, provider, locale]);

  const titleOf = (program: ProgramChoice) => pickLocalizedName(program.lon, locale) ?? program.id;
  const close = () => {
    setTerm('');
    setChosen(undefined);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={translate('console.schedule.add.title')}
      onClose={close}
      onSubmit={() => {
        if (!chosen) return;
        onAdd(chosen, titleOf(chosen), day);
        close();
      }}
      submitLabel={translate('console.schedule.add.submit')}
      cancelLabel={translate('console.schedule.cancel')}
      submitDisabled={!chosen}
    >
      <DaySelect
        days={days}
        value={day}
        onChange={setDay}
        label={translate('console.schedule.day')}
        dayLabel={dayLabel}
      />
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
          <ListItemButton
            key={program.id}
            selected={chosen?.id === program.id}
            onClick={() => setChosen(program)}
          >
            <ListItemText
              primary={titleOf(program)}
              secondary={programContentDuration(program.sg ?? [])}
            />
          </ListItemButton>
        ))}
      </List>
      {searched && programs.length === 0 ? (
        <Typography variant="body2">{translate('console.schedule.add.none')}</Typography>
      ) : null}
    </FormDialog>
  );
}

/**
 * 'Add ad break': a break of 15, 30, 60, 90 or 120 seconds (less the option `flags` drop) after
 * the chosen day's last airing.
 */
export function AdBreakDialog({
  open,
  days,
  initialDay,
  onClose,
  onAdd,
  dayLabel,
  flags,
}: {
  open: boolean;
  days: readonly LocalDay[];
  initialDay: string;
  onClose: () => void;
  onAdd: (seconds: number, day: string) => void;
  dayLabel: (day: LocalDay) => string;
  flags?: AdBreakLengthFlags;
}) {
  const translate = useTranslate();
  const lengths = adBreakLengths(flags);
  const [chosen, setSeconds] = useState<number>(30);
  const seconds = lengths.some((length) => length === chosen) ? chosen : (lengths[0] ?? 30);
  const [day, setDay] = useState(initialDay);
  useEffect(() => {
    if (open) setDay(initialDay);
  }, [open, initialDay]);
  return (
    <FormDialog
      open={open}
      title={translate('console.schedule.ad.title')}
      onClose={onClose}
      onSubmit={() => {
        onAdd(seconds, day);
        onClose();
      }}
      submitLabel={translate('console.schedule.ad.submit')}
      cancelLabel={translate('console.schedule.cancel')}
    >
      <DaySelect
        days={days}
        value={day}
        onChange={setDay}
        label={translate('console.schedule.day')}
        dayLabel={dayLabel}
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

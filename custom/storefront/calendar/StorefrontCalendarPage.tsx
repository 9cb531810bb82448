import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { readFailure } from '../../../dataProvider/envelopeReader';
import {
  CALENDAR_VIEWS,
  buildCalendar,
  calendarRange,
  calendarTicks,
  shiftAnchor,
} from '../../../domain/storefront/calendar';
import type { CalendarView } from '../../../domain/storefront/calendar';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';
import { STOREFRONT_PATHS } from '../paths';
import { CalendarFindings, CalendarLegend } from './CalendarFindings';
import { CalendarTimeline } from './CalendarTimeline';
import { PREFIX, useCalendarText } from './useCalendarText';
import { useStorefrontCalendar } from './useStorefrontCalendar';

type CalendarType = 'storefront' | 'collection';

/**
 * The period shown (a month by default; a week or a quarter) and the moves between periods. The
 * anchor is a moment inside the period, so Previous then Next comes back to the same one.
 */
function useCalendarPeriod(timeZone: string, weekStartsOn: Parameters<typeof calendarRange>[3]) {
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => Date.now());
  const range = useMemo(
    () => calendarRange(view, anchor, timeZone, weekStartsOn),
    [view, anchor, timeZone, weekStartsOn],
  );
  const ticks = useMemo(
    () => calendarTicks(view, range, timeZone, weekStartsOn),
    [view, range, timeZone, weekStartsOn],
  );
  return {
    view,
    setView,
    range,
    ticks,
    move: (steps: number) => setAnchor((current) => shiftAnchor(view, current, steps, timeZone)),
    today: () => setAnchor(Date.now()),
  };
}

/** The current moment, again each minute: where the timeline's line for now stands. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The storefront calendar (`/apps/:product?/storefront/calendar`) or the collection calendar
 * (`/apps/:product?/collection/calendar`): what is live or scheduled when in the current product,
 * rows grouped by page kind (collections in one group), each bar a link to its item; the gaps
 * (no live version of a kind) and overlaps (more than one) marked on the timeline and listed in
 * words below it; under each page its containers' own windows, and a line for now. A month by
 * default; a week or a quarter on request.
 */
export function StorefrontCalendarPage({ type }: { type: CalendarType }): ReactElement {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const text = useCalendarText();
  const period = useCalendarPeriod(text.timeZone, text.weekStartsOn);
  const calendar = useStorefrontCalendar(type);
  const now = useNow();
  const groups = useMemo(
    () =>
      calendar.data
        ? buildCalendar(calendar.data.items, period.range, {
            groupByKind: type === 'storefront',
            containers: calendar.data.containers,
          })
        : [],
    [calendar.data, period.range, type],
  );
  const hasRows = groups.some((group) => group.rows.length > 0);
  const periodText = text.period(period.view, period.range);

  return (
    <Box sx={{ minWidth: 0, maxWidth: '100%', pb: 4 }}>
      <Title title={translate(`${PREFIX}.title.${type}`)} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1, maxWidth: 900 }}>
        {translate(product === undefined ? `${PREFIX}.introNone` : `${PREFIX}.intro.${type}`)}
      </Typography>
      {product !== undefined && (
        <>
          <Stack
            direction="row"
            alignItems="center"
            flexWrap="wrap"
            useFlexGap
            spacing={1}
            sx={{ my: 2 }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={period.view}
              aria-label={translate(`${PREFIX}.view`)}
              onChange={(_event, value: CalendarView | null) => {
                if (value !== null) period.setView(value);
              }}
            >
              {CALENDAR_VIEWS.map((view) => (
                <ToggleButton key={view} value={view}>
                  {translate(`${PREFIX}.views.${view}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Box sx={{ width: 8 }} />
            <IconButton
              aria-label={translate(`${PREFIX}.previous.${period.view}`)}
              onClick={() => period.move(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Button variant="outlined" size="small" onClick={period.today}>
              {translate(`${PREFIX}.today`)}
            </Button>
            <IconButton
              aria-label={translate(`${PREFIX}.next.${period.view}`)}
              onClick={() => period.move(1)}
            >
              <ChevronRightIcon />
            </IconButton>
            <Typography variant="h6" component="h2" aria-live="polite" sx={{ ml: 1 }}>
              {periodText}
            </Typography>
          </Stack>
          {calendar.isFetching && <LinearProgress aria-label={translate(`${PREFIX}.loading`)} />}
          {calendar.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
                  {translate(`${PREFIX}.retry`)}
                </Button>
              }
            >
              {readFailure(calendar.error, translate(`${PREFIX}.loadFailed`)).message}
            </Alert>
          ) : calendar.isPending ? (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              {translate(`${PREFIX}.loading`)}
            </Typography>
          ) : (
            <>
              {hasRows ? (
                <>
                  <CalendarLegend />
                  <CalendarTimeline
                    type={type}
                    product={product}
                    view={period.view}
                    range={period.range}
                    ticks={period.ticks}
                    groups={groups}
                    text={text}
                    now={now}
                  />
                </>
              ) : (
                <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }}>
                  <Box
                    sx={{ fontSize: 64, color: 'text.disabled', '& svg': { fontSize: 'inherit' } }}
                  >
                    <EventBusyIcon />
                  </Box>
                  <Typography variant="h6" component="p">
                    {translate(`${PREFIX}.empty.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 600 }}>
                    {translate(`${PREFIX}.empty.hint.${type}`)}
                  </Typography>
                  <Button component={LinkBase} to={STOREFRONT_PATHS.listOf(type, product)}>
                    {translate(`${PREFIX}.empty.open.${type}`)}
                  </Button>
                </Stack>
              )}
              {groups.length > 0 && <CalendarFindings groups={groups} text={text} />}
            </>
          )}
        </>
      )}
    </Box>
  );
}

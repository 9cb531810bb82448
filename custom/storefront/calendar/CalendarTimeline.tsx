import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { memo } from 'react';
import type { ReactElement } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type {
  CalendarBar,
  CalendarGroup,
  CalendarInterval,
  CalendarRange,
  CalendarRow,
  CalendarView,
} from '../../../domain/storefront/calendar';
import { STOREFRONT_PATHS } from '../paths';
import type { CalendarText } from './useCalendarText';
import { PREFIX } from './useCalendarText';

const LABEL_WIDTH = 200;
const ROW_HEIGHT = 40;
/** A container's row under its page: lower, its name indented. */
const CONTAINER_ROW_HEIGHT = 26;
const MARK_HEIGHT = 14;
/**
 * Widths below which the timeline scrolls inside itself rather than squeezing its days. A month
 * needs 20 px a day (its ticks are day numbers): 620 px fits the whole month beside the names on
 * a 1024 px screen (780 hid its last days behind the timeline's own scroll there).
 */
const MIN_TRACK_WIDTH: Readonly<Record<CalendarView, number>> = {
  week: 560,
  month: 620,
  quarter: 780,
};

type Sx = SystemStyleObject<Theme>;

/** Hatching for gaps, cross-hatching for overlaps: marked by pattern, not by colour alone. */
export const MARK_STYLES: Readonly<Record<'gap' | 'overlap', (theme: Theme) => Sx>> = {
  gap: (theme) => ({
    border: `1px solid ${theme.palette.error.main}`,
    backgroundImage: `repeating-linear-gradient(45deg, ${alpha(theme.palette.error.main, 0.7)} 0 2px, transparent 2px 7px)`,
  }),
  overlap: (theme) => ({
    border: `1px solid ${theme.palette.warning.main}`,
    backgroundImage: `repeating-linear-gradient(45deg, ${alpha(theme.palette.warning.main, 0.8)} 0 2px, transparent 2px 6px), repeating-linear-gradient(-45deg, ${alpha(theme.palette.warning.main, 0.8)} 0 2px, transparent 2px 6px)`,
  }),
};

/** A live bar is filled; a scheduled draft is outlined with dashes. */
export const BAR_STYLES: Readonly<Record<CalendarBar['kind'], (theme: Theme) => Sx>> = {
  live: (theme) => ({
    bgcolor: alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.35 : 0.2),
    border: `1px solid ${theme.palette.success.main}`,
  }),
  scheduledDraft: (theme) => ({
    bgcolor: alpha(theme.palette.info.main, 0.08),
    border: `1px dashed ${theme.palette.info.main}`,
  }),
};

function place(interval: CalendarInterval, range: CalendarRange): Sx {
  const span = range.to - range.from;
  return {
    position: 'absolute',
    left: `${((interval.start - range.from) / span) * 100}%`,
    width: `${((interval.end - interval.start) / span) * 100}%`,
  };
}

interface TimelineProps {
  type: 'storefront' | 'collection';
  product: string | undefined;
  view: CalendarView;
  range: CalendarRange;
  ticks: readonly number[];
  groups: readonly CalendarGroup[];
  text: CalendarText;
  /** The current moment (epoch ms): a line marks it when it is in the range. */
  now: number;
}

/** Where now stands in the range (0 to 1), or undefined outside it. */
function nowFraction(now: number, range: CalendarRange): number | undefined {
  if (now < range.from || now >= range.to) return undefined;
  return (now - range.from) / (range.to - range.from);
}

/**
 * The calendar's timeline: a row of day (or week) ticks, then per group a lane marking its gaps
 * and overlaps and one row per item whose bars link to the item's page, under a page its
 * containers' rows; a line marks now. The names stay at the left while the timeline scrolls
 * inside itself on narrow screens.
 */
export function CalendarTimeline(props: TimelineProps): ReactElement {
  const { view, range, ticks, groups, text, now } = props;
  const translate = useTranslate();
  const nowAt = nowFraction(now, range);
  return (
    <Box
      role="region"
      aria-label={translate(`${PREFIX}.timeline`)}
      tabIndex={0}
      sx={{
        maxWidth: '100%',
        overflowX: 'auto',
        // The days' minimum width scrolls here and never widens the page (1024 px screens).
        contain: 'inline-size',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ minWidth: LABEL_WIDTH + MIN_TRACK_WIDTH[view], position: 'relative' }}>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: LABEL_WIDTH,
            right: 0,
            pointerEvents: 'none',
          }}
        >
          {ticks.map((tick) => (
            <Box
              key={tick}
              sx={{
                ...place({ start: tick, end: tick }, range),
                top: 0,
                bottom: 0,
                borderLeft: 1,
                borderColor: 'divider',
              }}
            />
          ))}
        </Box>
        <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', height: 28 }}>
          <Box sx={labelCell} />
          <Box aria-hidden sx={{ position: 'relative', flex: 1 }}>
            {ticks.map((tick, index) => (
              <Typography
                key={tick}
                variant="caption"
                color="text.secondary"
                noWrap
                sx={{
                  ...place({ start: tick, end: ticks[index + 1] ?? range.to }, range),
                  pl: 0.5,
                  lineHeight: '28px',
                }}
              >
                {text.tick(tick, view)}
              </Typography>
            ))}
            {nowAt !== undefined && (
              <Typography
                variant="caption"
                title={translate(`${PREFIX}.nowAt`, { at: text.moment(now) })}
                sx={{
                  position: 'absolute',
                  left: `${nowAt * 100}%`,
                  // Kept inside the track at either end.
                  transform: `translateX(${nowAt < 0.05 ? 0 : nowAt > 0.95 ? -100 : -50}%)`,
                  top: 4,
                  zIndex: 1,
                  px: 0.75,
                  lineHeight: '20px',
                  borderRadius: 1,
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {translate(`${PREFIX}.now`)}
              </Typography>
            )}
          </Box>
        </Stack>
        {groups.map((group) => (
          <TimelineGroup key={group.key} {...props} group={group} />
        ))}
        {nowAt !== undefined && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 24,
              bottom: 0,
              left: LABEL_WIDTH,
              right: 0,
              pointerEvents: 'none',
              zIndex: 1,
            }}
          >
            <Box
              data-mark="today"
              data-at={now}
              style={{ left: `${nowAt * 100}%` }}
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                width: 0,
                borderLeft: 2,
                borderColor: 'primary.main',
              }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}

const labelCell: Sx = {
  width: LABEL_WIDTH,
  flexShrink: 0,
  px: 1.5,
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
};

function TimelineGroup({
  group,
  range,
  text,
  type,
  product,
}: TimelineProps & { group: CalendarGroup }): ReactElement {
  const translate = useTranslate();
  const headingId = `calendar-group-${group.key}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover', minHeight: 32 }}
      >
        <Box sx={{ ...labelCell, bgcolor: 'background.default' }}>
          <Typography id={headingId} variant="subtitle2" component="h3" noWrap>
            {text.groupName(group.key)}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {translate(`${PREFIX}.rows`, { smart_count: group.rows.length })}
          </Typography>
        </Box>
        <Box aria-hidden sx={{ position: 'relative', flex: 1 }}>
          {group.gaps.map((gap) => (
            <Box
              key={`gap-${gap.start}`}
              data-mark="gap"
              sx={[
                place(gap, range),
                { top: 9, height: MARK_HEIGHT, borderRadius: 0.5 },
                MARK_STYLES.gap,
              ]}
            />
          ))}
          {group.overlaps.map((overlap) => (
            <Box
              key={`overlap-${overlap.start}`}
              data-mark="overlap"
              sx={[
                place(overlap, range),
                { top: 9, height: MARK_HEIGHT, borderRadius: 0.5 },
                MARK_STYLES.overlap,
              ]}
            />
          ))}
        </Box>
      </Stack>
      {group.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
          {translate(`${PREFIX}.noRows`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.rows.map((row) => (
            <TimelineRow
              key={row.id}
              row={row}
              range={range}
              text={text}
              href={STOREFRONT_PATHS.itemOf(type, product, row.id)}
              containerHref={(id) => STOREFRONT_PATHS.itemOf('container', product, id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

const TimelineRow = memo(function TimelineRow({
  row,
  range,
  text,
  href,
  containerHref,
}: {
  row: CalendarRow;
  range: CalendarRange;
  text: CalendarText;
  href: string;
  containerHref: (id: string) => string;
}): ReactElement {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ height: ROW_HEIGHT }}>
        <Box sx={labelCell}>
          <Typography variant="body2" noWrap title={row.name}>
            {row.name}
          </Typography>
        </Box>
        <Box sx={{ position: 'relative', flex: 1 }}>
          <Bars row={row} range={range} text={text} href={href} height={ROW_HEIGHT} />
        </Box>
      </Stack>
      {row.containers.length > 0 && (
        <Box
          component="ul"
          aria-label={translate(`${PREFIX}.containers.of`, { name: row.name })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {row.containers.map((container) => (
            <Stack
              component="li"
              key={container.id}
              direction="row"
              sx={{ height: CONTAINER_ROW_HEIGHT, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={{ ...labelCell, pl: 3.5 }}>
                <Typography variant="caption" color="text.secondary" noWrap title={container.name}>
                  {container.name}
                </Typography>
              </Box>
              <Box sx={{ position: 'relative', flex: 1 }}>
                {container.bars.length === 0 ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ px: 1, lineHeight: `${CONTAINER_ROW_HEIGHT}px` }}
                  >
                    {translate(`${PREFIX}.containers.outside`)}
                  </Typography>
                ) : (
                  <Bars
                    row={container}
                    range={range}
                    text={text}
                    href={containerHref(container.id)}
                    height={CONTAINER_ROW_HEIGHT}
                  />
                )}
              </Box>
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
});

/** A row's bars, stacked in its height, each a link to the item described in words. */
function Bars({
  row,
  range,
  text,
  href,
  height: rowHeight,
}: {
  row: CalendarRow;
  range: CalendarRange;
  text: CalendarText;
  href: string;
  height: number;
}): ReactElement {
  const height = (rowHeight - 8) / row.bars.length;
  return (
    <>
      {row.bars.map((bar, index) => {
        const label = text.barLabel(row.name, bar);
        return (
          <MuiLink
            key={`${bar.kind}-${bar.start}`}
            component={LinkBase}
            to={href}
            title={label}
            underline="none"
            color="text.primary"
            data-bar={bar.kind}
            sx={[
              place(bar, range),
              {
                top: 4 + index * height,
                height,
                minWidth: 6,
                px: 0.75,
                display: 'flex',
                alignItems: 'center',
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                fontSize: rowHeight < ROW_HEIGHT ? 11 : 12,
                borderRadius: 1,
                borderTopLeftRadius: bar.continuesBefore ? 0 : undefined,
                borderBottomLeftRadius: bar.continuesBefore ? 0 : undefined,
                borderTopRightRadius: bar.continuesAfter ? 0 : undefined,
                borderBottomRightRadius: bar.continuesAfter ? 0 : undefined,
                '&:hover': { filter: 'brightness(1.15)' },
                '&:focus-visible': {
                  outline: (theme) => `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 1,
                  zIndex: 1,
                },
              },
              BAR_STYLES[bar.kind],
            ]}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {/* The whole description, cut to the bar's width: the link's name is its text. */}
              {label}
            </Box>
          </MuiLink>
        );
      })}
    </>
  );
}

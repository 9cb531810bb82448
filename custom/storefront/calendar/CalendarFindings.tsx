import { Box, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarGroup } from '../../../domain/storefront/calendar';
import { BAR_STYLES, MARK_STYLES } from './CalendarTimeline';
import type { CalendarText } from './useCalendarText';
import { PREFIX } from './useCalendarText';

/** What the bars' fills and the marks' patterns mean, in words. */
export function CalendarLegend(): ReactElement {
  const translate = useTranslate();
  const swatch = { width: 28, height: 14, borderRadius: 0.5, flexShrink: 0 } as const;
  const entries = [
    ['live', BAR_STYLES.live],
    ['scheduledDraft', BAR_STYLES.scheduledDraft],
    ['gap', MARK_STYLES.gap],
    ['overlap', MARK_STYLES.overlap],
  ] as const;
  return (
    <Stack
      component="ul"
      aria-label={translate(`${PREFIX}.legend.title`)}
      direction="row"
      flexWrap="wrap"
      useFlexGap
      spacing={2}
      sx={{ listStyle: 'none', m: 0, p: 0, my: 1.5 }}
    >
      {entries.map(([key, style]) => (
        <Stack component="li" key={key} direction="row" spacing={1} alignItems="center">
          <Box aria-hidden sx={[swatch, style]} />
          <Typography variant="body2">{translate(`${PREFIX}.legend.${key}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The gaps and overlaps in words, per group, in time order: 'No live home page from 1 Dec 10:00
 * to 3 Dec 00:00', '2 home pages live at once from ... : Winter, Holiday'.
 */
export function CalendarFindings({
  groups,
  text,
}: {
  groups: readonly CalendarGroup[];
  text: CalendarText;
}): ReactElement {
  const translate = useTranslate();
  const withFindings = groups.filter((group) => group.gaps.length > 0 || group.overlaps.length > 0);
  return (
    <Box component="section" aria-labelledby="calendar-findings" sx={{ mt: 3 }}>
      <Typography id="calendar-findings" variant="h6" component="h2" gutterBottom>
        {translate(`${PREFIX}.findings.title`)}
      </Typography>
      {withFindings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${PREFIX}.findings.none`)}
        </Typography>
      ) : (
        withFindings.map((group) => {
          const names = new Map(group.rows.map((row) => [row.id, row.name]));
          const findings = [
            ...group.gaps.map((gap) => ({
              start: gap.start,
              kind: 'gap' as const,
              text: translate(`${PREFIX}.findings.gap`, {
                kind: text.kindNoun(group.key, 1),
                from: text.moment(gap.start),
                to: text.moment(gap.end),
              }),
            })),
            ...group.overlaps.map((overlap) => ({
              start: overlap.start,
              kind: 'overlap' as const,
              text: translate(`${PREFIX}.findings.overlap`, {
                smart_count: overlap.count,
                kinds: text.kindNoun(group.key, overlap.count),
                from: text.moment(overlap.start),
                to: text.moment(overlap.end),
                names: overlap.ids.map((id) => names.get(id) ?? id).join(', '),
              }),
            })),
          ].sort((a, b) => a.start - b.start);
          return (
            <Box key={group.key} sx={{ mb: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {text.groupName(group.key)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                {findings.map((finding) => (
                  <Stack
                    component="li"
                    key={`${finding.kind}-${finding.start}`}
                    direction="row"
                    spacing={1}
                    alignItems="center"
                    sx={{ py: 0.25 }}
                  >
                    <Box
                      aria-hidden
                      sx={[
                        { width: 16, height: 12, borderRadius: 0.5, flexShrink: 0 },
                        MARK_STYLES[finding.kind],
                      ]}
                    />
                    <Typography variant="body2">{finding.text}</Typography>
                  </Stack>
                ))}
              </Box>
            </Box>
          );
        })
      )}
    </Box>
  );
}

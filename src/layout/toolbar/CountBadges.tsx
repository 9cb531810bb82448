import { Chip, Stack } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { productlessReadings } from '../../../domain/navigation/routePath';
import { useResourceCounts } from '../../dashboard/useResourceCounts';

const DASHBOARD_SEGMENTS = ['apps', 'dashboards', 'project'];

/** Whether a path is the dashboard's, with or without the product ('/apps/:product?/dashboards/project'). */
export function isDashboardPath(path: string): boolean {
  return productlessReadings(path).some(
    (segments) =>
      segments.length === DASHBOARD_SEGMENTS.length &&
      segments.every((segment, index) => segment.toLowerCase() === DASHBOARD_SEGMENTS[index]),
  );
}

/** Section 2: on the dashboard only, the toolbar shows the counts of the main content types. */
export function CountBadges() {
  const { pathname } = useLocation();
  const onDashboard = isDashboardPath(pathname);
  const { counts } = useResourceCounts(onDashboard);
  const translate = useTranslate();
  if (!onDashboard || counts.length === 0) return null;

  return (
    // The badges take the room the toolbar has left and no more: those that do not fit on the
    // one line (long labels, as in Tamil) wrap below it and are clipped, rather than pushing
    // the page wider than the window. The dashboard's cards show the same counts.
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      component="ul"
      aria-label={translate('console.shell.counts.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: { xs: 'none', lg: 'flex' },
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        minWidth: 0,
        height: 24,
        overflow: 'hidden',
      }}
    >
      {counts.map(({ name, count }) => (
        <li key={name}>
          <Chip
            size="small"
            variant="outlined"
            label={translate('console.shell.counts.badge', {
              label: translate(`console.shell.counts.${name}`, { _: name }),
              count,
            })}
          />
        </li>
      ))}
    </Stack>
  );
}

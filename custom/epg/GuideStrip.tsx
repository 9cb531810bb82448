import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { SEGMENT_COLOURS } from '../../domain/programs/segments';
import type { GuideAiring } from '../../dataProvider/vll/vllProvider';
import { EPG_PATHS } from './paths';

const DAY_MS = 24 * 3600 * 1000;

function hourMinute(iso: string): string {
  return iso.slice(11, 16);
}

/**
 * A channel's day as a strip: each airing a block at its UTC time, as wide as it lasts (the
 * colour of a programme, 'vod'; an airing edited by hand is outlined), each a link to its
 * airing editor. Empty when not ingested.
 */
export function GuideStrip({ day, airings }: { day: string; airings: readonly GuideAiring[] }) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const start = Date.parse(`${day}T00:00:00Z`);
  return (
    <Box
      role="list"
      sx={{
        position: 'relative',
        height: 28,
        minWidth: 160,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {airings.map((airing) => {
        const from = Math.max(0, Date.parse(airing.a_st_dt) - start);
        const to = Math.min(DAY_MS, Date.parse(airing.a_ed_dt) - start);
        if (to <= from) return null;
        const label = translate('console.epg.guideLabel', {
          title: airing.title,
          start: hourMinute(airing.a_st_dt),
          end: hourMinute(airing.a_ed_dt),
        });
        return (
          <Tooltip key={airing.id} title={label}>
            <Box
              role="listitem"
              aria-label={label}
              sx={{
                position: 'absolute',
                top: 2,
                bottom: 2,
                left: `${(from / DAY_MS) * 100}%`,
                width: `${((to - from) / DAY_MS) * 100}%`,
                bgcolor: SEGMENT_COLOURS.vod,
                border: 1,
                borderColor: airing.locked ? 'warning.main' : 'grey.600',
                borderRadius: 0.5,
              }}
            >
              <Box
                component={RouterLink}
                to={EPG_PATHS.airingOf(product, airing.id)}
                aria-label={label}
                sx={{ position: 'absolute', inset: 0 }}
              />
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}

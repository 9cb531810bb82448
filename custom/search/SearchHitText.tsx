import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SearchHit } from '../../dataProvider/types';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { StatusChip } from '../../kit/status/StatusChip';
import type { ConsoleArea } from '../../kit/areas';
import { useSearchLabels } from './useGlobalSearch';

const AREAS: readonly string[] = ['vod', 'live', 'assets', 'syndication'];

/** A hit's localized name in the UI language (else English, else the first; 'untitled' when none). */
export function useHitName(): (hit: SearchHit) => string {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (hit) => pickLocalizedName(hit.lon, locale) ?? translate('console.common.noName');
}

/** A hit's type in the UI language and its status as a chip (the VOD names in the VOD area). */
export function HitTypeAndStatus({ hit, area }: { hit: SearchHit; area: string | undefined }) {
  const { typeLabel } = useSearchLabels();
  const chipArea = area !== undefined && AREAS.includes(area) ? (area as ConsoleArea) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap>
        {typeLabel(hit.cty)}
      </Typography>
      <StatusChip status={hit.st} {...(chipArea ? { area: chipArea } : {})} />
    </Stack>
  );
}

import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { vodStatusLabel } from '../../domain/statuses';
import type { ConsoleArea } from '../areas';

/** Props of {@link StatusChip}. */
export interface StatusChipProps {
  /** The status to show; read from the record's `source` field when omitted. */
  status?: string;
  /** The record field holding the status; `st` by default. */
  source?: string;
  /** The area the chip is shown in: 'vod' names statuses Processing / Available / In-Progress. */
  area?: ConsoleArea;
  size?: ChipProps['size'];
}

const STATUS_COLOURS: Readonly<Record<string, ChipProps['color']>> = {
  published: 'success',
  draft: 'info',
  'pre-draft': 'warning',
  pending: 'secondary',
  archived: 'default',
  deleted: 'error',
  purged: 'error',
};

/**
 * A content status as a coloured chip. The label is `enums.st.<status>` (the catalogue's own
 * labels), or in the VOD area the VOD names of spec section 4 (`console.common.vodStatus.*`:
 * Available = published, In-Progress = draft, Processing = pre-draft). Renders nothing when
 * there is no status.
 */
export function StatusChip({
  status: statusProp,
  source = 'st',
  area,
  size = 'small',
}: StatusChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const raw: unknown =
    statusProp ?? (record ? (record as Record<string, unknown>)[source] : undefined);
  if (typeof raw !== 'string' || raw === '') return null;
  const label =
    area === 'vod' && vodStatusLabel(raw) !== undefined
      ? translate(`console.common.vodStatus.${raw}`)
      : translate(`enums.st.${raw}`, { _: raw });
  const colour = Object.hasOwn(STATUS_COLOURS, raw) ? STATUS_COLOURS[raw] : 'default';
  return <Chip label={label} color={colour} size={size} variant="outlined" />;
}

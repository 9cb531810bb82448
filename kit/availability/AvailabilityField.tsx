import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { effectiveEndDate, effectiveLicenceWindowEnd } from '../../domain/availability';
import type { AvailabilityFields } from '../../domain/availability';
import type { DateValue } from '../../domain/dates';
import { statusLabelFromDates } from '../../domain/statuses';
import type { DateStatusKind } from '../../domain/statuses';
import { useCurrentProduct } from '../product/useCurrentProduct';
import { useDisplayDate } from '../dates/useDisplayDate';

/** Props of {@link AvailabilityField}. */
export interface AvailabilityFieldProps {
  /** The window end field: `lwe` (licence window, per-product aware), `ed_dt`, or any date field. */
  source?: string;
  /** The instant to judge at; now by default. */
  now?: Date;
}

const KIND_COLOURS: Readonly<Record<DateStatusKind, ChipProps['color']>> = {
  EXPIRED: 'error',
  ACTIVE: 'success',
  ARCHIVED: 'default',
  FUTURE: 'info',
};

/** The window's start field for a known end field: the licence window starts at `lws`. */
const START_FIELDS: Readonly<Record<string, string>> = { lwe: 'lws' };

const asDate = (value: unknown): DateValue | undefined =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date
    ? value
    : undefined;

/**
 * A record's availability from its window (spec section 4, `statusLabelFromDates`): EXPIRED
 * past the end, ACTIVE within the window (ARCHIVED for an archived item), FUTURE plus the
 * formatted start before it. For `lwe` and `ed_dt` the current product's entry of
 * `lwe_prd` / `ed_dt_prd` wins over the plain field, as in the availability rules.
 */
export function AvailabilityField({ source = 'lwe', now }: AvailabilityFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const product = useCurrentProduct() ?? 'default';
  const formatDate = useDisplayDate();
  if (!record) return null;
  const fields = record as Record<string, unknown>;
  const end =
    source === 'lwe'
      ? effectiveLicenceWindowEnd(record as AvailabilityFields, product)
      : source === 'ed_dt'
        ? effectiveEndDate(record as AvailabilityFields, product)
        : asDate(fields[source]);
  const startField = START_FIELDS[source];
  const start = startField === undefined ? undefined : asDate(fields[startField]);
  const label = statusLabelFromDates(
    {
      start,
      end,
      status: typeof fields.st === 'string' ? fields.st : undefined,
    },
    now ?? new Date(),
    formatDate,
  );
  const text =
    label.kind === 'FUTURE'
      ? translate('console.common.availability.FUTURE', { date: formatDate(start) })
      : translate(`console.common.availability.${label.kind}`);
  return <Chip label={text} color={KIND_COLOURS[label.kind]} size="small" />;
}

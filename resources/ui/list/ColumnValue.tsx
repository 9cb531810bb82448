import { useRecordContext, useTranslate } from 'react-admin';
import type { ListDeclaration } from '../../../dataProvider/types';
import type { ConsoleArea } from '../../../kit/areas';
import { AvailabilityField } from '../../../kit/availability/AvailabilityField';
import { LocalizedName } from '../../../kit/names/LocalizedName';
import { StatusChip } from '../../../kit/status/StatusChip';
import { useDisplayDate } from '../../../kit/dates/useDisplayDate';

/** One declared list column (`columns` of list.json). */
export type ColumnDeclaration = ListDeclaration['columns'][number];

/** The columns a list can sort by: the server sorts on update time, creation time and name. */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(['ut', 'ct', 'lon', 'name']);

function DateValue({ source }: { source: string }) {
  const record = useRecordContext();
  const formatDate = useDisplayDate();
  const value: unknown = record?.[source];
  return <>{typeof value === 'string' || typeof value === 'number' ? formatDate(value) : ''}</>;
}

function BooleanValue({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  if (value !== true && value !== false && value !== 'true' && value !== 'false') return null;
  return (
    <>
      {translate(value === true || value === 'true' ? 'console.common.yes' : 'console.common.no')}
    </>
  );
}

function PlainValue({ source, kind }: { source: string; kind: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  if (typeof value === 'number')
    return <>{kind === 'number' ? value.toLocaleString() : String(value)}</>;
  // Enum values read better through their labels; other text shows as it is.
  if (typeof value === 'string') return <>{translate(`enums.${source}.${value}`, { _: value })}</>;
  return null;
}

/**
 * A list cell for a declared column, by kind: `localizedName` (name in the UI language),
 * `status` (status chip, VOD names in the VOD area), `date` (display format),
 * `availability` (EXPIRED / ACTIVE / FUTURE), `boolean` (Yes / No), `number`, `text`.
 */
export function ColumnValue({ column, area }: { column: ColumnDeclaration; area: ConsoleArea }) {
  const { source, kind } = column;
  switch (kind) {
    case 'localizedName':
      return <LocalizedName source={source} />;
    case 'status':
      return <StatusChip source={source} area={area} />;
    case 'date':
      return <DateValue source={source} />;
    case 'availability':
      return <AvailabilityField source={source} />;
    case 'boolean':
      return <BooleanValue source={source} />;
    default:
      return <PlainValue source={source} kind={kind} />;
  }
}

import { Stack, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { LocalizedName } from '../../../kit/names/LocalizedName';
import { StatusChip } from '../../../kit/status/StatusChip';
import type { ConsoleArea } from '../../../kit/areas';

export interface EditorHeaderProps {
  /** The translated singular name of the type ('Movie'). */
  typeName: string;
  /** The item, when there is one to name. */
  record: RaRecord | undefined;
  status: string | undefined;
  area: ConsoleArea;
}

/** The page title: the type, the item's name in the UI language and its status. */
export function EditorHeader({ typeName, record, status, area }: EditorHeaderProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minWidth: 0, flex: '1 1 320px' }}
    >
      <Typography variant="h5" component="h1" sx={{ flexShrink: 0 }}>
        {typeName}
      </Typography>
      {record && <LocalizedName record={record} variant="h6" color="text.secondary" noWrap />}
      {status && <StatusChip status={status} area={area} />}
    </Stack>
  );
}

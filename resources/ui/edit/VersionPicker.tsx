import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseVersionNumber } from '../../../domain/versions';
import type { VersionEntry } from '../../../domain/versions';

export interface VersionPickerProps {
  versions: readonly VersionEntry[];
  selectedKey: string | undefined;
  /** Switching is refused while the form holds unsaved edits. */
  disabled: boolean;
  onSelect: (key: string) => void;
}

/** The item's versions as 'V{n} - {status}'; picking one opens it. A new item shows 'New draft'. */
export function VersionPicker({ versions, selectedKey, disabled, onSelect }: VersionPickerProps) {
  const translate = useTranslate();
  // The server names versions in English ('V2 - draft'); the status is shown in the user's language.
  const label = (version: VersionEntry): string => {
    const n = parseVersionNumber(version.name);
    if (n === undefined) return version.name;
    return `V${n} - ${translate(`console.editor.version.status.${version.st}`, { _: version.st })}`;
  };
  if (versions.length === 0) {
    return (
      <TextField
        size="small"
        label={translate('console.editor.version.label')}
        value={translate('console.editor.version.newDraft')}
        disabled
      />
    );
  }
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 180 }}
      label={translate('console.editor.version.label')}
      value={selectedKey ?? ''}
      disabled={disabled}
      onChange={(event) => onSelect(event.target.value)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {versions.map((version) => (
        <MenuItem key={version.key} value={version.key}>
          {label(version)}
        </MenuItem>
      ))}
    </TextField>
  );
}

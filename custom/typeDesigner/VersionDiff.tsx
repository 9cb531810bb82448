import { Box, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TypeVersion } from '../../dataProvider/typeDesignerProvider';
import { versionDifference } from '../../domain/typeDesigner/classify';

const T = 'console.typeDesigner';

/**
 * Two versions of a type side by side in words: pick any two (the one before the newest and the
 * newest at first), and each setting that differs and each field's change is listed, as
 * publishing would classify it (added, removed, made required, narrowed with the rule...).
 */
export function VersionDiff({ versions }: { versions: readonly TypeVersion[] }) {
  const translate = useTranslate();
  const [from, setFrom] = useState<number | undefined>(versions[1]?.vn);
  const [to, setTo] = useState<number | undefined>(versions[0]?.vn);
  const before = versions.find((v) => v.vn === from);
  const after = versions.find((v) => v.vn === to);
  const difference = useMemo(
    () => (before && after ? versionDifference(before.definition, after.definition) : undefined),
    [before, after],
  );
  if (versions.length < 2) return null;

  const picker = (labelKey: string, value: number | undefined, onPick: (vn: number) => void) => (
    <TextField
      select
      size="small"
      label={translate(labelKey)}
      value={value ?? ''}
      onChange={(event) => onPick(Number(event.target.value))}
      sx={{ width: 180 }}
    >
      {versions.map((version) => (
        <MenuItem key={version.vn} value={version.vn}>
          {translate(`${T}.version`, { vn: version.vn })}
        </MenuItem>
      ))}
    </TextField>
  );

  const lines = difference
    ? [
        ...difference.settings.map((setting) =>
          translate(`${T}.diff.settingChanged`, {
            setting: translate(`${T}.diff.settings.${setting}`),
          }),
        ),
        ...difference.fields.map((change) =>
          translate(`${T}.diff.fieldChange`, {
            field: change.field,
            change: translate(`${T}.diff.changes.${change.change}`, {
              rule: change.rule ? translate(`${T}.constraints.${change.rule}`) : '',
            }),
          }),
        ),
      ]
    : [];

  return (
    <Box component="section" aria-labelledby="type-version-diff" sx={{ mt: 2 }}>
      <Typography id="type-version-diff" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate(`${T}.diff.title`)}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {picker(`${T}.diff.from`, from, setFrom)}
        {picker(`${T}.diff.to`, to, setTo)}
      </Stack>
      {difference && (
        <Box role="status" sx={{ mt: 1 }}>
          {lines.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.diff.same`)}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={translate(`${T}.diff.title`)}>
              {lines.map((line) => (
                <ListItem key={line} disableGutters sx={{ py: 0.25 }}>
                  <Typography variant="body2">{line}</Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
    </Box>
  );
}

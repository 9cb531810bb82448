import { Typography } from '@mui/material';
import type { TypographyProps } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { pickLocalizedName } from './localizedName';

/** Props of {@link LocalizedName}. */
export interface LocalizedNameProps extends Omit<TypographyProps, 'children'> {
  /** The record field holding the `{lang, n}` list; `lon` by default. */
  source?: string;
  /** The record; the surrounding record context by default. */
  record?: RaRecord;
}

/**
 * A record's localized name in the current UI language, else in English, else the first one
 * (spec: names shown in the UI language). Shows the translated 'untitled' text when the record
 * has no name. Works in lists, edit toolbars and titles alike.
 */
export function LocalizedName({
  source = 'lon',
  record: recordProp,
  ...typography
}: LocalizedNameProps) {
  const contextRecord = useRecordContext();
  const record = recordProp ?? contextRecord;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const name = record
    ? pickLocalizedName((record as Record<string, unknown>)[source], locale)
    : undefined;
  return (
    <Typography component="span" variant="body2" {...typography}>
      {name ?? translate('console.common.noName')}
    </Typography>
  );
}

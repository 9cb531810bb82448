import { Box, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DESIGN_LANGUAGES } from '../../domain/typeDesigner/definition';
import type { DesignLanguage } from '../../domain/typeDesigner/definition';
import type { FieldProblem } from './draft';

const T = 'console.typeDesigner';

/** The console's language among the design languages (English otherwise). */
export function useDesignLanguage(): DesignLanguage {
  const [locale] = useLocaleState();
  return (DESIGN_LANGUAGES as readonly string[]).includes(locale)
    ? (locale as DesignLanguage)
    : 'en';
}

/** A text field's error props for the problem at a path: in error, its words under the field. */
export type ProblemProps = (path: string) => { error?: boolean; helperText?: string };

/** The designer's `problemProps`: the problem `problemAt` finds for a path, worded in the UI language. */
export function useProblemProps(
  problemAt: (path: string) => FieldProblem | undefined,
): ProblemProps {
  const translate = useTranslate();
  return (path) => {
    const problem = problemAt(path);
    return problem
      ? {
          error: true,
          helperText: translate(problem.messageKey, { ...problem.params, _: problem.messageKey }),
        }
      : {};
  };
}

/** The two-column grid (one on narrow screens) the designer's per-language inputs sit in. */
export function LanguageGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        mt: 2,
      }}
    >
      {children}
    </Box>
  );
}

export interface LanguageTextFieldsProps {
  /** The message of each input's label; it gets the language's name as `language`. */
  labelKey: string;
  value: (lang: DesignLanguage) => string;
  onChange: (lang: DesignLanguage, text: string) => void;
  /** The problem path of a language's input (e.g. `names/en`). */
  pathOf: (lang: DesignLanguage) => string;
  problemProps: ProblemProps;
  required?: boolean;
}

/** One text input per design language (en, zh, ms, ta), each marked with its language. */
export function LanguageTextFields({
  labelKey,
  value,
  onChange,
  pathOf,
  problemProps,
  required,
}: LanguageTextFieldsProps) {
  const translate = useTranslate();
  return DESIGN_LANGUAGES.map((lang) => (
    <TextField
      key={`${labelKey}-${lang}`}
      size="small"
      required={required}
      label={translate(labelKey, { language: translate(`${T}.languages.${lang}`) })}
      value={value(lang)}
      onChange={(event) => onChange(lang, event.target.value)}
      slotProps={{ htmlInput: { lang } }}
      {...problemProps(pathOf(lang))}
    />
  ));
}

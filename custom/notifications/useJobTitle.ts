import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { JobSummary } from '../../domain/notifications/jobEvents';

/** A capitalised word ('Movies', 'Filem'), not an acronym ('TV') nor a name with inner capitals. */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

/**
 * A type's name as it reads inside a sentence: its capitalised words lowercased ('Movies' →
 * 'movies', 'TV episodes' stays), in languages whose script has case; others unchanged.
 */
export function typeNameInText(name: string, locale: string): string {
  return name
    .split(' ')
    .map((word) => (CAPITALISED_WORD.test(word) ? word.toLocaleLowerCase(locale) : word))
    .join(' ');
}

/**
 * A job's name in the bell and on the notification page: its action and its item count with
 * the type's name in the singular or plural the count asks for, in the UI language
 * ('Archive · 20 movies', 'Episode sorting · 1 TV episode').
 */
export function useJobTitle(): (job: JobSummary) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (job: JobSummary) => {
      const type = translate(`resources.${job.cty}.name`, {
        smart_count: job.count,
        _: job.cty,
      });
      return translate('console.notifications.jobTitle', {
        action: translate(`console.notifications.actions.${job.action}`, { _: job.action }),
        smart_count: job.count,
        type: typeNameInText(type, locale),
      });
    },
    [translate, locale],
  );
}

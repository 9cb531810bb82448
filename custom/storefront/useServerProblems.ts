import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { EnvelopeError } from '../../domain/envelope';
import type { NeededRatio } from '../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../domain/storefront/options';
import { STOREFRONT_DEVICES } from '../../domain/storefront/viewerView';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import type { FormProblem } from './storeForm';
import { useMissingRatiosText } from './useContainerImages';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textParam(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A refusal's `missing` values (`[{ratio, devices}]`), when each is one the console knows. */
function missingOf(params: Record<string, unknown>): NeededRatio[] | undefined {
  const missing = params.missing;
  if (!Array.isArray(missing) || missing.length === 0) return undefined;
  const read = missing.flatMap((entry): NeededRatio[] => {
    if (!isRecord(entry)) return [];
    const ratio = IMAGE_RATIOS.find((known) => known === entry.ratio);
    const devices = Array.isArray(entry.devices)
      ? STOREFRONT_DEVICES.filter((device) => (entry.devices as unknown[]).includes(device))
      : [];
    return ratio && devices.length > 0 ? [{ ratio, devices }] : [];
  });
  return read.length === missing.length ? read : undefined;
}

/**
 * A refused write's problems by field ('/lon', '/t/0/c/2'), for the fields and rows to show.
 * The publish refusals the service names by reason (`containerOutsidePage`,
 * `containerImagesMissing`), an entry with nothing chosen (`needsItems`) and a tag or ad position
 * that is not one of the options (`notAllowed`) are worded here in the user's language, dates in their display
 * format; any other refusal shows the service's own words. `localized` says whether every
 * problem was worded here (the caller then need not show the service's English).
 */
export function useServerProblems(): (error: unknown) => {
  problems: FormProblem[];
  localized: boolean;
} {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const ratiosText = useMissingRatiosText();
  return useCallback(
    (error: unknown) => {
      if (!isConsoleHttpError(error) || error.status !== 400)
        return { problems: [], localized: false };
      const date = (params: Record<string, unknown>, key: string) => {
        const value = textParam(params, key);
        return value === undefined
          ? translate('console.storefront.problems.openDate')
          : displayDate(value);
      };
      const worded = (entry: EnvelopeError & { field: string }): FormProblem | undefined => {
        const params = entry.params ?? {};
        const name = textParam(params, 'name') ?? textParam(params, 'container') ?? '';
        if (entry.reason === 'containerOutsidePage')
          return {
            field: entry.field,
            key: 'console.storefront.problems.outsidePage',
            params: {
              name,
              start: date(params, 'start'),
              end: date(params, 'end'),
              pageStart: date(params, 'pageStart'),
              pageEnd: date(params, 'pageEnd'),
            },
          };
        if (entry.reason === 'needsItems')
          return { field: entry.field, key: 'console.storefront.problems.needsItems' };
        if (entry.reason === 'oneItem' || entry.reason === 'singleQuery')
          return { field: entry.field, key: `console.storefront.problems.${entry.reason}` };
        if (entry.reason === 'notAllowed')
          return { field: entry.field, key: 'console.storefront.problems.notAllowed' };
        const missing = entry.reason === 'containerImagesMissing' ? missingOf(params) : undefined;
        if (missing)
          return entry.field === '/ex_ia'
            ? {
                field: entry.field,
                key: 'console.storefront.gallery.problems.publishBlocked',
                params: { ratios: ratiosText(missing) },
              }
            : {
                field: entry.field,
                key: 'console.storefront.gallery.problems.containerBlocked',
                params: { name, ratios: ratiosText(missing) },
              };
        return undefined;
      };
      // One problem a field, the first the service gave.
      const seen = new Set<string>();
      let localized = true;
      const problems = error.errors.flatMap((entry): FormProblem[] => {
        const field = entry.field;
        if (field === undefined || seen.has(field)) return [];
        seen.add(field);
        const problem = worded({ ...entry, field });
        if (problem) return [problem];
        localized = false;
        return [{ field, key: entry.description, params: { _: entry.description } }];
      });
      return { problems, localized: localized && problems.length > 0 };
    },
    [translate, displayDate, ratiosText],
  );
}

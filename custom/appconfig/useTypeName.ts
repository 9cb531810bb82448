import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** A config type's name in the UI language; a type added as data without one shows its id. */
export function useTypeName(): (type: string) => string {
  const translate = useTranslate();
  return useCallback(
    (type: string) => translate(`console.appConfig.types.${type}`, { _: type }),
    [translate],
  );
}

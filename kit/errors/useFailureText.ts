import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { readFailure } from '../../dataProvider/envelopeReader';
import { NETWORK_FAILURE_MESSAGE } from '../../dataProvider/httpClient';

/**
 * The text of a failed call in the UI language. The data provider gives the service's own
 * description when there is one, else the call's spec fallback in English (section 8); that
 * fallback is shown translated (`fallbackKey`, whose English is the spec's wording), and a call
 * that got no answer at all reads 'Network request failed' translated. A description the service
 * wrote is shown as it came. Undefined for a cancelled call (silent, section 8).
 */
export function useFailureText(): (
  error: unknown,
  fallbackKey: string,
  englishFallback: string,
) => string | undefined {
  const translate = useTranslate();
  return useCallback(
    (error, fallbackKey, englishFallback) => {
      const reading = readFailure(error, '');
      if (reading.cancelled) return undefined;
      if (reading.message === NETWORK_FAILURE_MESSAGE && reading.status === 0)
        return translate('console.common.errors.networkRequestFailed');
      if (reading.message.trim() === '' || reading.message === englishFallback)
        return translate(fallbackKey);
      return reading.message;
    },
    [translate],
  );
}

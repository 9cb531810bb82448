import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { adminWrapper, strictI18nProvider } from '../../../kit/testing/renderInAdmin';
import { messages } from '../i18n/policy';
import { messages as whatIfMessages } from '../whatif/i18n/whatif';
import { useProblemText } from './problemText';

afterEach(cleanup);

const attributes = [{ key: 'age', names: { en: 'Age in years' } }, { key: 'country' }] as const;

describe('useProblemText', () => {
  it("names a warning's attribute by its display name, the key when it has none", () => {
    const { result } = renderHook(() => useProblemText(attributes), {
      wrapper: adminWrapper({ i18nProvider: strictI18nProvider(messages, whatIfMessages) }),
    });
    expect(result.current('contradiction', { attribute: 'age', rule: 2, otherRule: 1 })).toBe(
      'Rule 2 contradicts rule 1 on Age in years: with "All rules match" the policy can never match.',
    );
    expect(result.current('attributeUnknown', { attribute: 'tier' })).toBe(
      'The attribute tier is not in the attribute lists.',
    );
    expect(
      result.current('attributeTypeMismatch', {
        attribute: 'country',
        expectedType: 'String',
      }),
    ).toBe('The attribute country is a text attribute now.');
  });
});

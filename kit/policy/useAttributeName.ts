import { useCallback, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { attributeDisplayName } from '../../domain/policy/attribute';
import type { AttributeNames } from '../../domain/policy/attribute';

/** What naming an attribute needs: its key and its display names, if any. */
export interface NamedAttribute {
  key: string;
  names?: AttributeNames | undefined;
}

/**
 * Names an attribute in the UI language: its display name in that language, else its English
 * one, else its key.
 */
export function useAttributeName(): (attribute: NamedAttribute) => string {
  const [locale] = useLocaleState();
  return useCallback((attribute) => attributeDisplayName(attribute, locale), [locale]);
}

/**
 * Names an attribute by its key from the given attributes (as {@link useAttributeName}); a key
 * none of them has is shown as it is.
 */
export function useAttributeNameOf(attributes: readonly NamedAttribute[]): (key: string) => string {
  const name = useAttributeName();
  const byKey = useMemo(
    () => new Map(attributes.map((attribute) => [attribute.key, attribute])),
    [attributes],
  );
  return useCallback((key) => name(byKey.get(key) ?? { key }), [name, byKey]);
}

import { and, rankWith, schemaTypeIs, scopeEndsWith } from '@jsonforms/core';
import type { ControlProps, RankedTester } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { useTranslate } from 'react-admin';
import { PolicyPicker } from '../policy/PolicyPicker';

/**
 * The policies a catalogue title applies (`appliesif`, issue 11: content visibility): chosen
 * from the product's published policies by name, stored by id. A storefront viewer read leaves
 * the title out of every rail for a viewer those policies deny.
 */
export function PolicyControl(props: ControlProps) {
  const translate = useTranslate();
  const { label, visible, enabled, errors, id, path } = props;
  const data: unknown = props.data;
  if (!visible) return null;
  const value = Array.isArray(data)
    ? data.filter((entry): entry is string => typeof entry === 'string')
    : [];
  return (
    <PolicyPicker
      id={`${id}-input`}
      label={label}
      value={value}
      disabled={!enabled}
      error={errors !== ''}
      helperText={errors !== '' ? errors : translate('console.common.policies.hint')}
      onChange={(next) => props.handleChange(path, next.length > 0 ? next : undefined)}
    />
  );
}

/** Applies to the `appliesif` array, above JSON Forms' and the console's array controls. */
export const policyControlTester: RankedTester = rankWith(
  6,
  and(schemaTypeIs('array'), scopeEndsWith('appliesif')),
);

export default withJsonFormsControlProps(PolicyControl);

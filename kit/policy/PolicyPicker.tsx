import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { policyServiceOf } from '../../dataProvider/policy/policyProvider';
import { useCurrentProduct } from '../product/useCurrentProduct';

/**
 * The policies an item applies (`appliesif`: who may see it) chosen from the product's published
 * ones (issues 11 and 12): storefront pages and containers, and catalogue titles. Named by id,
 * shown by name; an id the product no longer has stays, shown as is. None means everyone.
 */

/** The product's published policies (id and name), for an audience choice. */
export function usePolicyOptions() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: ['policy-options', product],
    enabled: product !== undefined,
    retry: false,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (await policyServiceOf(dataProvider).listPolicies({ st: 'published' }, signal)).data.map(
        (policy) => ({ id: policy.id, n: policy.n }),
      ),
  });
}

export interface PolicyPickerProps {
  id?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  label: string;
  readOnly?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

export function PolicyPicker({
  id,
  value,
  onChange,
  label,
  readOnly = false,
  disabled = false,
  error = false,
  helperText,
}: PolicyPickerProps): ReactElement {
  const translate = useTranslate();
  const policies = usePolicyOptions();
  const nameOf = (policyId: string) =>
    policies.data?.find((policy) => policy.id === policyId)?.n ?? policyId;
  // The list could not be read (no right to it, or a failure): the chosen ids stay, by id.
  const unavailable = policies.isError;
  return (
    <Autocomplete
      multiple
      size="small"
      {...(id ? { id } : {})}
      options={(policies.data ?? []).map((policy) => policy.id)}
      value={[...value]}
      getOptionLabel={nameOf}
      onChange={(_event, next) => onChange(next)}
      readOnly={readOnly}
      disabled={disabled}
      loading={policies.isPending && policies.fetchStatus !== 'idle'}
      loadingText={translate('console.common.loading')}
      noOptionsText={translate('console.common.policies.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error || unavailable}
          helperText={
            unavailable ? translate('console.common.policies.unavailable') : (helperText ?? '')
          }
        />
      )}
    />
  );
}

import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import type { Identity } from './identity';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** The console's identity inside react-admin's identity record (see authProvider.getIdentity). */
function identityOf(value: unknown): Identity | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { uid, username, fullName, roles, products } = record;
  if (typeof uid !== 'string' || typeof username !== 'string' || !isStringList(roles))
    return undefined;
  return {
    uid,
    username,
    fullName: typeof fullName === 'string' ? fullName : username,
    roles,
    products: isStringList(products) ? products : undefined,
  };
}

/**
 * Who is signed in (uid, username, full name, roles, product claim), read from the access token
 * through the authProvider; undefined while it loads. Use inside react-admin's `<Admin>`.
 */
export function useIdentity(): Identity | undefined {
  const { identity } = useGetIdentity();
  return useMemo(() => identityOf(identity), [identity]);
}

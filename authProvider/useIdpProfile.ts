import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdpProfile } from '../domain/userMetadata';
import { createIdpProfileApi } from '../dataProvider/idpProfile';

/** The embedded provider's profile endpoint; undefined when the provider has none (Keycloak). */
let profileEndpoint: string | undefined;

/**
 * Names the identity provider's profile endpoint (initKeycloak: `<issuer>/profile` for the
 * embedded provider). A Keycloak realm's account API is not used: the console leaves a realm's
 * user attributes to the realm's own account console.
 */
export function setIdpProfileEndpoint(endpoint: string | undefined): void {
  profileEndpoint = endpoint;
}

const PROFILE_QUERY_KEY = ['idpProfile'] as const;

/**
 * The signed-in user's profile with their user metadata from the identity provider, and a save
 * of metadata changes that refreshes it. `supported` is false when the provider serves no profile
 * (keycloak mode): the page then says where the details are kept instead.
 */
export function useIdpProfile() {
  const endpoint = profileEndpoint;
  const api = useMemo(
    () => (endpoint === undefined ? undefined : createIdpProfileApi(endpoint)),
    [endpoint],
  );
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, endpoint],
    queryFn: () => {
      if (!api) throw new Error('The identity provider serves no profile');
      return api.getProfile();
    },
    enabled: api !== undefined,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (patch: Readonly<Record<string, string | null>>) => {
      if (!api) throw new Error('The identity provider serves no profile');
      return api.updateUserMetadata(patch);
    },
    onSuccess: (profile: IdpProfile) => {
      queryClient.setQueryData([...PROFILE_QUERY_KEY, endpoint], profile);
    },
  });
  return { supported: api !== undefined, query, save };
}

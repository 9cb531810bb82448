import type { IdpProfile } from '../domain/userMetadata';
import { createHttpClient } from './httpClient';

/**
 * The identity provider's profile endpoint (section 7: 'Identity provider profile: GET and PATCH
 * with user_metadata, bearer'): the signed-in user's profile, and changes to their user metadata.
 * The bearer token comes from the registered token getter, as for every service call.
 */
export interface IdpProfileApi {
  getProfile(): Promise<IdpProfile>;
  /** Sets each key given (null removes it); resolves with the profile as stored. */
  updateUserMetadata(patch: Readonly<Record<string, string | null>>): Promise<IdpProfile>;
}

/** The profile calls against `endpoint` (e.g. `<issuer>/profile`). */
export function createIdpProfileApi(endpoint: string): IdpProfileApi {
  const http = createHttpClient();
  return {
    async getProfile() {
      const response = await http<IdpProfile>(endpoint, { fallback: 'Failed to retrieve data' });
      return response.data;
    },
    async updateUserMetadata(patch) {
      const response = await http<IdpProfile>(endpoint, {
        method: 'PATCH',
        body: { user_metadata: patch },
        fallback: 'Update operation failed',
      });
      return response.data;
    },
  };
}

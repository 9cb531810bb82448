/**
 * The user metadata the identity provider keeps for each user (section 7: 'Identity provider
 * profile: GET and PATCH with user_metadata'), and its limits, shared by the provider's profile
 * endpoint and the console's profile page.
 */

/** What the user edits on the profile page, with each field's longest value. */
export const PROFILE_METADATA_FIELDS = {
  display_name: { maxLength: 100 },
  phone: { maxLength: 32 },
  notes: { maxLength: 1000 },
} as const;

/** One field of the profile page. */
export type ProfileMetadataField = keyof typeof PROFILE_METADATA_FIELDS;

/** Digits, spaces, '+', '-', '.', '(' and ')': a phone number as people write one. */
export const PHONE_PATTERN = '^[0-9+()\\-. ]*$';

/** A metadata key: lower case letters, digits and '_', starting with a letter. */
export const USER_METADATA_KEY_PATTERN = '^[a-z][a-z0-9_]{0,39}$';

/** Most keys one user's metadata holds. */
export const USER_METADATA_MAX_KEYS = 20;
/** Longest value of a key the page does not know. */
export const USER_METADATA_MAX_VALUE_LENGTH = 1000;
/** Largest stored metadata, as UTF-8 JSON. */
export const USER_METADATA_MAX_BYTES = 4096;

/** A user's metadata: text values by key. */
export type UserMetadata = Record<string, string>;

/** The profile the identity provider answers for the signed-in user. */
export interface IdpProfile {
  user_id: string;
  username: string;
  name?: string;
  email?: string;
  user_metadata: UserMetadata;
}

/**
 * The metadata after a PATCH: each key of the patch set to its value, or removed when the value
 * is null or empty; keys the patch does not name stay as they were.
 */
export function mergeUserMetadata(
  stored: UserMetadata,
  patch: Readonly<Record<string, string | null>>,
): UserMetadata {
  const merged: UserMetadata = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

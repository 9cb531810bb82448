/**
 * Messages of the profile page (`src/profile`): who is signed in and the language, date
 * format and time zone preferences, under `console.profile.*`. 'Preferences updated
 * successfully' is the spec's own text (section 8).
 *
 * This file is the English reference; `profile.zh.ts`, `profile.ms.ts` and `profile.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    profile: {
      title: 'My Profile',
      roles: 'Roles: %{roles}',
      guest: 'guest (no role)',
      preferences: 'Preferences',
      language: 'Language',
      dateFormat: 'Date format',
      dateFormatOption: '%{format} (%{example})',
      timeZone: 'Time zone',
      saved: 'Preferences updated successfully',
      details: 'Details',
      detailsHelp: 'Kept by the sign-in service with your account.',
      displayName: 'Display name',
      phone: 'Phone',
      phoneInvalid: 'Digits, spaces and + - . ( ) only',
      notes: 'Notes',
      detailsSaved: 'Details updated successfully',
      detailsManagedElsewhere:
        'Your name, phone and other details are kept by your organisation’s sign-in service (Keycloak). Change them in its account console.',
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './profile';

/** `console.profile.*` in Malay: the keys of `./profile.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    profile: {
      title: 'Profil Saya',
      roles: 'Peranan: %{roles}',
      guest: 'tetamu (tiada peranan)',
      preferences: 'Keutamaan',
      language: 'Bahasa',
      dateFormat: 'Format tarikh',
      dateFormatOption: '%{format} (contoh: %{example})',
      timeZone: 'Zon waktu',
      saved: 'Keutamaan berjaya dikemas kini',
      details: 'Butiran',
      detailsHelp: 'Disimpan oleh perkhidmatan log masuk bersama akaun anda.',
      displayName: 'Nama paparan',
      phone: 'Telefon',
      phoneInvalid: 'Hanya digit, ruang dan + - . ( )',
      notes: 'Catatan',
      detailsSaved: 'Butiran berjaya dikemas kini',
      detailsManagedElsewhere:
        'Nama, telefon dan butiran lain anda disimpan oleh perkhidmatan log masuk organisasi anda (Keycloak). Ubahnya dalam konsol akaunnya.',
    },
  },
};

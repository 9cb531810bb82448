import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './auth';

/** `console.auth.*` in Malay: the keys of `./auth.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    auth: {
      loadingConfiguration: 'Memuatkan konsol…',
      signingIn: 'Sedang log masuk…',
      loadingTypes: 'Memuatkan katalog…',
      bootFailed: 'Konsol tidak dapat dimulakan',
      signInFailed: 'Perkhidmatan log masuk tidak dapat dihubungi.',
      typesFailed: 'Jenis katalog tidak dapat dimuatkan.',
      invalidAccessToken: 'access_token tidak sah',
      retry: 'Cuba lagi',
      details: 'Butiran',
      loginRedirect: {
        title: 'Akses memerlukan akaun lain',
        message:
          'Akaun anda tiada peranan yang membuka %{path}. Log masuk dengan akaun yang mempunyai akses, atau minta pentadbir memberikan peranan kepada anda.',
        messageNoPath:
          'Akaun anda tiada peranan yang membuka halaman ini. Log masuk dengan akaun yang mempunyai akses, atau minta pentadbir memberikan peranan kepada anda.',
        signIn: 'Log masuk semula',
        signOut: 'Log keluar',
        home: 'Pergi ke papan pemuka',
      },
    },
  },
};

import type { Translation } from './messageTree';
import type { messages as english } from './errors';

/** `console.errors.*` in Malay: the keys of `./errors.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    errors: {
      dialog: {
        title: 'Ralat',
        showDetails: 'Tunjukkan butiran...',
        hideDetails: 'Sembunyikan butiran',
        detailsLabel: 'Butiran ralat',
        code: 'Kod %{code}',
        ok: 'Baiklah',
      },
      fallback: {
        menuItems: 'Ralat semasa mendapatkan item menu',
      },
      notFound: {
        title: 'Halaman tidak ditemui',
        message: 'Halaman yang anda minta tidak wujud atau telah dipindahkan.',
        backToDashboard: 'Kembali ke papan pemuka',
      },
    },
  },
};

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
        globalConfigs: 'Ralat semasa mengambil konfigurasi global',
        menuItems: 'Ralat semasa mendapatkan item menu',
      },
      serverError: {
        title: 'Berlaku masalah',
        message:
          'Konsol atau perkhidmatannya menghadapi masalah yang tidak dapat dipulihkan. Kembali dan cuba lagi; jika ia berterusan, beritahu pentadbir anda apa yang sedang anda lakukan.',
        back: 'Kembali',
        backToDashboard: 'Kembali ke papan pemuka',
      },
      account: {
        register: {
          title: 'Cipta akaun',
          message:
            'Konsol tidak mempunyai pendaftaran sendiri: akaun dan peranannya dicipta oleh pentadbir dalam perkhidmatan log masuk. Minta akaun daripada pentadbir anda.',
        },
        forgotPassword: {
          title: 'Terlupa kata laluan?',
          message:
            'Kata laluan milik perkhidmatan log masuk, bukan konsol. Tetapkan semula kata laluan anda di halaman log masuknya, atau minta bantuan pentadbir anda.',
        },
        resetPassword: {
          title: 'Tetapkan semula kata laluan',
          message:
            'Kata laluan milik perkhidmatan log masuk, bukan konsol. Tukar kata laluan anda di sana, atau minta pentadbir anda menetapkannya semula.',
        },
        mailConfirm: {
          title: 'Sahkan alamat e-mel anda',
          message:
            'Konsol tidak menghantar e-mel pengesahan: alamat e-mel anda disimpan oleh perkhidmatan log masuk, yang diurus oleh pentadbir anda.',
        },
        lock: {
          title: 'Kunci konsol',
          message:
            'Konsol tidak mengunci sesi. Untuk meninggalkannya dengan selamat, log keluar; log masuk semula akan membawa anda kembali.',
          signOut: 'Log keluar',
        },
        backToDashboard: 'Kembali ke papan pemuka',
      },
      notFound: {
        title: 'Halaman tidak ditemui',
        message: 'Halaman yang anda minta tidak wujud atau telah dipindahkan.',
        backToDashboard: 'Kembali ke papan pemuka',
      },
    },
  },
};

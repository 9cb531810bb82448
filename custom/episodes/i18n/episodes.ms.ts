import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './episodes';

/** `console.episodes.*` in Malay: the keys of `./episodes.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    episodes: {
      title: 'Susun episod',
      open: 'Susun episod',
      intro:
        'Seret episod menggunakan pemegangnya, atau gunakan butang anak panah, mengikut susunan baharu, kemudian simpan. Episod dinomborkan mengikut susunan ini oleh tugas yang kemajuannya ditunjukkan oleh loceng.',
      handle: 'Alihkan %{name}: tekan Space, kemudian kekunci anak panah',
      moveUp: 'Alihkan %{name} ke atas',
      moveDown: 'Alihkan %{name} ke bawah',
      save: 'Simpan susunan',
      reset: 'Buat asal perubahan',
      back: 'Kembali ke musim',
      started: 'Susunan episod dimulakan: loceng menunjukkan kemajuannya',
      empty: 'Musim ini tiada episod.',
      loadFailed: 'Gagal mendapatkan data',
      saveFailed: 'Operasi kemas kini gagal',
      dnd: {
        instructions:
          'Untuk mengambil episod, tekan Space atau Enter. Alihkannya dengan kekunci anak panah atas dan bawah, tekan Space atau Enter sekali lagi untuk meletakkannya, atau Escape untuk membatalkan.',
        pickedUp: '%{name} diambil.',
        over: '%{name} kini di kedudukan %{position}.',
        dropped: '%{name} diletakkan di kedudukan %{position}.',
        cancelled: 'Pengalihan %{name} dibatalkan.',
      },
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './mediaOps';

/** `console.mediaOps.*` in Malay: the keys of `./mediaOps.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    mediaOps: {
      title: 'Operasi media',
      intro:
        'Pulihkan item seperti semasa ia mula-mula diserap, atau agregat semula data yang diterbitkan daripadanya.',
      cancel: 'Batal',
      restore: {
        action: 'Pulihkan asal',
        confirmTitle: 'Pulihkan kepada Asal',
        confirm:
          'Item seperti semasa ia mula-mula diserap menjadi drafnya semula. Suntingan sejak itu akan diganti. Teruskan?',
        success: 'Permintaan Pulihkan kepada Asal telah berjaya dihantar',
        failure: 'Gagal menghantar permintaan Pulihkan kepada Asal',
      },
      preview: {
        title: 'Pratonton',
        intro: 'Mainkan video item ini dalam pemain konsol.',
        preparing: 'Menyediakan video…',
        progress: 'Menyediakan video: %{percent}% siap, kira-kira %{seconds} saat lagi',
        failed: 'Video tidak dapat disediakan.',
      },
      reaggregate: {
        action: 'Agregat semula',
        success:
          'Permintaan anda telah berjaya dihantar! Perubahan anda mungkin mengambil masa sehingga 30 saat untuk kelihatan. Sila kembali kemudian atau muat semula halaman selepas 30 saat.',
        failure: 'Permintaan gagal',
      },
      l2v: {
        listFailed: 'Gagal mendapatkan metadata yang ditukar',
        recordedPart:
          'Item VOD mengandungi %{seconds} saat pertama tempoh itu (perakam demo tidak memaparkan lebih daripada itu).',
        title: 'Siaran langsung ke VOD',
        intro:
          'Tukar tempoh rakaman acara langsung ini kepada item VOD. Ia dibuat selepas tempoh itu tamat; sebelum itu ia boleh dinamakan semula atau dibatalkan.',
        readOnly:
          'Anda boleh melihat penukaran acara ini tetapi tidak boleh memulakan atau mengubahnya.',
        vodTitle: 'Tajuk VOD',
        vodTitleHint: 'Kosong: nama acara',
        start: 'Dirakam dari',
        end: 'Dirakam hingga',
        convert: 'Tukar kepada VOD',
        empty: 'Belum ada penukaran untuk acara ini.',
        listLabel: 'Penukaran siaran langsung ke VOD',
        columns: { title: 'Tajuk', window: 'Tempoh', status: 'Status', actions: 'Tindakan' },
        status: {
          'yet-to-start': 'Menunggu tempoh tamat',
          processing: 'Sedang diproses',
          completed: 'Selesai',
          failed: 'Gagal',
          cancelled: 'Dibatalkan',
        },
        rename: 'Namakan semula',
        save: 'Simpan',
        cancel: 'Batalkan penukaran',
        started: 'Berjaya! Aliran kerja siaran langsung ke VOD dimulakan untuk %{title}',
        updated: 'Berjaya! Aliran kerja siaran langsung ke VOD dikemas kini untuk %{name}',
        cancelled: 'Penukaran siaran langsung ke VOD berjaya dibatalkan!',
        failed: 'Penukaran siaran langsung ke VOD gagal!',
        updateFailed: 'Operasi kemas kini gagal',
        cancelFailed: 'Operasi pembatalan gagal!',
        open: 'Buka item VOD',
        openLabel: 'Buka item VOD %{title}',
      },
      events: {
        title: 'Pemprosesan acara',
        intro:
          'Entri panduan acara, diproses untuk salah satu pasukannya daripada stesen. Pemprosesan yang selesai, dibatalkan atau gagal boleh diproses semula; yang sedang berjalan boleh dibatalkan.',
        readOnly:
          'Anda boleh melihat pemprosesan acara ini tetapi tidak boleh memulakan atau membatalkannya.',
        statusLabel: 'Status pemprosesan:',
        details: 'Hari %{day}, pasukan %{team}, stesen %{station}',
        status: {
          none: 'Belum diproses',
          processing: 'Sedang diproses',
          progress: 'Sedang diproses %{success}/%{count}',
          completed: 'Selesai',
          cancelled: 'Dibatalkan',
          failed: 'Gagal',
        },
        reprocess: 'Proses semula',
        cancel: 'Batalkan proses semula',
        start: 'Proses acara',
        team: 'Pasukan',
        station: 'Stesen',
        noTeams: 'Tambah pasukan pada acara (dan simpan) untuk memprosesnya.',
        notify: {
          started: 'Berjaya! Proses semula acara dimulakan untuk %{title}',
          failed: 'Proses semula acara gagal',
          cancelled: 'Proses semula untuk %{title} berjaya dibatalkan!',
          cancelFailed: 'Operasi pembatalan gagal!',
        },
      },
    },
  },
};

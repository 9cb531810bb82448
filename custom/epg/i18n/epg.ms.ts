import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './epg';

/** `console.epg.*` in Malay: the keys of `./epg.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    epg: {
      title: 'Panduan Program Elektronik',
      intro:
        'Panduan setiap saluran langsung untuk satu hari. Serap satu hari atas permintaan daripada stesennya; penyerapan yang selesai atau dibatalkan boleh diproses semula.',
      readOnly: 'Anda boleh melihat panduan tetapi tidak boleh menyerap atau mengubahnya.',
      day: 'Hari (UTC)',
      refresh: 'Muat semula',
      empty: 'Tiada saluran langsung dalam produk ini.',
      columns: {
        number: 'No.',
        channel: 'Saluran',
        status: 'Penyerapan',
        airings: 'Siaran',
        guide: 'Panduan',
        actions: 'Tindakan',
      },
      status: {
        none: 'Belum diserap',
        processing: 'Sedang diproses',
        progress: 'Sedang diproses %{success}/%{count}',
        completed: 'Selesai',
        cancelled: 'Dibatalkan',
        failed: 'Gagal',
      },
      airingCount: '%{smart_count} siaran',
      reprocess: 'Proses semula',
      cancel: 'Batalkan proses semula',
      station: 'Stesen',
      start: 'Mula',
      dialogTitle: 'Proses semula panduan %{title}',
      submit: 'Mula',
      close: 'Tutup',
      notify: {
        started: 'Berjaya! Proses semula EPG dimulakan untuk %{title}',
        eventStarted: 'Berjaya! Proses semula acara dimulakan untuk %{title}',
        cancelled: 'Proses semula untuk %{title} berjaya dibatalkan!',
        failed: 'Proses semula EPG gagal',
        eventFailed: 'Proses semula acara gagal',
        cancelFailed: 'Operasi pembatalan gagal!',
      },
      event: {
        title: 'Proses semula acara',
        intro: 'Proses semula entri panduan acara sukan untuk salah satu pasukannya.',
        eventId: 'ID acara',
        teamId: 'ID pasukan',
        submit: 'Proses semula acara',
        status: 'Status %{title}',
      },
      guideLabel: '%{title}, %{start}-%{end} UTC',
    },
  },
};

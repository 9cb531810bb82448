import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './notifications';

/** `console.notifications.*` in Malay: the keys of `./notifications.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    notifications: {
      title: 'Pemberitahuan',
      bell: {
        label: 'Pemberitahuan tugas',
        unseen: 'Pemberitahuan tugas: ada tugas baharu',
        heading: 'Status tugas',
        empty: 'Tiada Rekod Status Ditemui',
        openPage: 'Buka halaman pemberitahuan',
      },
      jobTitle: '%{action} · %{smart_count} %{type}',
      actions: {
        archive: 'Pengarkiban',
        publish: 'Penerbitan',
        delete: 'Pemadaman',
        restore: 'Pemulihan ke draf',
        update: 'Kemas kini pukal',
        episodesort: 'Susunan episod',
      },
      states: {
        failed: 'Gagal',
        'in-progress': 'Sedang berjalan',
        complete: 'Selesai',
      },
      progress: '%{progress} berjaya',
      page: {
        intro:
          'Kemas kini pukal dan tugas susunan episod anda, yang terbaharu dahulu. Kemajuan dikemas kini semasa tugas berjalan.',
        columns: {
          job: 'Tugas',
          status: 'Status',
          progress: 'Berjaya / jumlah',
          failures: 'Gagal',
          failedItems: 'Item yang gagal dan sebabnya',
          started: 'Dimulakan',
          updated: 'Dikemas kini',
        },
        none: 'Tiada',
        openItem: 'Buka %{id} dalam editornya',
        empty: 'Tiada Rekod Status Ditemui',
        loadFailed: 'Gagal mendapatkan data',
        rowsPerPage: 'Tugas setiap halaman',
        pageOf: '%{from}–%{to} daripada %{count}',
        nextPage: 'Ke halaman seterusnya',
        previousPage: 'Ke halaman sebelumnya',
      },
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './search';

/** `console.search.*` in Malay: the keys of `./search.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    search: {
      title: 'Carian global',
      label: 'Cari dalam stor data',
      placeholder: 'Cari dalam stor data',
      clear: 'Kosongkan carian',
      popupLabel: 'Hasil carian stor data',
      dataStore: 'STOR DATA',
      hitsLabel: 'Item yang sepadan',
      processing: 'Sedang diproses ...',
      noResults: 'Tiada hasil ditemui',
      showAll: 'Lihat semua hasil (%{count})',
      filters: {
        title: 'TAPIS HASIL',
        searchAcross: 'Cari Merentasi',
        contentType: 'Jenis Kandungan',
        showMore: 'Tunjuk Lagi',
        showLess: 'Tunjuk Kurang',
        openFilter: 'Tapis senarai',
        filterLabel: 'Teks penapis',
        filterPlaceholder: 'Tapis...',
        closeFilter: 'Kosongkan dan tutup penapis',
        noMatch: 'Tiada yang sepadan dengan penapis.',
      },
      across: {
        name: 'Nama',
        id: 'ID',
        ex_id: 'ID Luaran',
      },
      errors: {
        search: 'Operasi carian gagal',
        results: 'Gagal mendapatkan kandungan carian!',
        fields: 'Ralat semasa mendapatkan pemeta medan carian global',
        filters: 'Penapis carian tidak dapat disimpan',
      },
      page: {
        hint: 'Taip sekurang-kurangnya 3 aksara dalam kotak carian stor data di atas, kemudian tekan Enter untuk melihat semua hasil di sini.',
        resultsFor: 'Hasil untuk “%{term}”',
        tableLabel: 'Hasil carian',
        columns: {
          name: 'Nama',
          type: 'Jenis dan status',
          id: 'ID',
        },
      },
    },
  },
};

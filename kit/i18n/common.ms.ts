import type { Translation } from './messageTree';
import type { messages as english } from './common';

/** `console.common.*` in Malay: the keys of `./common.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    common: {
      save: 'Simpan',
      cancel: 'Batal',
      ok: 'OK',
      close: 'Tutup',
      retry: 'Cuba lagi',
      add: 'Tambah',
      edit: 'Sunting',
      delete: 'Padam',
      back: 'Kembali',
      refresh: 'Muat semula',
      search: 'Cari',
      confirm: 'Sahkan',
      yes: 'Ya',
      no: 'Tidak',
      loading: 'Sedang diproses ...',
      noResults: 'Tiada hasil ditemui',
      minChars: 'Taip sekurang-kurangnya %{count} aksara untuk mencari',
      showDetails: 'Tunjukkan butiran...',
      hideDetails: 'Sembunyikan butiran',
      details: 'Butiran',
      code: 'Kod',
      description: 'Keterangan',
      language: 'Bahasa',
      languages: {
        en: 'English',
        zh: '中文',
        ms: 'Bahasa Melayu',
        ta: 'தமிழ்',
      },
      noName: 'Tanpa nama',
      vodStatus: {
        published: 'Tersedia',
        draft: 'Dalam Proses',
        'pre-draft': 'Sedang Diproses',
      },
      availability: {
        EXPIRED: 'TAMAT TEMPOH',
        ACTIVE: 'AKTIF',
        ARCHIVED: 'DIARKIBKAN',
        FUTURE: 'AKAN DATANG %{date}',
      },
      signingOut: 'Sedang log keluar…',
      policies: {
        none: 'Tiada polisi diterbitkan dalam produk ini',
        unavailable:
          'Polisi produk tidak dapat dibaca: polisi terpilih ditunjukkan mengikut pengecam',
        hint: 'Semua orang boleh melihatnya jika tiada dipilih; beberapa polisi memutuskan bersama (Tolak yang sepadan menang)',
      },
      errors: {
        requestFailed: 'Permintaan gagal',
        networkRequestFailed: 'Permintaan rangkaian gagal',
        networkError: 'Ralat rangkaian',
        retrieveDataFailed: 'Gagal mendapatkan data',
        retrieveItemFailed: 'Gagal mendapatkan %{id}',
        fetchFailed: 'Pengambilan gagal',
        fetchTypeFailed: 'Gagal mengambil %{type}',
        createFailed: 'Operasi cipta gagal!',
        saveFailed: 'Operasi simpan gagal!',
        updateFailed: 'Operasi kemas kini gagal',
        deleteFailed: 'Operasi padam gagal',
        cancelFailed: 'Operasi batal gagal!',
        filterFailed: 'Operasi penapisan gagal!',
        searchFailed: 'Operasi carian gagal',
      },
      success: {
        created: '%{type} berjaya dicipta!',
        updated: '%{type} berjaya dikemas kini!',
        deleted: '%{type} berjaya dipadam!',
      },
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './attributes';

/** `console.attributes.*` in Malay: the keys of `./attributes.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    attributes: {
      titles: {
        product: 'Atribut produk',
        global: 'Atribut global',
        source: 'Atribut: %{source}',
      },
      intro: {
        product:
          'Atribut produk %{product} yang boleh diuji oleh peraturan dasar. Atribut global terpakai untuk semua produk.',
        productNone: 'Pilih produk untuk melihat atributnya.',
        global:
          'Atribut yang dikongsi oleh semua produk; peraturan dasar mana-mana produk boleh mengujinya.',
        source: 'Atribut yang nilainya datang daripada %{source}, produk dan global bersama.',
        application:
          'Atribut yang disediakan oleh setiap aplikasi. Pilih aplikasi untuk melihat atributnya.',
      },
      add: 'Tambah atribut',
      fields: {
        name: 'Nama',
        key: 'Kunci',
        type: 'Jenis',
        source: 'Sumber',
        value: 'Nilai',
        choices: 'Pilihan',
        scope: 'Skop',
        desc: 'Keterangan',
        actions: 'Tindakan',
      },
      hints: {
        key: "Bermula dengan huruf; huruf, digit, '_', '.' dan '-' (paling banyak 64)",
        choices: 'Nilai yang ditawarkan oleh pembina peraturan. Taip satu dan tekan Enter.',
        list: 'Taip satu nilai dan tekan Enter',
        number: 'Satu nombor, contohnya 18 atau 2.5',
        dateTime: 'Masa lalai pilihan',
        text: 'Nilai lalai pilihan',
        keyFixed: 'Kunci tidak boleh diubah selepas dicipta.',
      },
      names: {
        legend: 'Nama paparan',
        hint: 'Nama atribut dalam editor polisi dan panel bagaimana jika, dalam bahasa pengguna; bahasa yang dibiarkan kosong menunjukkan nama bahasa Inggeris.',
        en: 'Nama dalam bahasa Inggeris',
        zh: 'Nama dalam bahasa Cina',
        ms: 'Nama dalam bahasa Melayu',
        ta: 'Nama dalam bahasa Tamil',
      },
      types: {
        StringArray: 'Senarai teks',
        String: 'Teks',
        Number: 'Nombor',
        Boolean: 'Ya/Tidak',
        DateTime: 'Tarikh dan masa',
      },
      sources: {
        select: 'Senarai pilihan',
        application: 'Aplikasi',
        product: 'Produk',
        content: 'Kandungan',
        user: 'Pengguna',
      },
      scopes: { product: 'Produk', global: 'Global' },
      yes: 'Ya',
      no: 'Tidak',
      noValue: 'tiada nilai',
      filters: {
        search: 'Cari nama dan kunci',
        type: 'Jenis',
        source: 'Sumber',
        scope: 'Skop',
        all: 'Semua',
      },
      empty: {
        title: 'Belum ada atribut di sini',
        createHint:
          'Tambah atribut (kunci, jenisnya dan sumber nilainya) supaya peraturan dasar boleh mengujinya.',
        viewHint:
          'Belum ada sesiapa yang menambah atribut di sini. Pengurus dasar boleh menambahnya.',
        filtered: 'Tiada atribut yang sepadan dengan penapis ini.',
        noApps: 'Belum ada aplikasi yang ditakrifkan.',
      },
      apps: {
        label: 'Aplikasi',
        count: '%{name} (%{count})',
      },
      edit: 'Sunting %{key}',
      delete: 'Padam %{key}',
      createTitle: 'Atribut baharu',
      editTitle: 'Atribut %{key}',
      deleteTitle: 'Padam atribut %{key}?',
      deleteContent:
        'Peraturan dasar tidak lagi dapat mengujinya. Tindakan ini tidak boleh dibuat asal.',
      inUse:
        'Atribut %{key} digunakan oleh satu dasar, jadi ia tidak boleh dipadam. Buang atribut itu daripada peraturan dasar dahulu.',
      conflict: 'Atribut tidak dapat disimpan: %{message}',
      readOnly: 'Anda boleh melihat atribut; mengubahnya memerlukan hak untuk mengemas kini dasar.',
      loadFailed: 'Atribut tidak dapat dimuatkan: %{message}',
      unknownSource: "'%{source}' bukan sumber atribut.",
      problems: {
        keyRequired: 'Masukkan kunci',
        nameRequired: 'Masukkan nama dalam bahasa Inggeris',
        nameTooLong: 'Gunakan paling banyak 100 aksara',
        keyPattern:
          "Mulakan dengan huruf; gunakan hanya huruf, digit, '_', '.' dan '-' (paling banyak 64)",
        notANumber: 'Masukkan nombor',
        notADate: 'Masukkan tarikh dan masa',
      },
      notifications: {
        created: 'Atribut berjaya dicipta!',
        updated: 'Atribut berjaya dikemas kini!',
        deleted: 'Atribut berjaya dipadam!',
      },
    },
  },
};

import type { Translation } from '../../../../kit/i18n/messageTree';
import type { messages as english } from './whatif';

/** `console.whatIf.*` in Malay: the keys of `./whatif.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    whatIf: {
      title: 'Bagaimana jika?',
      intro:
        'Terangkan seorang penonton, atau pilih persona yang disimpan, untuk melihat keputusan dasar ini dan dasar yang lain.',
      contextTitle: 'Konteks penonton',
      noAttributes:
        'Dasar-dasar ini belum menamakan sebarang atribut: tambah peraturan untuk menguji penonton terhadapnya.',
      clear: 'Kosongkan %{attribute}',
      notGiven: 'tidak diberi',
      yes: 'Ya',
      no: 'Tidak',
      arrayHint: 'Taip satu nilai dan tekan Enter',
      persona: {
        pick: 'Persona yang disimpan',
        none: 'Tiada (masukkan nilai)',
        save: 'Simpan sebagai persona',
        saveTitle: 'Simpan konteks sebagai persona',
        rename: 'Namakan semula',
        renameTitle: 'Namakan semula persona %{name}',
        name: 'Nama persona',
        nameRequired: 'Masukkan nama',
        delete: 'Padam',
        deleteTitle: 'Padam persona %{name}?',
        deleteContent:
          'Konteks yang disimpan akan dibuang untuk semua orang. Tindakan ini tidak boleh dibuat asal.',
        saved: 'Persona disimpan',
        renamed: 'Persona dinamakan semula',
        deleted: 'Persona dipadam',
        readOnly: 'Menyimpan persona memerlukan hak untuk mengemas kini dasar.',
      },
      decision: {
        title: 'Keputusan',
        allow: 'Benarkan',
        deny: 'Tolak',
        decidedBy: 'Diputuskan oleh dasar %{policy}',
        rule: 'Peraturan: %{attribute} %{operator} %{value}',
        defaultDeny: 'Tiada dasar yang membenarkan penonton ini.',
        failedIn: 'Dasar membenarkan yang paling hampir: %{policy}',
        failed: 'Syarat yang gagal: %{attribute} %{operator} %{expected}; diberi: %{actual}',
        editedPolicy: 'dasar ini',
        broken:
          'Peraturan %{rule} dalam dasar %{policy} (%{attribute}) menggunakan operator yang tiada bagi jenisnya: betulkannya untuk melihat keputusan.',
      },
      personas: {
        title: 'Persona yang disimpan',
        empty:
          'Belum ada persona yang disimpan: masukkan konteks penonton dan simpan sebagai persona.',
        name: 'Persona',
        decision: 'Keputusan',
        why: 'Sebab',
        actions: 'Tindakan',
        loading: 'Memuatkan persona…',
        loadFailed: 'Persona tidak dapat dimuatkan.',
      },
      operators: {
        equals: 'sama dengan',
        'not-equals': 'tidak sama dengan',
        'starts-with': 'bermula dengan',
        'ends-with': 'berakhir dengan',
        'one-of': 'salah satu daripada',
        'none-of': 'bukan salah satu daripada',
        'greater-than': 'lebih besar daripada',
        'less-than': 'kurang daripada',
        before: 'sebelum',
        after: 'selepas',
        contains: 'mengandungi',
      },
      types: {
        StringArray: 'senarai',
        String: 'teks',
        Number: 'nombor',
        Boolean: 'ya/tidak',
        DateTime: 'tarikh dan masa',
      },
    },
  },
};

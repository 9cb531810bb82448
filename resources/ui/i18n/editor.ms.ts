import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './editor';

/** `console.editor.*` in Malay: the keys of `./editor.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    editor: {
      additionalInfo: {
        open: 'Maklumat tambahan',
        title: 'Maklumat tambahan',
        loadFailed: 'Gagal mendapatkan Skema ui tambahan %{type}',
      },
      tabs: { details: 'Butiran', audit: 'Audit' },
      actions: {
        edit: 'Sunting',
        save: 'Simpan',
        close: 'Tutup',
        cancel: 'Batal',
        forceUnlock: 'Paksa buka kunci',
        publish: 'Terbitkan',
        unpublish: 'Nyahterbit',
        submit: 'Hantar untuk kelulusan',
        restore: 'Pulihkan',
        archive: 'Arkibkan',
        delete: 'Padam',
        purge: 'Hapus kekal',
      },
      confirm: {
        publish: {
          title: 'Terbitkan %{type} ini?',
          content: 'Versi ini menjadi versi yang diterbitkan.',
        },
        unpublish: {
          title: 'Nyahterbit %{type} ini?',
          content: 'Versi yang diterbitkan kembali menjadi draf.',
        },
        submit: {
          title: 'Hantar %{type} ini untuk kelulusan?',
          content: 'Pelulus akan menerbitkannya.',
        },
        restore: { title: 'Pulihkan %{type} ini?', content: 'Versi ini kembali menjadi draf.' },
        archive: {
          title: 'Arkibkan %{type} ini?',
          content: 'Versi ini diarkibkan dan tidak lagi tersedia.',
        },
        delete: { title: 'Padam %{type} ini?', content: 'Versi ini ditandakan sebagai dipadam.' },
        purge: {
          title: 'Hapus kekal %{type} ini?',
          content: 'Kandungan yang dihapus kekal tidak boleh diubah lagi.',
        },
        forceUnlock: {
          title: 'Paksa buka kunci?',
          content:
            '%{name} sedang menyunting %{type} ini. Perubahan mereka yang belum disimpan mungkin hilang.',
        },
        discard: {
          title: 'Buang perubahan anda?',
          content: 'Perubahan anda yang belum disimpan akan hilang.',
        },
      },
      version: {
        label: 'Versi',
        newDraft: 'Draf baharu',
        status: {
          published: 'diterbitkan',
          draft: 'draf',
          archived: 'diarkibkan',
          purged: 'dihapus kekal',
          deleted: 'dipadam',
          'pre-draft': 'pra-draf',
          pending: 'menunggu kelulusan',
        },
      },
      lock: {
        lockedBy: 'Dikunci oleh %{name}',
      },
      conflict: {
        title: 'Kandungan ini telah berubah',
        hint: 'Kekalkan perubahan anda untuk menyalinnya ke atas versi terkini (kemudian simpan semula), atau buang dan muat semula.',
        keepMine: 'Kekalkan perubahan saya',
        discard: 'Buang dan muat semula',
        fallback: 'Kandungan ini telah diubah oleh orang lain sejak anda membukanya.',
      },
      audit: {
        who: 'Diubah oleh',
        when: 'Bila',
        versions: 'Versi (Sebelum → Semasa)',
        action: 'Tindakan',
        changes: 'Perubahan',
        actions: {
          create: 'Dicipta',
          update: 'Dikemas kini',
          bulkupdate: 'Kemas kini pukal',
          forceUnlock: 'Kunci dibuka paksa',
          published: 'Diterbitkan',
          status: 'Status → %{status}',
        },
        field: '%{field}:',
        fieldInLanguage: '%{field} (%{language}):',
        showAll: 'Tunjuk semua',
        showLess: 'Tunjuk kurang',
        empty: 'Tiada rekod audit',
        loadFailed: 'Gagal mendapatkan data',
      },
      errors: {
        createFailed: 'Operasi cipta gagal!',
        updateFailed: 'Operasi kemas kini gagal',
        deleteFailed: 'Operasi padam gagal',
      },
      form: { noCreatePermission: 'Anda tiada kebenaran untuk mencipta kandungan ini.' },
      table: {
        row: 'baris %{number}',
        cell: '%{column} (%{row})',
        deleteRow: 'Padam %{row}',
        actions: 'Tindakan',
      },
      array: {
        addTooltip: 'Tambah ke %{label}',
        addAriaLabel: 'Butang tambah ke %{label}',
        removeTooltip: 'Padam',
        removeAriaLabel: 'Butang padam',
        upAriaLabel: 'Alih item ke atas',
        up: 'Atas',
        down: 'Bawah',
        downAriaLabel: 'Alih item ke bawah',
        noDataMessage: 'Tiada data',
        noSelection: 'Tiada pilihan',
        deleteDialogTitle: 'Sahkan pemadaman',
        deleteDialogMessage: 'Adakah anda pasti mahu memadam entri yang dipilih?',
        deleteDialogAccept: 'Ya',
        deleteDialogDecline: 'Tidak',
      },
    },
  },
};

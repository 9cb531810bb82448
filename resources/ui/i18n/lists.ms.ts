import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './lists';

/** `console.lists.*` in Malay: the keys of `./lists.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    lists: {
      create: 'Cipta',
      search: {
        label: 'Cari',
        hint: 'Taip sekurang-kurangnya %{min} aksara untuk mencari',
      },
      status: {
        label: 'Status',
        all: 'Semua',
      },
      filters: {
        any: 'Mana-mana',
        clear: 'Kosongkan penapis',
      },
      savedFilters: {
        button: 'Penapis tersimpan',
        empty: 'Belum ada penapis tersimpan',
        saveCurrent: 'Simpan penapis semasa…',
        dialogTitle: 'Simpan penapis',
        name: 'Nama',
        delete: 'Padam penapis tersimpan %{name}',
        saved: 'Penapis disimpan sebagai "%{name}"',
        deleted: 'Penapis tersimpan telah dipadam',
        loadFailed: 'Gagal mendapatkan penapis %{type}!',
      },
      bulk: {
        publish: 'Terbitkan',
        archive: 'Arkibkan',
        delete: 'Padam',
        restore: 'Pulihkan ke draf',
        archiveOutcome: {
          reading: 'Menyemak tajuk terpilih yang mempunyai versi diterbitkan…',
          published:
            '%{smart_count} tajuk diterbitkan tidak lagi tersedia: %{names}. |||| %{smart_count} tajuk diterbitkan tidak lagi tersedia: %{names}.',
          draftWithPublished:
            '%{smart_count} tajuk mempunyai versi diterbitkan: %{names}. Draf dan versi diterbitkannya diarkibkan, jadi ia tidak lagi tersedia. |||| %{smart_count} tajuk mempunyai versi diterbitkan: %{names}. Draf dan versi diterbitkannya diarkibkan, jadi ia tidak lagi tersedia.',
          draftOnly:
            '%{smart_count} draf diarkibkan (tidak pernah diterbitkan): %{names}. |||| %{smart_count} draf diarkibkan (tidak pernah diterbitkan): %{names}.',
        },
        confirmArchiveTitle: 'Arkibkan item',
        confirmArchive: 'Arkibkan %{smart_count} item yang dipilih?',
        confirmDeleteTitle: 'Padam item',
        confirmDelete: 'Padam %{smart_count} item yang dipilih?',
        progress: 'Mengemas kini item: %{done} daripada %{count} selesai',
        succeeded: '%{smart_count} item dikemas kini',
        failed: 'Kemas kini pukal gagal: %{failure} daripada %{count} item tidak dikemas kini',
      },
      empty: {
        title: 'Belum ada %{name}',
        createHint: 'Cipta yang pertama untuk bermula.',
        viewHint: 'Belum ada apa-apa ditambah di sini.',
      },
      error: {
        title: 'Senarai tidak dapat dimuatkan',
      },
    },
  },
};

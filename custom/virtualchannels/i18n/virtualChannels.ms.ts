import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './virtualChannels';

/** `console.virtualChannels.*` in Malay. */
export const messages: Translation<typeof english> = {
  console: {
    virtualChannels: {
      title: 'Saluran Maya',
      intro:
        'Saluran linear 24/7 yang dibina daripada program VOD. Setiap satu mempunyai nombor saluran yang unik dalam produk dan jadual mingguan.',
      readOnly: 'Anda boleh melihat saluran maya tetapi tidak boleh mengubahnya.',
      add: 'Saluran Maya Baharu',
      empty: 'Belum ada saluran maya.',
      columns: {
        name: 'Nama',
        number: 'Nombor saluran',
        zone: 'Zon waktu',
        status: 'Status',
        actions: 'Tindakan',
      },
      edit: 'Sunting',
      schedule: 'Jadual',
      changeNumber: 'Tukar nombor saluran',
      numberDialog: 'Nombor saluran %{name}',
      number: 'Nombor saluran',
      numberHint: 'Nombor bulat dari 1 hingga 99999, unik dalam produk ini.',
      save: 'Simpan',
      cancel: 'Batal',
      updated: 'Nombor saluran untuk %{name} berjaya dikemas kini',
      activeDraft:
        'Versi draf aktif wujud, sila simpan draf sedia ada sebelum menyunting nombor saluran',
      duplicateTitle: 'Nombor saluran pendua',
      duplicateText: 'Nombor saluran %{cn} sudah digunakan oleh %{holder}. Pilih nombor lain.',
      ok: 'OK',
    },
  },
};

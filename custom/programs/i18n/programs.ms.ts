import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './programs';

/** `console.programs.*` in Malay. */
export const messages: Translation<typeof english> = {
  console: {
    programs: {
      title: 'Program',
      intro:
        'Program ialah apa yang disiarkan oleh saluran maya: urutan segmen (kandungan, iklan, bumper, promo...).',
      readOnly: 'Anda boleh melihat program tetapi tidak boleh mengubahnya.',
      add: 'Program Baharu',
      empty: 'Belum ada program.',
      columns: {
        title: 'Tajuk',
        duration: 'Tempoh',
        segments: 'Segmen',
        status: 'Status',
        actions: 'Tindakan',
      },
      open: 'Buka',
      delete: 'Padam',
      deleted: 'Program berjaya dipadam!',
      createTitle: 'Program Baharu',
      editTitle: 'Program: %{name}',
      fields: {
        title: 'Tajuk',
        description: 'Penerangan',
        internalNotes: 'Nota dalaman',
        contentDuration: 'Tempoh kandungan',
      },
      timeline: 'Garis masa segmen',
      timelineEmpty: 'Belum ada segmen. Tambah yang pertama.',
      addSegment: 'Tambah segmen',
      segment: {
        title: 'Maklumat segmen',
        kind: 'Jenis',
        sp: 'Titik masuk (JJ:MM:SS;BB)',
        ep: 'Titik keluar (JJ:MM:SS;BB)',
        dur: 'Tempoh (saat)',
        ctkey: 'Kunci kandungan',
        markers: 'Penanda iklan (pre, mid, post; dipisahkan koma)',
        start: 'Bermula pada',
        end: 'Berakhir pada',
        badTimecode: 'Kod masa ialah JJ:MM:SS;BB pada 30 bingkai sesaat',
        remove: 'Buang segmen',
        apply: 'Guna',
        close: 'Tutup',
        label: '%{kind} %{start}-%{end}',
      },
      kinds: {
        vod: 'Kandungan',
        ad: 'Iklan',
        bumper: 'Bumper',
        filler: 'Pengisi',
        promo: 'Promo',
        ratingcard: 'Kad penarafan',
      },
      save: 'Simpan',
      back: 'Kembali',
      created: 'Program berjaya dicipta!',
      updated: 'Program berjaya dikemas kini!',
      usage: {
        title: 'Di mana ia disiarkan',
        none: 'Tidak dijadualkan pada mana-mana saluran maya.',
        failed: 'Gagal mendapatkan penggunaan program',
        row: '%{channel}, %{day} (%{status}): %{smart_count} siaran',
      },
      titleRequired: 'Tajuk diperlukan',
      editor: {
        version: 'Versi',
        unsaved: 'Perubahan belum disimpan',
        lockedBy:
          '%{name} sedang menyunting rancangan ini. Ia baca sahaja sehingga mereka selesai.',
        lockFailed:
          'Rancangan tidak dapat dikunci untuk disunting. Muat semula halaman untuk mencuba lagi.',
        deleted: 'Rancangan ini telah dipadam. Menyimpannya semula menjadikannya draf.',
        olderVersion: 'Anda melihat %{version}, versi terdahulu. Suntingan bermula daripadanya.',
        readOnlyHint: 'Rancangan ini baca sahaja. Pilih Sunting untuk mengubahnya.',
        actions: {
          edit: 'Sunting',
          cancel: 'Batal',
          save: 'Simpan',
          saving: 'Menyimpan...',
          publish: 'Terbitkan',
          delete: 'Padam',
          discard: 'Buang perubahan',
        },
        confirm: {
          publishTitle: 'Terbitkan %{name}?',
          publishContent: 'Saluran menyiarkan versi rancangan yang diterbitkan.',
          deleteTitle: 'Padam %{name}?',
          deleteContent:
            'Rancangan ditanda sebagai dipadam; hari jadual yang memuatkannya menunjukkannya tidak tersedia.',
          discardTitle: 'Buang perubahan anda?',
          discardContent: 'Apa yang anda ubah sejak Sunting akan hilang.',
        },
      },
      preview: {
        title: 'Pratonton',
        ranges: '%{smart_count} julat kandungan untuk dimainkan',
        play: 'Main pratonton',
      },
    },
  },
};

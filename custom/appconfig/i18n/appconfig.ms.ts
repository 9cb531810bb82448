import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './appconfig';

/** `console.appConfig.*` and the config types' labels in Malay: the keys of `./appconfig.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    appConfig: {
      title: 'Konfigurasi Aplikasi',
      createTitle: 'Konfigurasi baharu',
      editTitle: 'Konfigurasi: %{name}',
      intro:
        'Apa yang dilakukan oleh setiap aplikasi: tetapan pemain, bendera ciri, menu, tetapan iklan dan bahasa. Aplikasi membaca versi terbitan bagi setiap satu.',
      introNone: 'Pilih produk untuk melihat konfigurasinya.',
      readOnly: 'Anda boleh melihat konfigurasi tetapi tidak boleh mengubahnya.',
      add: 'Tambah konfigurasi',
      back: 'Kembali ke senarai konfigurasi',
      search: 'Cari mengikut nama',
      allApps: 'Setiap aplikasi',
      allTypes: 'Setiap jenis',
      allStatuses: 'Semua status',
      shown: '%{shown} daripada %{total} konfigurasi',
      previous: 'Halaman sebelumnya',
      next: 'Halaman seterusnya',
      empty: {
        title: 'Belum ada konfigurasi',
        createHint: 'Tambah konfigurasi untuk memberitahu aplikasi cara berkelakuan.',
        viewHint: 'Belum ada sesiapa yang menambah konfigurasi pada produk ini.',
        filtered: 'Tiada konfigurasi yang sepadan dengan penapis ini.',
      },
      fields: {
        n: 'Nama',
        app: 'Aplikasi',
        type: 'Jenis konfigurasi',
        st: 'Status',
        ut: 'Dikemas kini',
        desc: 'Penerangan',
        value: 'Tetapan',
      },
      types: {
        player: 'Tetapan pemain',
        features: 'Bendera ciri',
        menu: 'Menu aplikasi',
        ads: 'Tetapan iklan',
        languages: 'Keutamaan bahasa',
      },
      chooseType: 'Pilih aplikasi dan jenis konfigurasi untuk melihat tetapannya.',
      exists: 'Aplikasi ini sudah mempunyai konfigurasi jenis ini: %{name}.',
      open: 'Bukanya',
      actions: {
        edit: 'Sunting',
        cancel: 'Batal',
        save: 'Simpan',
        create: 'Cipta',
        publish: 'Terbitkan',
        delete: 'Padam',
        compare: 'Bandingkan versi',
        saving: 'Menyimpan…',
        discard: 'Buang',
        keepEditing: 'Kembali',
      },
      version: 'Versi',
      olderVersion:
        'Anda sedang melihat %{version}, versi yang lebih awal. Suntingan bermula daripadanya.',
      lockedBy:
        '%{name} sedang menyunting konfigurasi ini. Anda boleh melihatnya; suntingan dibuka apabila mereka selesai.',
      lockFailed:
        'Konfigurasi tidak dapat dikunci untuk disunting. Muat semula halaman untuk mencuba lagi.',
      readOnlyHint: 'Konfigurasi ini baca sahaja. Pilih Sunting untuk mengubahnya.',
      unsaved: 'Perubahan belum disimpan',
      deleted: 'Konfigurasi ini telah dipadam.',
      invalid:
        'Sesetengah tetapan tidak sah: betulkan medan yang ditanda merah, kemudian simpan semula.',
      diff: {
        title: 'Bandingkan versi',
        publishTitle: 'Terbitkan %{version}?',
        from: 'Daripada',
        to: 'Kepada',
        path: 'Tetapan',
        before: 'Sebelum',
        after: 'Selepas',
        same: 'Kedua-dua versi memegang tetapan yang sama.',
        added: 'ditambah',
        removed: 'dibuang',
        changed: 'diubah',
        count: '%{smart_count} perbezaan |||| %{smart_count} perbezaan',
        publishHint:
          'Aplikasi membaca versi terbitan: selepas diterbitkan, mereka mendapat tetapan di sebelah kanan.',
        close: 'Tutup',
      },
      confirm: {
        deleteTitle: 'Padam konfigurasi "%{name}"?',
        deleteContent: 'Aplikasi tidak lagi membacanya. Versi dan jejak auditnya disimpan.',
        discardTitle: 'Buang perubahan anda?',
        discardContent: 'Perubahan yang anda buat sejak simpanan terakhir akan hilang.',
      },
      notify: {
        created: 'Konfigurasi berjaya dicipta!',
        updated: 'Konfigurasi berjaya dikemas kini!',
        deleted: 'Konfigurasi berjaya dipadam!',
        loadFailed: 'Gagal mendapatkan data',
        createFailed: 'Operasi cipta gagal!',
        updateFailed: 'Operasi kemas kini gagal',
        notFound: 'Tiada konfigurasi %{id} dalam produk ini.',
      },
      // The words of the config types' options (`i18n` of a control in resources/_appconfig).
      options: {
        player: {
          defaultQuality: {
            auto: 'Automatik',
            sd: 'Definisi piawai',
            hd: 'Definisi tinggi',
            uhd: 'Definisi sangat tinggi',
          },
          subtitleLanguage: {
            en: 'Bahasa Inggeris',
            zh: 'Bahasa Cina',
            ms: 'Bahasa Melayu',
            ta: 'Bahasa Tamil',
          },
        },
        languages: {
          default: {
            en: 'Bahasa Inggeris',
            zh: 'Bahasa Cina',
            ms: 'Bahasa Melayu',
            ta: 'Bahasa Tamil',
          },
          available: {
            en: 'Bahasa Inggeris',
            zh: 'Bahasa Cina',
            ms: 'Bahasa Melayu',
            ta: 'Bahasa Tamil',
          },
        },
      },
      labels: {
        player: {
          autoplay: 'Main automatik',
          startMuted: 'Mula tanpa bunyi',
          defaultQuality: 'Kualiti lalai',
          maxBitrateKbps: 'Kadar bit tertinggi (kbit/s)',
          bufferSeconds: 'Penimbal (saat)',
          playbackSpeeds: 'Kelajuan main balik',
          subtitleLanguage: 'Bahasa sari kata',
          skipIntroSeconds: 'Langkau pengenalan (saat)',
          heartbeatSeconds: 'Denyutan (saat)',
        },
        features: { flags: 'Bendera ciri' },
        menu: { items: 'Item menu' },
        ads: {
          prd: 'Produk',
          ad_st: 'Iklan bermula',
          ad_ed: 'Iklan tamat',
          ad_rl: 'Peraturan iklan',
          ad_rl_en: 'Peraturan iklan didayakan',
          ad_ct: 'Bilangan iklan',
          ad_pn: 'Rakan kongsi iklan',
          ad_pn_url: 'URL rakan kongsi iklan',
        },
        languages: {
          default: 'Bahasa lalai',
          available: 'Bahasa tersedia',
          audioPreference: 'Keutamaan audio',
          subtitlePreference: 'Keutamaan sari kata',
        },
      },
    },
  },
};

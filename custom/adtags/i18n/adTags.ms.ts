import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './adTags';

/** `console.adTags.*` in Malay: the keys of `./adTags.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    adTags: {
      title: 'Konfigurasi Tag Iklan',
      createTitle: 'Tag iklan baharu',
      editTitle: 'Tag iklan: %{name}',
      intro:
        'Permintaan pelayan iklan yang dibuat oleh aplikasi: URL VAST atau VMAP yang makronya diisi oleh pemain bagi setiap permintaan, kedudukan rehat yang dilayaninya dan peranti yang disasarkan.',
      introNone: 'Pilih produk untuk melihat tag iklannya.',
      readOnly: 'Anda boleh melihat tag iklan tetapi tidak boleh mengubahnya.',
      add: 'Tambah tag iklan',
      back: 'Kembali ke tag iklan',
      loadPolicies: 'Polisi muatan iklan',
      search: 'Cari mengikut nama',
      allKinds: 'Semua jenis',
      allStatuses: 'Semua status',
      allDevices: 'Semua peranti',
      shown: '%{shown} daripada %{total} tag iklan',
      previous: 'Halaman sebelumnya',
      next: 'Halaman seterusnya',
      empty: {
        title: 'Belum ada tag iklan',
        createHint:
          'Tambah tag iklan dengan URL VAST atau VMAP pelayan iklan anda supaya aplikasi boleh meminta iklan.',
        viewHint: 'Belum ada sesiapa yang menambah tag iklan pada produk ini.',
        filtered:
          'Tiada tag iklan yang sepadan dengan penapis ini. Kosongkan penapis untuk melihat lagi.',
      },
      fields: {
        n: 'Nama',
        ty: 'Jenis tag',
        url: 'URL tag iklan',
        pos: 'Kedudukan rehat',
        dev: 'Peranti',
        lp: 'Polisi muatan iklan',
        to: 'Had masa (ms)',
        desc: 'Keterangan',
        st: 'Keadaan',
        ut: 'Dikemas kini',
      },
      kinds: {
        vast: 'VAST (satu respons iklan)',
        vmap: 'VMAP (jadual rehat)',
      },
      positions: {
        pre: 'Sebelum kandungan',
        mid: 'Tengah kandungan',
        post: 'Selepas kandungan',
      },
      devices: {
        tv: 'TV',
        tablet: 'Tablet',
        browser: 'Pelayar web',
        mobile: 'Telefon bimbit',
      },
      hints: {
        dev: 'Jangan pilih apa-apa untuk melayani semua peranti.',
        lp: 'Berapa banyak rehat yang diterima sesuatu tajuk dan di mana. Pilihan.',
        noLoadPolicy: 'Tiada polisi muatan',
        to: 'Berapa lama pemain menunggu pelayan iklan, dari 500 hingga 30000 ms.',
        pos: 'Pilih sekurang-kurangnya satu kedudukan rehat.',
      },
      url: {
        hint: 'Tulis URL dengan makro dalam kurungan segi empat, contohnya [CACHEBUSTING].',
        valid: 'URL ini sah.',
        expanded: 'URL yang dikembangkan untuk permintaan contoh',
        copy: 'Salin URL yang dikembangkan',
        copied: 'URL yang dikembangkan telah disalin',
        macros: 'Makro',
        macrosHint: 'Klik makro untuk memasukkannya di kedudukan kursor.',
        insert: 'Masukkan [%{name}], nilai contoh: %{sample}',
        groups: {
          request: 'Permintaan',
          player: 'Pemain dan peranti',
          content: 'Kandungan',
          viewer: 'Penonton',
          privacy: 'Privasi',
        },
        problems: {
          urlMissing: 'Masukkan URL permintaan pelayan iklan.',
          urlTooLong: 'URL terlalu panjang: %{length} aksara, paling banyak %{max}.',
          urlMalformed: 'Ini bukan URL yang sah selepas makronya diisi.',
          notHttps:
            'URL mesti menggunakan https, bukan %{scheme}: pemain menolak permintaan iklan yang tidak selamat.',
          macroUnknown:
            'Makro [%{macro}] pada aksara %{at} tidak dikenali: gunakan salah satu makro yang disenaraikan di bawah.',
          bracketUnclosed: "Tanda '[' pada aksara %{at} tidak pernah ditutup dengan ']'.",
        },
      },
      actions: {
        edit: 'Sunting',
        cancel: 'Batal',
        save: 'Simpan',
        create: 'Cipta',
        publish: 'Terbitkan',
        delete: 'Padam',
        saving: 'Menyimpan…',
        discard: 'Buang',
        keepEditing: 'Kembali',
      },
      version: 'Versi',
      olderVersion:
        'Anda sedang melihat %{version}, versi yang lebih awal. Penyuntingan bermula daripadanya.',
      lockedBy:
        '%{name} sedang menyunting tag iklan ini. Anda boleh melihatnya; penyuntingan dibuka apabila mereka selesai.',
      lockFailed:
        'Tag iklan tidak dapat dikunci untuk disunting. Muat semula halaman untuk mencuba lagi.',
      readOnlyHint: 'Tag iklan ini baca sahaja. Pilih Sunting untuk mengubahnya.',
      unsaved: 'Perubahan belum disimpan',
      deleted: 'Tag iklan ini telah dipadam.',
      invalid:
        'Sesetengah medan tidak sah: betulkan medan yang ditanda merah, kemudian simpan semula.',
      urlRefused: 'URL tag iklan mempunyai masalah: betulkannya sebelum menyimpan.',
      confirm: {
        deleteTitle: 'Padam tag iklan "%{name}"?',
        deleteContent:
          'Aplikasi berhenti meminta iklan dengannya. Versi dan jejak auditnya disimpan.',
        discardTitle: 'Buang perubahan anda?',
        discardContent: 'Perubahan yang anda buat sejak simpanan terakhir akan hilang.',
        publishTitle: 'Terbitkan tag iklan "%{name}"?',
        publishContent: 'Aplikasi mula meminta iklan dengan versi ini.',
      },
      notify: {
        created: 'Tag Iklan berjaya dicipta!',
        updated: 'Tag Iklan berjaya dikemas kini!',
        deleted: 'Tag Iklan berjaya dipadam!',
        loadFailed: 'Gagal mendapatkan data',
        createFailed: 'Operasi cipta gagal!',
        updateFailed: 'Operasi simpan gagal!',
        filterFailed: 'Operasi penapis gagal!',
        deleteFailed: 'Operasi padam gagal!',
        copyFailed: 'Pelayar tidak membenarkan penyalinan: pilih URL dan salin sendiri.',
        notFound: 'Tiada tag iklan %{id} dalam produk ini.',
      },
    },
  },
};

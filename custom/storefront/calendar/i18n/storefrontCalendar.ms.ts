import type { Translation } from '../../../../kit/i18n/messageTree';
import type { messages as english } from './storefrontCalendar';

/** `console.storefrontCalendar.*` in Malay: the keys of `./storefrontCalendar.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    storefrontCalendar: {
      title: {
        storefront: 'Kalendar storefront',
        collection: 'Kalendar koleksi',
      },
      intro: {
        storefront:
          'Apa yang dipaparkan oleh setiap halaman storefront dan bila: versi yang aktif, draf yang dijadualkan, dan masa apabila sesuatu jenis halaman tiada versi aktif atau lebih daripada satu.',
        collection:
          'Apa yang dipaparkan oleh setiap koleksi dan bila: versi yang aktif, draf yang dijadualkan, dan masa tanpa koleksi aktif atau dengan lebih daripada satu.',
      },
      introNone: 'Pilih produk untuk melihat kalendarnya.',
      view: 'Tempoh dipaparkan',
      views: {
        week: 'Minggu',
        month: 'Bulan',
        quarter: 'Suku tahun',
      },
      previous: {
        week: 'Minggu sebelumnya',
        month: 'Bulan sebelumnya',
        quarter: 'Suku tahun sebelumnya',
      },
      next: {
        week: 'Minggu seterusnya',
        month: 'Bulan seterusnya',
        quarter: 'Suku tahun seterusnya',
      },
      today: 'Hari ini',
      period: '%{from} – %{to}',
      loading: 'Memuatkan kalendar…',
      loadFailed: 'Kalendar tidak dapat dimuatkan.',
      retry: 'Cuba lagi',
      empty: {
        title: 'Tiada apa-apa dijadualkan dalam tempoh ini',
        hint: {
          storefront:
            'Terbitkan halaman storefront, atau berikan tarikh mula dan tamat pada halaman itu sendiri; atau pergi ke tempoh lain.',
          collection:
            'Terbitkan koleksi, atau berikan tarikh mula dan tamat pada halaman koleksi itu sendiri; atau pergi ke tempoh lain.',
        },
        open: {
          storefront: 'Buka halaman storefront',
          collection: 'Buka koleksi',
        },
      },
      timeline: 'Garis masa',
      now: 'Kini',
      nowAt: 'Kini: %{at}',
      containers: {
        of: 'Bekas %{name}',
        outside: 'Tiada dalam tempoh ini',
      },
      legend: {
        title: 'Petunjuk',
        live: 'Aktif (diterbitkan)',
        scheduledDraft: 'Draf dijadualkan (tidak aktif)',
        gap: 'Jurang: tiada yang aktif',
        overlap: 'Pertindihan: lebih daripada satu aktif',
      },
      bar: {
        live: 'Aktif',
        scheduledDraft: 'Draf dijadualkan',
        label: '%{name}: %{status}, %{from} hingga %{to}',
        noStart: 'tiada tarikh mula',
        noEnd: 'tiada tarikh tamat',
      },
      groups: {
        home: 'Halaman utama',
        section: 'Halaman seksyen',
        kids: 'Halaman kanak-kanak',
        seasonal: 'Halaman bermusim',
        landing: 'Halaman pendaratan',
        none: 'Halaman tanpa jenis',
        all: 'Koleksi',
        other: 'Jenis “%{kind}”',
      },
      rows: '%{smart_count} item',
      noRows: 'Tiada apa-apa daripada jenis ini dalam tempoh ini.',
      kindNoun: {
        home: 'halaman utama',
        section: 'halaman seksyen',
        kids: 'halaman kanak-kanak',
        seasonal: 'halaman bermusim',
        landing: 'halaman pendaratan',
        none: 'halaman tanpa jenis',
        all: 'koleksi',
        other: 'halaman “%{kind}”',
      },
      findings: {
        title: 'Jurang dan pertindihan',
        none: 'Tiada jurang atau pertindihan dalam tempoh ini.',
        gap: 'Tiada %{kind} aktif dari %{from} hingga %{to}',
        overlap: '%{smart_count} %{kinds} aktif serentak dari %{from} hingga %{to}: %{names}',
      },
    },
  },
};

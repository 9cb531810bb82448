import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './geo';

/** `console.geo.*` in Malay: the keys of `./geo.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    geo: {
      title: 'Konfigurasi IP',
      intro:
        'Hantar alamat atau julat kepada sesebuah negara: aplikasi membaca pengatasan ini sebelum pangkalan data geo-IP.',
      add: 'Tambah pengatasan',
      createTitle: 'Pengatasan IP baharu',
      editTitle: 'Pengatasan IP %{id}',
      fields: {
        ip: 'Alamat IP atau julat CIDR',
        family: 'Keluarga',
        country: 'Negara',
        region: 'Wilayah',
        note: 'Nota',
        ut: 'Dikemas kini',
        changedBy: 'Diubah oleh',
      },
      hints: {
        ip: 'Contohnya 203.0.113.0/24, 192.0.2.10 atau 2001:db8::/48',
        normalised: 'Disimpan sebagai %{id}',
        region: 'Kod ISO 3166-2 pilihan, contohnya MY-14',
        note: 'Pilihan, paling banyak %{max} aksara',
      },
      family: { v4: 'IPv4', v6: 'IPv6' },
      filters: { search: 'Cari', country: 'Negara' },
      empty: {
        title: 'Belum ada pengatasan IP',
        createHint: 'Tambah satu untuk menghantar julat alamat kepada sesebuah negara.',
        viewHint: 'Belum ada sesiapa yang menambah pengatasan.',
        filtered: 'Tiada pengatasan yang sepadan dengan penapis ini.',
      },
      lookup: {
        title: 'Pengatasan manakah yang berkuat kuasa?',
        label: 'Alamat IP',
        button: 'Semak',
        none: 'Tiada pengatasan untuk %{ip}: pangkalan data geo-IP yang menentukan.',
        found: '%{ip} berada dalam %{id}: %{country}',
      },
      back: 'Kembali ke Konfigurasi IP',
      readOnly: 'Anda boleh melihat pengatasan ini; mengubahnya memerlukan hak konfigurasi IP.',
      notifications: {
        created: 'Pengatasan IP berjaya dicipta!',
        updated: 'Pengatasan IP berjaya dikemas kini!',
        deleted: 'Pengatasan IP berjaya dipadam!',
        createFailed: 'Operasi cipta gagal!',
        updateFailed: 'Operasi kemas kini gagal',
        deleteFailed: 'Operasi padam gagal',
      },
      delete: {
        button: 'Padam',
        title: 'Padam pengatasan %{id}?',
        content:
          'Alamat di dalamnya kembali kepada pangkalan data geo-IP. Tindakan ini tidak boleh dibuat asal.',
      },
      problems: {
        empty: 'Masukkan alamat IPv4 atau IPv6 atau julat CIDR',
        malformed: "'%{input}' bukan alamat IPv4 atau IPv6 atau julat CIDR",
        prefixTooLong: 'Awalan IPv%{family} paling panjang /%{max} (diberi /%{prefix})',
        zoneNotAllowed: 'Alamat dengan zon (%) tidak boleh digunakan',
        countryRequired: 'Pilih negara',
        unknownCountry: "'%{value}' bukan kod negara ISO 3166-1",
        malformedRegion: "'%{value}' bukan kod wilayah ISO 3166-2 (seperti MY-14)",
        regionOfOtherCountry: 'Wilayah %{value} tiada dalam negara yang dipilih',
        noteTooLong: 'Nota paling banyak %{max} aksara',
        overlap:
          'Bertindih dengan pengatasan %{existing} (%{country}): satu alamat hanya ada satu pengatasan',
        rangeNotAddress: 'Semak satu alamat, bukan julat',
      },
    },
  },
};

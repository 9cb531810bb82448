import type { Translation } from '../../i18n/messageTree';
import type { messages as english } from './gallery';

/** `console.gallery.*` in Malay: the keys of `./gallery.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    gallery: {
      title: 'Imej',
      intro:
        'Imej poster, kulit, sepanduk dan logo, setiap satu dipaparkan pada nisbahnya. Muat naik JPEG atau PNG tidak melebihi 128 MB.',
      empty: 'Belum ada imej.',
      type: 'Jenis imej',
      ratio: 'Nisbah',
      ratioAuto: 'Kenal pasti daripada fail',
      upload: 'Muat naik imej',
      uploading: 'Sedang memuat naik…',
      fileHint: 'JPEG atau PNG, tidak melebihi 128 MB.',
      editToUpload: 'Sunting item ini untuk memuat naik atau membuang imej.',
      saveFirst: 'Simpan item ini dahulu, kemudian muat naik imejnya.',
      filed: '%{type} ditambah pada %{ratio} (%{width}×%{height} piksel).',
      filedDefault:
        '%{type} ditambah pada %{ratio}: saiznya (%{width}×%{height} piksel) tidak sepadan dengan mana-mana nisbah.',
      caption: '%{type} · %{ratio}',
      imageAlt: 'Imej %{type}, nisbah %{ratio}',
      remove: 'Buang imej %{type} pada %{ratio}',
      removeButton: 'Buang',
      replace: 'Ganti imej %{type} pada %{ratio}',
      replaceButton: 'Ganti',
      replaced: '%{type} pada %{ratio} diganti (%{width}×%{height} piksel).',
      replacedOtherRatio:
        '%{type} pada %{ratio} diganti. Fail ini %{width}×%{height} piksel, bukan %{ratio}: ia dipotong supaya muat.',
      removed: '%{type} pada %{ratio} dibuang: simpan untuk mengekalkan perubahan.',
      confirmRemoveTitle: 'Buang imej ini?',
      confirmRemove:
        'Imej %{type} pada %{ratio} dikeluarkan daripada item ini apabila anda menyimpan.',
      cancel: 'Batal',
      progress: 'Sedang memuat naik: %{percent}%',
      noType: 'Tiada jenis',
      noRatio: 'tiada nisbah',
      untypedAlt: 'Imej tanpa jenis',
      typeOnlyAlt: 'Imej %{type}',
      types: { Poster: 'Poster', Cover: 'Kulit', Banner: 'Sepanduk', Logo: 'Logo' },
      ratios: { '16x9': '16:9', '4x3': '4:3', '3x1': '3:1', '16x6': '16:6' },
      errors: {
        type: 'Hanya imej JPEG dan PNG boleh dimuat naik.',
        size: 'Imej melebihi had maksimum 128 MB.',
        content: 'Fail ini bukan imej JPEG atau PNG seperti yang didakwa.',
        failed: 'Muat naik gagal: %{reason}',
      },
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './product';

/** `console.product.*` in Malay: the keys of `./product.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    product: {
      notEntitled: '%{name} tidak berhak menggunakan mana-mana produk',
      loading: 'Memuatkan produk anda…',
      menuLabel: 'Produk',
      switchFrom: '%{name}, tukar produk',
      createNew: 'Cipta produk baharu',
      dialogTitle: 'Produk Baharu',
      nameLabel: 'Nama Produk',
      nameRequired: 'Nama Produk diperlukan',
      save: 'Simpan',
      cancel: 'Batal',
      created: 'Produk berjaya dicipta!',
      createFailed: 'Operasi cipta gagal!',
      signOut: 'Log keluar',
    },
  },
};

/**
 * Messages of the product gate and the toolbar's product widget (`console.product.*`).
 * 'sucessfully' is the spec's own spelling of the success message.
 *
 * This file is the English reference; `product.zh.ts`, `product.ms.ts` and `product.ta.ts` hold
 * the same keys in the other three languages (each loaded on demand with its language).
 */
export const messages = {
  console: {
    product: {
      notEntitled: '%{name} is not entitled to any products',
      loading: 'Loading your products…',
      menuLabel: 'Product',
      switchFrom: '%{name}, switch product',
      createNew: 'Create new product',
      dialogTitle: 'New Product',
      nameLabel: 'Product Name',
      nameRequired: 'Product Name is required',
      save: 'Save',
      cancel: 'Cancel',
      created: 'Product created sucessfully!',
      createFailed: 'Create operation failed!',
      signOut: 'Sign out',
    },
  },
};

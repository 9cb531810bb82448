/**
 * Messages of the product gate and the toolbar's product widget (`console.product.*`), in the
 * console's four languages; every language has the same keys. 'sucessfully' is the spec's own
 * spelling of the success message.
 */
export const messages = {
  en: {
    console: {
      product: {
        notEntitled: '%{name} is not entitled to any products',
        loading: 'Loading your products…',
        menuLabel: 'Product',
        switchTo: 'Switch product',
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
  },
  zh: {
    console: {
      product: {
        notEntitled: '%{name} 无权使用任何产品',
        loading: '正在加载您的产品…',
        menuLabel: '产品',
        switchTo: '切换产品',
        createNew: '创建新产品',
        dialogTitle: '新产品',
        nameLabel: '产品名称',
        nameRequired: '产品名称为必填项',
        save: '保存',
        cancel: '取消',
        created: '产品创建成功！',
        createFailed: '创建操作失败！',
        signOut: '退出登录',
      },
    },
  },
  ms: {
    console: {
      product: {
        notEntitled: '%{name} tidak berhak menggunakan mana-mana produk',
        loading: 'Memuatkan produk anda…',
        menuLabel: 'Produk',
        switchTo: 'Tukar produk',
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
  },
  ta: {
    console: {
      product: {
        notEntitled: '%{name} எந்தத் தயாரிப்பையும் பயன்படுத்த உரிமை பெறவில்லை',
        loading: 'உங்கள் தயாரிப்புகள் ஏற்றப்படுகின்றன…',
        menuLabel: 'தயாரிப்பு',
        switchTo: 'தயாரிப்பை மாற்று',
        createNew: 'புதிய தயாரிப்பை உருவாக்கு',
        dialogTitle: 'புதிய தயாரிப்பு',
        nameLabel: 'தயாரிப்புப் பெயர்',
        nameRequired: 'தயாரிப்புப் பெயர் தேவை',
        save: 'சேமி',
        cancel: 'ரத்துசெய்',
        created: 'தயாரிப்பு வெற்றிகரமாக உருவாக்கப்பட்டது!',
        createFailed: 'உருவாக்கும் செயல் தோல்வியடைந்தது!',
        signOut: 'வெளியேறு',
      },
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './product';

/** `console.product.*` in Simplified Chinese: the keys of `./product.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    product: {
      notEntitled: '%{name} 无权使用任何产品',
      loading: '正在加载您的产品…',
      menuLabel: '产品',
      switchFrom: '%{name}，切换产品',
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
};

import type { Translation } from './messageTree';
import type { messages as english } from './errors';

/** `console.errors.*` in Simplified Chinese: the keys of `./errors.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    errors: {
      dialog: {
        title: '错误',
        showDetails: '显示详情...',
        hideDetails: '隐藏详情',
        detailsLabel: '错误详情',
        code: '代码 %{code}',
        ok: '确定',
      },
      fallback: {
        menuItems: '获取菜单项时出错',
      },
      notFound: {
        title: '找不到页面',
        message: '您请求的页面不存在或已被移动。',
        backToDashboard: '返回仪表板',
      },
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './resources';

/** `console.resources.*` in Simplified Chinese: the keys of `./resources.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    resources: {
      title: { create: '新建%{type}' },
      messages: {
        created: '%{type}创建成功！',
        published: '%{type}发布成功！',
        updated: '%{type}更新成功！',
        deleted: '%{type}删除成功！',
      },
      errors: {
        schema: '获取%{type}架构失败',
        notFound: '获取 %{id} 失败',
      },
    },
  },
};

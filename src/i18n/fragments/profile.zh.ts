import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './profile';

/** `console.profile.*` in Simplified Chinese: the keys of `./profile.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    profile: {
      title: '我的资料',
      roles: '角色：%{roles}',
      guest: '访客（无角色）',
      preferences: '偏好设置',
      language: '语言',
      dateFormat: '日期格式',
      dateFormatOption: '%{format}（%{example}）',
      timeZone: '时区',
      saved: '偏好设置已成功更新',
    },
  },
};

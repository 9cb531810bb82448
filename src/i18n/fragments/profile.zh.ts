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
      details: '个人信息',
      detailsHelp: '由登录服务随您的账户保存。',
      displayName: '显示名称',
      phone: '电话',
      phoneInvalid: '只能包含数字、空格以及 + - . ( )',
      notes: '备注',
      detailsSaved: '个人信息已成功更新',
      detailsManagedElsewhere:
        '您的姓名、电话和其他信息由贵组织的登录服务（Keycloak）保存。请在其账户控制台中修改。',
    },
  },
};

import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './auth';

/** `console.auth.*` in Simplified Chinese: the keys of `./auth.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    auth: {
      loadingConfiguration: '正在加载控制台…',
      signingIn: '正在登录…',
      loadingTypes: '正在加载内容目录…',
      bootFailed: '控制台无法启动',
      signInFailed: '无法连接登录服务。',
      typesFailed: '无法加载内容目录类型。',
      invalidAccessToken: '访问令牌无效',
      retry: '重试',
      details: '详细信息',
      loginRedirect: {
        title: '需要使用其他账号访问',
        message:
          '您的账号没有可打开 %{path} 的角色。请使用有权限的账号登录，或请管理员为您分配角色。',
        messageNoPath:
          '您的账号没有可打开此页面的角色。请使用有权限的账号登录，或请管理员为您分配角色。',
        signIn: '重新登录',
        signOut: '退出登录',
        home: '前往仪表板',
      },
    },
  },
};

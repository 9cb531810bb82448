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
        globalConfigs: '获取全局配置时出错',
        menuItems: '获取菜单项时出错',
      },
      serverError: {
        title: '出现了问题',
        message:
          '控制台或其服务遇到了无法恢复的问题。请返回后重试；如果问题持续出现，请告诉管理员您当时在做什么。',
        back: '返回',
        backToDashboard: '返回仪表板',
      },
      account: {
        register: {
          title: '创建账户',
          message:
            '控制台没有自己的注册功能：账户及其角色由管理员在登录服务中创建。请向管理员申请账户。',
        },
        forgotPassword: {
          title: '忘记密码？',
          message: '密码属于登录服务，而不属于控制台。请在其登录页面重置密码，或联系管理员。',
        },
        resetPassword: {
          title: '重置密码',
          message: '密码属于登录服务，而不属于控制台。请在那里更改密码，或请管理员为您重置。',
        },
        mailConfirm: {
          title: '确认您的电子邮件地址',
          message: '控制台不发送确认邮件：您的电子邮件地址保存在登录服务中，由管理员管理。',
        },
        lock: {
          title: '锁定控制台',
          message: '控制台不会锁定会话。要安全离开，请退出登录；再次登录即可回来。',
          signOut: '退出登录',
        },
        backToDashboard: '返回仪表板',
      },
      notFound: {
        title: '找不到页面',
        message: '您请求的页面不存在或已被移动。',
        backToDashboard: '返回仪表板',
      },
    },
  },
};

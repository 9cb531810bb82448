/**
 * Messages of boot, sign-in, sign-out and the login-redirect page (`console.auth.*`), in the
 * console's four languages; every language has the same keys.
 */
export const messages = {
  en: {
    console: {
      auth: {
        loadingConfiguration: 'Loading the console…',
        signingIn: 'Signing in…',
        signingOut: 'Signing out…',
        loadingTypes: 'Loading the catalogue…',
        bootFailed: 'The console could not start',
        configFailed: 'The console configuration (/config.json) could not be loaded.',
        signInFailed: 'The sign-in service could not be reached.',
        typesFailed: 'The catalogue types could not be loaded.',
        retry: 'Try again',
        details: 'Details',
        loginRedirect: {
          title: 'Access needs another account',
          message:
            'Your account has no role that opens %{path}. Sign in with an account that has access, or ask an administrator to grant you a role.',
          messageNoPath:
            'Your account has no role that opens this page. Sign in with an account that has access, or ask an administrator to grant you a role.',
          signIn: 'Sign in again',
          signOut: 'Sign out',
          home: 'Go to the dashboard',
        },
      },
    },
  },
  zh: {
    console: {
      auth: {
        loadingConfiguration: '正在加载控制台…',
        signingIn: '正在登录…',
        signingOut: '正在退出登录…',
        loadingTypes: '正在加载内容目录…',
        bootFailed: '控制台无法启动',
        configFailed: '无法加载控制台配置（/config.json）。',
        signInFailed: '无法连接登录服务。',
        typesFailed: '无法加载内容目录类型。',
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
  },
  ms: {
    console: {
      auth: {
        loadingConfiguration: 'Memuatkan konsol…',
        signingIn: 'Sedang log masuk…',
        signingOut: 'Sedang log keluar…',
        loadingTypes: 'Memuatkan katalog…',
        bootFailed: 'Konsol tidak dapat dimulakan',
        configFailed: 'Konfigurasi konsol (/config.json) tidak dapat dimuatkan.',
        signInFailed: 'Perkhidmatan log masuk tidak dapat dihubungi.',
        typesFailed: 'Jenis katalog tidak dapat dimuatkan.',
        retry: 'Cuba lagi',
        details: 'Butiran',
        loginRedirect: {
          title: 'Akses memerlukan akaun lain',
          message:
            'Akaun anda tiada peranan yang membuka %{path}. Log masuk dengan akaun yang mempunyai akses, atau minta pentadbir memberikan peranan kepada anda.',
          messageNoPath:
            'Akaun anda tiada peranan yang membuka halaman ini. Log masuk dengan akaun yang mempunyai akses, atau minta pentadbir memberikan peranan kepada anda.',
          signIn: 'Log masuk semula',
          signOut: 'Log keluar',
          home: 'Pergi ke papan pemuka',
        },
      },
    },
  },
  ta: {
    console: {
      auth: {
        loadingConfiguration: 'கன்சோல் ஏற்றப்படுகிறது…',
        signingIn: 'உள்நுழைகிறது…',
        signingOut: 'வெளியேறுகிறது…',
        loadingTypes: 'பட்டியல் ஏற்றப்படுகிறது…',
        bootFailed: 'கன்சோலைத் தொடங்க முடியவில்லை',
        configFailed: 'கன்சோல் அமைப்புகளை (/config.json) ஏற்ற முடியவில்லை.',
        signInFailed: 'உள்நுழைவுச் சேவையை அணுக முடியவில்லை.',
        typesFailed: 'பட்டியல் வகைகளை ஏற்ற முடியவில்லை.',
        retry: 'மீண்டும் முயல்க',
        details: 'விவரங்கள்',
        loginRedirect: {
          title: 'அணுக வேறு கணக்கு தேவை',
          message:
            'உங்கள் கணக்கிற்கு %{path} பக்கத்தைத் திறக்கும் பங்கு எதுவும் இல்லை. அணுகல் உள்ள கணக்கில் உள்நுழையவும், அல்லது நிர்வாகியிடம் பங்கு வழங்குமாறு கேட்கவும்.',
          messageNoPath:
            'உங்கள் கணக்கிற்கு இந்தப் பக்கத்தைத் திறக்கும் பங்கு எதுவும் இல்லை. அணுகல் உள்ள கணக்கில் உள்நுழையவும், அல்லது நிர்வாகியிடம் பங்கு வழங்குமாறு கேட்கவும்.',
          signIn: 'மீண்டும் உள்நுழைக',
          signOut: 'வெளியேறு',
          home: 'டாஷ்போர்டுக்குச் செல்க',
        },
      },
    },
  },
};

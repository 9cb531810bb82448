import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  SUPPORTED_LOCALES,
  matchLanguageTag,
} from '../../domain/languages';
import type { SupportedLocale } from '../../domain/languages';

/** The languages of the sign-in pages: the console's UI languages (domain/languages.ts). */
export const LOGIN_LANGUAGES: readonly LoginLanguage[] = LOCALE_CODES;
/** One of LOGIN_LANGUAGES. */
export type LoginLanguage = SupportedLocale;

/** Product name shown on every page of the provider; a brand, so not translated. */
export const PRODUCT_NAME = 'Streaming Console';

const en = {
  pageTitle: 'Sign in',
  heading: 'Sign in to your account',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts:
    'Too many failed sign-in attempts. For your security, signing in is paused: try again in {minutes} min.',
  language: 'Language',
  errorTitle: 'Something went wrong',
  interactionExpired:
    'This sign-in request has expired or is no longer valid. Return to the console and try again.',
  errorFallback: 'The request could not be completed.',
  errorCode: 'Error code',
  signingOut: 'Signing you out…',
  signOut: 'Sign out',
  signedOut: 'You have been signed out.',
  backToConsole: 'Back to the console',
  invalidAccessToken: 'Invalid access_token',
};

/** Every message of the sign-in pages; each language must define exactly these keys. */
export type LoginMessages = Record<keyof typeof en, string>;

const zh: LoginMessages = {
  pageTitle: '登录',
  heading: '登录您的账户',
  username: '用户名',
  password: '密码',
  submit: '登录',
  invalidCredentials: '用户名或密码无效。',
  tooManyAttempts: '登录失败次数过多。为了您的安全，登录已暂停：请在 {minutes} 分钟后重试。',
  language: '语言',
  errorTitle: '出错了',
  interactionExpired: '此登录请求已过期或不再有效。请返回控制台重试。',
  errorFallback: '无法完成该请求。',
  errorCode: '错误代码',
  signingOut: '正在退出登录…',
  signOut: '退出登录',
  signedOut: '您已退出登录。',
  backToConsole: '返回控制台',
  invalidAccessToken: '访问令牌无效',
};

const ms: LoginMessages = {
  pageTitle: 'Log masuk',
  heading: 'Log masuk ke akaun anda',
  username: 'Nama pengguna',
  password: 'Kata laluan',
  submit: 'Log masuk',
  invalidCredentials: 'Nama pengguna atau kata laluan tidak sah.',
  tooManyAttempts:
    'Terlalu banyak percubaan log masuk yang gagal. Demi keselamatan anda, log masuk dijeda: cuba lagi dalam {minutes} minit.',
  language: 'Bahasa',
  errorTitle: 'Berlaku ralat',
  interactionExpired:
    'Permintaan log masuk ini telah tamat tempoh atau tidak lagi sah. Kembali ke konsol dan cuba lagi.',
  errorFallback: 'Permintaan tidak dapat diselesaikan.',
  errorCode: 'Kod ralat',
  signingOut: 'Sedang log keluar…',
  signOut: 'Log keluar',
  signedOut: 'Anda telah log keluar.',
  backToConsole: 'Kembali ke konsol',
  invalidAccessToken: 'access_token tidak sah',
};

const ta: LoginMessages = {
  pageTitle: 'உள்நுழைவு',
  heading: 'உங்கள் கணக்கில் உள்நுழையவும்',
  username: 'பயனர்பெயர்',
  password: 'கடவுச்சொல்',
  submit: 'உள்நுழை',
  invalidCredentials: 'தவறான பயனர்பெயர் அல்லது கடவுச்சொல்.',
  tooManyAttempts:
    'தோல்வியுற்ற உள்நுழைவு முயற்சிகள் அதிகம். உங்கள் பாதுகாப்புக்காக உள்நுழைவு இடைநிறுத்தப்பட்டுள்ளது: {minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.',
  language: 'மொழி',
  errorTitle: 'ஏதோ தவறு நடந்துவிட்டது',
  interactionExpired:
    'இந்த உள்நுழைவு கோரிக்கை காலாவதியாகிவிட்டது அல்லது இனி செல்லுபடியாகாது. கன்சோலுக்குத் திரும்பி மீண்டும் முயற்சிக்கவும்.',
  errorFallback: 'கோரிக்கையை முடிக்க முடியவில்லை.',
  errorCode: 'பிழைக் குறியீடு',
  signingOut: 'வெளியேற்றப்படுகிறது…',
  signOut: 'வெளியேறு',
  signedOut: 'நீங்கள் வெளியேறிவிட்டீர்கள்.',
  backToConsole: 'கன்சோலுக்குத் திரும்பு',
  invalidAccessToken: 'அணுகல் டோக்கன் செல்லாது',
};

/** The sign-in pages' messages per language (en, zh, ms, ta), with identical key sets. */
export const LOGIN_MESSAGES: Record<LoginLanguage, LoginMessages> = { en, zh, ms, ta };

/** Each language's name in that language, for the language switcher. */
export const LANGUAGE_NAMES = Object.fromEntries(
  SUPPORTED_LOCALES.map((entry) => [entry.locale, entry.name]),
) as Record<LoginLanguage, string>;

function supported(tag: string): LoginLanguage | undefined {
  return matchLanguageTag(tag);
}

function fromAcceptLanguage(header: string): LoginLanguage | undefined {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params
        .map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1])
        .find((value) => value !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = supported(entry.tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * Chooses the language of a sign-in page: an explicit choice from the language switcher first,
 * then the `ui_locales` of the authorization request (space-separated, in order of preference),
 * then the browser's Accept-Language header, else English.
 */
export function pickLanguage(sources: {
  explicit?: unknown;
  uiLocales?: unknown;
  acceptLanguage?: unknown;
}): LoginLanguage {
  if (typeof sources.explicit === 'string') {
    const language = supported(sources.explicit);
    if (language) return language;
  }
  if (typeof sources.uiLocales === 'string') {
    for (const tag of sources.uiLocales.split(' ')) {
      const language = supported(tag);
      if (language) return language;
    }
  }
  if (typeof sources.acceptLanguage === 'string') {
    const language = fromAcceptLanguage(sources.acceptLanguage);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

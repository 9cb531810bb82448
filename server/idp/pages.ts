import { LANGUAGE_NAMES, LOGIN_LANGUAGES, LOGIN_MESSAGES, PRODUCT_NAME } from './loginMessages';
import type { LoginLanguage } from './loginMessages';

/** Escapes text for use in HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The weights of Mulish the pages use, served by the provider under `{mountPath}/fonts/`. */
export const PAGE_FONT_WEIGHTS = [400, 600, 700] as const;

/** Path (under the provider's mount path) of one weight of the pages' typeface. */
export function fontPath(weight: (typeof PAGE_FONT_WEIGHTS)[number]): string {
  return `/fonts/mulish-${weight}.woff2`;
}

/** Mulish from the provider itself (the CSP allows fonts from 'self' only), where the mount is known. */
function fontFaces(mountPath: string | undefined): string {
  if (mountPath === undefined) return '';
  return PAGE_FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:Mulish;font-style:normal;font-display:swap;font-weight:${weight};src:url(${mountPath}${fontPath(weight)}) format("woff2")}`,
  ).join('\n');
}

/**
 * The console's look (src/theme): its typeface, Mulish, and the default dark theme's colours
 * (defaultDark: background #111827, paper #1e293b, primary #4f46e5; the accent lightened where it
 * is text on the dark surfaces, as the console's readable-colour rule does), 8 px corners.
 */
const STYLE = `
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
background:#111827;color:#f1f5f9;font:16px/1.5 Mulish,Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans Tamil","Noto Sans SC",sans-serif}
main{width:100%;max-width:400px;background:#1e293b;border:1px solid #334155;border-radius:8px;padding:32px 28px;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px rgba(0,0,0,.14),0 1px 10px rgba(0,0,0,.12)}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 20px;font-size:15px;font-weight:700;color:#f1f5f9}
.brand::before{content:"";width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#4f46e5,#22d3ee)}
h1{margin:0 0 20px;font-size:22px;font-weight:700}
p{margin:0 0 12px}
label{display:block;margin:16px 0 6px;font-size:14px;font-weight:600;color:#cbd5e1}
input{width:100%;padding:10px 12px;font:inherit;color:#f1f5f9;background:#111827;border:1px solid #475569;border-radius:8px}
input:focus{outline:2px solid #a5b4fc;outline-offset:1px;border-color:#a5b4fc}
button{width:100%;margin-top:24px;padding:11px;font:inherit;font-weight:600;color:#ffffff;background:#4f46e5;border:0;border-radius:8px;cursor:pointer}
button:hover,button:focus{background:#4338ca}
button:focus-visible{outline:2px solid #a5b4fc;outline-offset:2px}
.error{margin:0 0 8px;padding:10px 12px;font-size:14px;color:#fecaca;background:#3b1a1a;border:1px solid #f87171;border-radius:8px}
.muted{color:#94a3b8;font-size:14px}
a{color:#a5b4fc}
nav{margin-top:24px;font-size:14px;color:#94a3b8;text-align:center}
nav a{display:inline-block;margin:2px 6px;padding:2px 4px;text-decoration:none}
nav a[aria-current]{color:#f1f5f9;font-weight:700;border-bottom:2px solid #a5b4fc}
@media (max-width:420px){main{padding:24px 18px}}
`;

function layout(
  language: LoginLanguage,
  title: string,
  body: string,
  mountPath: string | undefined,
): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>${fontFaces(mountPath)}${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
${body}
</main>
</body>
</html>`;
}

/**
 * The authorization request parameter by which the console says why it signed the user out
 * (authProvider/signOutReason.ts); its one value the sign-in page knows is 'invalid_access_token'.
 */
export const SIGN_OUT_REASON_PARAM = 'signout_reason';

/** What the sign-in form needs to render. */
export interface LoginPageInput {
  language: LoginLanguage;
  /** Path the provider is mounted under (e.g. '/auth'): where the page's fonts are served. */
  mountPath?: string;
  /** Where the form posts (the interaction's login URL). */
  action: string;
  /** URL of this page in another language, for the switcher. */
  languageHref: (language: LoginLanguage) => string;
  /** The username to pre-fill after a failed attempt. */
  username?: string;
  /** Show the invalid-credentials message. */
  failed?: boolean;
  /** Show the too-many-attempts message: the minutes until the next attempt is allowed. */
  tooManyAttempts?: number;
  /**
   * Why the console signed the user out before this sign-in (the authorization request's
   * `signout_reason`): said until another message replaces it.
   */
  signOutReason?: 'invalid_access_token';
}

/** The sign-in page: a plain HTML form (username, password, submit) that works without JavaScript. */
export function renderLoginPage(input: LoginPageInput): string {
  const t = LOGIN_MESSAGES[input.language];
  const message =
    input.tooManyAttempts !== undefined
      ? t.tooManyAttempts.replace('{minutes}', String(input.tooManyAttempts))
      : input.failed
        ? t.invalidCredentials
        : input.signOutReason === 'invalid_access_token'
          ? t.invalidAccessToken
          : undefined;
  const error =
    message !== undefined ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
  const switcher = LOGIN_LANGUAGES.map((language) =>
    language === input.language
      ? `<a href="${escapeHtml(input.languageHref(language))}" lang="${language}" aria-current="true">${escapeHtml(LANGUAGE_NAMES[language])}</a>`
      : `<a href="${escapeHtml(input.languageHref(language))}" lang="${language}">${escapeHtml(LANGUAGE_NAMES[language])}</a>`,
  ).join('');
  const body = `<h1>${escapeHtml(t.heading)}</h1>
${error}<form method="post" action="${escapeHtml(input.action)}" autocomplete="on">
<input type="hidden" name="lang" value="${input.language}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required${input.failed ? '' : ' autofocus'} value="${escapeHtml(input.username ?? '')}">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${input.failed ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<nav aria-label="${escapeHtml(t.language)}">${switcher}</nav>`;
  return layout(input.language, t.pageTitle, body, input.mountPath);
}

/** A short page with a title, a message and optionally an error code and a link. */
export function renderMessagePage(input: {
  language: LoginLanguage;
  mountPath?: string | undefined;
  title: string;
  message: string;
  code?: string | undefined;
  link?: { href: string; label: string } | undefined;
}): string {
  const t = LOGIN_MESSAGES[input.language];
  const code = input.code
    ? `<p class="muted">${escapeHtml(t.errorCode)}: <code>${escapeHtml(input.code)}</code></p>`
    : '';
  const link = input.link
    ? `<p><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`
    : '';
  return layout(
    input.language,
    input.title,
    `<h1>${escapeHtml(input.title)}</h1>\n<p>${escapeHtml(input.message)}</p>\n${code}${link}`,
    input.mountPath,
  );
}

/** Path (under the provider's mount path) of the logout page's script: no inline script (CSP). */
export const LOGOUT_SCRIPT_PATH = '/logout.js';

/** The logout page's whole script: it presses the page's sign-out button once loaded. */
export const LOGOUT_SCRIPT = "document.getElementById('logout-button').click();\n";

/**
 * The RP-initiated logout page. oidc-provider hands over a form (id "op.logoutForm") carrying its
 * xsrf token; the page submits it with logout=yes at once, so the user sees no confirmation step,
 * and without JavaScript it is a one-click button. The script is a file of the provider
 * (`mountPath` + LOGOUT_SCRIPT_PATH), as the Content-Security-Policy allows no inline script.
 */
export function renderLogoutPage(
  language: LoginLanguage,
  providerForm: string,
  mountPath: string,
): string {
  const t = LOGIN_MESSAGES[language];
  const body = `<h1>${escapeHtml(t.signingOut)}</h1>
${providerForm}
<button id="logout-button" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOut)}</button>
<script src="${escapeHtml(mountPath + LOGOUT_SCRIPT_PATH)}"></script>`;
  return layout(language, t.signOut, body, mountPath);
}

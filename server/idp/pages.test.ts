import { describe, expect, it } from 'vitest';
import { LOGIN_LANGUAGES, LOGIN_MESSAGES } from './loginMessages';
import { renderLoginPage } from './pages';

const page = (language: (typeof LOGIN_LANGUAGES)[number]) => ({
  language,
  action: '/auth/interaction/x/login',
  languageHref: (other: string) => `/auth/interaction/x?lang=${other}`,
});

describe('the sign-in page after the console signed the user out', () => {
  it("says 'Invalid access_token' in the page's language", () => {
    for (const language of LOGIN_LANGUAGES) {
      const html = renderLoginPage({ ...page(language), signOutReason: 'invalid_access_token' });
      expect(html).toContain(
        `<p class="error" role="alert">${LOGIN_MESSAGES[language].invalidAccessToken}</p>`,
      );
    }
    expect(LOGIN_MESSAGES.en.invalidAccessToken).toBe('Invalid access_token');
  });

  it('says nothing without a reason, and a failed attempt replaces the reason', () => {
    expect(renderLoginPage(page('en'))).not.toContain('role="alert"');
    const failed = renderLoginPage({
      ...page('en'),
      signOutReason: 'invalid_access_token',
      failed: true,
    });
    expect(failed).toContain(LOGIN_MESSAGES.en.invalidCredentials);
    expect(failed).not.toContain(LOGIN_MESSAGES.en.invalidAccessToken);
  });
});

describe("the sign-in page looks like the console (Mulish, the default dark theme's colours)", () => {
  it('declares Mulish from the provider and uses the defaultDark surfaces and accent', () => {
    const html = renderLoginPage({ ...page('en'), mountPath: '/auth' });
    expect(html).toMatch(
      /@font-face\{font-family:Mulish;[^}]*url\(\/auth\/fonts\/mulish-400\.woff2\)/,
    );
    expect(html).toContain('url(/auth/fonts/mulish-700.woff2)');
    expect(html).toMatch(/body\{[^}]*font:16px\/1\.5 Mulish,/);
    // defaultDark (src/theme/palettes.ts): background #111827, paper #1e293b, primary #4f46e5.
    expect(html).toContain('background:#111827');
    expect(html).toContain('background:#1e293b');
    expect(html).toContain('#4f46e5');
  });

  it('keeps the four language links, the current one marked', () => {
    const html = renderLoginPage({ ...page('ta'), mountPath: '/auth' });
    for (const language of LOGIN_LANGUAGES) expect(html).toContain(`lang="${language}"`);
    expect(html).toMatch(/lang="ta" aria-current="true"/);
  });

  it('falls back to the system fonts where the mount path is not known', () => {
    const html = renderLoginPage(page('en'));
    expect(html).not.toContain('@font-face');
    expect(html).toMatch(/font:16px\/1\.5 Mulish,/);
  });
});

import type { Adapter, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { LOGIN_LANGUAGES } from './loginMessages';
import type { LoginLanguage } from './loginMessages';

/**
 * The key of the interaction result that carries the language of the sign-in form the user
 * submitted (the one it was shown in: the client's `ui_locales`, or the user's choice on the page).
 */
export const SIGN_IN_LANGUAGE_RESULT = 'signInLanguage';

/** The storage kind of the remembered languages in `oidc_payload`. */
export const SIGN_IN_LANGUAGE_KIND = 'SignInLanguage';

/** Whether `value` is one of the sign-in pages' languages. */
export function isLoginLanguage(value: unknown): value is LoginLanguage {
  return LOGIN_LANGUAGES.some((language) => language === value);
}

/** Where the language of a sign-in is kept until its authorization code is exchanged. */
export interface SignInLanguageStore {
  /** Remembers `language` for the authorization code `codeId` for `ttlSeconds`. */
  remember(codeId: string, language: LoginLanguage, ttlSeconds: number): Promise<void>;
  /** The language of the sign-in that issued the code `codeId`, if it had a sign-in form. */
  forCode(codeId: string): Promise<LoginLanguage | undefined>;
}

/**
 * The sign-in languages as oidc-provider payload rows (kind 'SignInLanguage', id = the
 * authorization code's id), so every instance on one database sees them and they expire with
 * the code.
 */
export function signInLanguageStore(adapter: Adapter): SignInLanguageStore {
  return {
    async remember(codeId, language, ttlSeconds) {
      await adapter.upsert(codeId, { language }, ttlSeconds);
    },
    async forCode(codeId) {
      const stored = await adapter.find(codeId);
      const language: unknown = stored?.language;
      return isLoginLanguage(language) ? language : undefined;
    },
  };
}

/**
 * Carries the language of the submitted sign-in form to the tokens of that sign-in. The sign-in
 * page's login result holds it (SIGN_IN_LANGUAGE_RESULT); when the request that resumes the
 * authorization issues a code, this middleware remembers the language for that code before the
 * response leaves, and the token endpoint reads it back into the `locale` claim (see
 * buildConfiguration). Authorizations without a form (an existing session) carry no language,
 * so a client's own language choice is never overridden by an older sign-in.
 */
export function rememberSignInLanguage(
  provider: Provider,
  store: SignInLanguageStore,
  codeTtlSeconds: number,
): void {
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    const code = oidc?.entities.AuthorizationCode;
    const language = oidc?.result?.[SIGN_IN_LANGUAGE_RESULT];
    if (code?.jti && isLoginLanguage(language)) {
      await store.remember(code.jti, language, codeTtlSeconds);
    }
  });
}

import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import type { RefreshToken } from 'oidc-provider';
import { AUTHORIZATION_CODE_TTL, buildConfiguration, isUnderOrigins } from './configuration';
import type { ProviderSettings } from './configuration';
import { rememberSignInLanguage } from './signInLanguage';

function base64urlJson(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/**
 * Makes refresh token values JWT-shaped. keycloak-js 26 decodes the refresh token it receives as a
 * JWT (it splits the value on '.', base64url-decodes the middle part as JSON and reads `exp`), and
 * its init fails with "Unable to decode token" on oidc-provider's opaque values. So the token id
 * becomes `base64url(header).base64url({exp, iat, typ: 'Refresh', jti}).random`: the first two
 * parts only describe the token, the third is 256 random bits. oidc-provider still treats the whole
 * string as an opaque, unguessable id that it looks up in storage; nothing verifies or trusts the
 * readable parts (the header says alg "none" so that no JWT library mistakes them for a signature).
 */
export function makeRefreshTokensJwtShaped(provider: Provider): void {
  function generateTokenId(this: RefreshToken): string {
    const now = Math.floor(Date.now() / 1000);
    const iat = this.iat ?? now;
    const exp = this.exp ?? now + this.expiration;
    const header = base64urlJson({ alg: 'none', typ: 'JWT' });
    const payload = base64urlJson({
      exp,
      iat,
      typ: 'Refresh',
      jti: randomBytes(16).toString('base64url'),
    });
    return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
  }
  Object.defineProperty(provider.RefreshToken.prototype, 'generateTokenId', {
    value: generateTokenId,
    configurable: true,
    writable: true,
  });
}

/**
 * oidc-provider matches redirect URIs exactly; the console may return to any page (keycloak-js
 * uses the current URL). Every client, the console's and registered ones, may therefore use any
 * http(s) URL under the allowed origins, as Keycloak's `origin/*` redirect patterns allow.
 */
export function allowRedirectsUnderOrigins(provider: Provider, origins: readonly string[]): void {
  Object.defineProperty(provider.Client.prototype, 'redirectUriAllowed', {
    value: function redirectUriAllowed(value: string) {
      return isUnderOrigins(value, origins);
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(provider.Client.prototype, 'postLogoutRedirectUriAllowed', {
    value: function postLogoutRedirectUriAllowed(value: string) {
      return isUnderOrigins(value, origins);
    },
    configurable: true,
    writable: true,
  });
}

/** Creates the configured oidc-provider instance (behind a proxy-aware Koa app) for `issuer`. */
export function createProvider(issuer: string, settings: ProviderSettings): Provider {
  const provider = new Provider(issuer, buildConfiguration(settings));
  provider.proxy = true;
  makeRefreshTokensJwtShaped(provider);
  allowRedirectsUnderOrigins(provider, settings.redirectOrigins);
  rememberSignInLanguage(provider, settings.signInLanguages, AUTHORIZATION_CODE_TTL);
  return provider;
}

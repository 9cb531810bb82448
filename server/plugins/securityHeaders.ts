import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { serviceBases } from '../config';
import type { ServerConfig } from '../config';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy directives the console works under.
 *
 * Scripts: only files from this origin ('self'). The console's index.html is one module script
 * tag (Vite emits no inline script), the sign-in pages have no script, and the logout page loads
 * its one line from the provider's own path (server/idp/pages.ts), so no inline script runs
 * anywhere. 'unsafe-eval' stays for now: JSON Forms validates with ajv, which compiles each
 * schema into a function (`Function(...)`) in the browser; without it the edit forms do not
 * render. It lets the console's own code turn strings into code; it lets no injected markup run.
 * Dropping it needs the forms' validators compiled ahead of time (ajv standalone code).
 *
 * Styles: 'self' plus 'unsafe-inline', for styles only. MUI's emotion writes `<style>` elements
 * at run time (one per component style), index.html styles its body with an attribute, and the
 * sign-in pages carry their stylesheet inline. A nonce would need index.html rendered per request
 * and emotion's cache created with that nonce in the console's boot code, and would still not
 * cover style attributes; inline styles cannot run code, and with scripts, connections, forms and
 * framing locked down they leave no way to act for the user or send data away.
 *
 * Connections: this origin, the service hosts /config.json names outside `local`, and a Keycloak
 * realm's origin (keycloak-js calls its token endpoint). Forms may post to this origin and to the
 * origins the embedded provider returns to after a sign-in or logout (Chromium checks form-action
 * along the redirects that follow a form post).
 */
export function contentSecurityPolicy(
  config: Pick<ServerConfig, 'appEnv' | 'authMode' | 'keycloak' | 'redirectOrigins' | 'publicUrl'>,
): Record<string, string[]> {
  const services =
    config.appEnv === 'local'
      ? []
      : Object.values(serviceBases(config)).flatMap((base) => originOf(base) ?? []);
  const keycloak =
    config.authMode === 'keycloak' && config.keycloak ? [originOf(config.keycloak.url) ?? ''] : [];
  const unique = (values: string[]) => [...new Set(values.filter(Boolean))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...services]),
    'media-src': unique(["'self'", 'blob:', ...services]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...services, ...keycloak]),
    'frame-src': unique(["'self'", ...keycloak]),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...config.redirectOrigins, ...keycloak]),
    'frame-ancestors': ["'none'"],
  };
  // Over plain http (local development) upgrading would point every request at a port with no TLS.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every response (@fastify/helmet): the Content-Security-Policy above, no
 * framing (frame-ancestors 'none', X-Frame-Options DENY), Referrer-Policy no-referrer, and HSTS
 * only when the server is reached over https (PUBLIC_URL). Register it on the root instance before
 * the embedded provider, whose hook answers its requests itself: helmet's hook runs first and its
 * headers are already on the response.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'appEnv' | 'authMode' | 'keycloak' | 'redirectOrigins' | 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Service hosts of one platform share a site (api.* and the console's host).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

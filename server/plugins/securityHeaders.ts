import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
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
 * The console's one page meant to be framed: the silent sign-in check's landing page
 * (public/silent-check-sso.html), which keycloak-js loads in a hidden frame of the console
 * (authProvider/keycloak.ts). It may be framed by its own origin, and by nothing else; the rest
 * of its headers are every response's.
 */
const SILENT_SIGN_IN_PAGE = '/silent-check-sso.html';

/**
 * Whether a request's URL (path and query) is the silent sign-in check's page: asked of every
 * request, so it compares in place rather than splitting the URL.
 */
function isSilentSignInPage(url: string): boolean {
  return (
    url.startsWith(SILENT_SIGN_IN_PAGE) &&
    (url.length === SILENT_SIGN_IN_PAGE.length || url[SILENT_SIGN_IN_PAGE.length] === '?')
  );
}

/** Helmet's options: the parts this service sets. */
interface HelmetOptions {
  contentSecurityPolicy: { useDefaults: boolean; directives: Record<string, string[]> };
  frameguard: { action: 'deny' | 'sameorigin' };
  referrerPolicy: { policy: 'no-referrer' };
  strictTransportSecurity: { maxAge: number; includeSubDomains: boolean } | false;
  crossOriginResourcePolicy: { policy: 'same-site' };
}
type HelmetMiddleware = (
  request: IncomingMessage,
  response: Pick<ServerResponse, 'setHeader' | 'removeHeader'>,
  next: () => void,
) => void;

/** The helmet @fastify/helmet itself runs (its own dependency, whatever the install hoists). */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))(
  'helmet',
) as (options: HelmetOptions) => HelmetMiddleware;

/** A header helmet sets (with its value) or removes (X-Powered-By). */
type HeaderStep = { name: string; value: string | number | readonly string[] } | { name: string };

/**
 * What helmet does to a response with these options, recorded once: none of the options is a
 * function of the request, so every response gets the same headers. @fastify/helmet built
 * helmet's middleware anew on every request (parsing the policy's directives each time: ~5 % of
 * a get by id's time); replaying the recorded steps sets the same headers in the same order.
 */
function helmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ name, value });
      return this as unknown as ServerResponse;
    },
    removeHeader(name: string) {
      steps.push({ name });
    },
  };
  // Helmet throws a bad option at once; its `next` never receives an error.
  helmet(options)({} as IncomingMessage, recorder, () => undefined);
  return steps;
}

/**
 * Security headers on every response (helmet, as @fastify/helmet runs it): the
 * Content-Security-Policy above, no framing (frame-ancestors 'none', X-Frame-Options DENY; the
 * silent sign-in check's page framed by its own origin only), Referrer-Policy no-referrer, and
 * HSTS only when the server is reached over https (PUBLIC_URL). Register it on the root instance
 * before the embedded provider, whose hook answers its requests itself: this hook runs first and
 * its headers are already on the response.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'appEnv' | 'authMode' | 'keycloak' | 'redirectOrigins' | 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  const stepsWhenFramed = (framed: 'none' | 'self') =>
    helmetSteps({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...contentSecurityPolicy(config), 'frame-ancestors': [`'${framed}'`] },
      },
      frameguard: { action: framed === 'self' ? 'sameorigin' : 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Service hosts of one platform share a site (api.* and the console's host).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  const steps = stepsWhenFramed('none');
  const silentSignInSteps = stepsWhenFramed('self');
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    for (const step of isSilentSignInPage(request.url) ? silentSignInSteps : steps) {
      if ('value' in step) response.setHeader(step.name, step.value);
      else response.removeHeader(step.name);
    }
    done();
  });
  // Settled at once; a promise still, as registering the plugin it replaces was.
  return Promise.resolve();
}

import { isIP, isIPv4 } from 'node:net';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from './projectRoot';
import { SERVICE_AREAS } from '../domain/serviceAreas';
import type { ServiceArea } from '../domain/serviceAreas';
import { choicesOf, configReader, textDefault } from './configTable';
import type { ConfigReader } from './configTable';

export { SERVICE_AREAS };
export type { ServiceArea };

export type AppEnv = 'local' | 'staging' | 'production' | 'production-apac' | 'production-emea';
export type AuthMode = 'embedded' | 'keycloak';
/** How the embedded provider lays out its URLs: its own (`/auth/...`) or a Keycloak realm's. */
export type IdpLayout = 'oidc' | 'keycloak';

export interface ServerConfig {
  host: string;
  port: number;
  /** The origin a browser uses to reach this server (issuer and redirect URIs derive from it). */
  publicUrl: string;
  appEnv: AppEnv;
  buildVersion: string;
  dataDir: string;
  sqliteFile: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the most connections this instance's pool opens (PG_POOL_SIZE). */
  pgPoolSize: number;
  authMode: AuthMode;
  /** The console's public OpenID Connect client. */
  clientId: string;
  /** Audience the API requires in access tokens. */
  apiAudience: string;
  /** Issuer of access tokens: the embedded provider's, or Keycloak's realm. */
  issuer: string;
  keycloak: { url: string; realm: string } | undefined;
  /** Embedded provider: URL layout (IDP_LAYOUT) and the origins its console client may return to. */
  idpLayout: IdpLayout;
  /** This server's origin first, then IDP_REDIRECT_ORIGINS. */
  redirectOrigins: string[];
  usersFile: string | undefined;
  /** Embedded provider: failed sign-ins allowed per username / per client address per window (0: no limit). */
  signInLimits: { perUser: number; perAddress: number; windowSeconds: number };
  /** Embedded provider: a JWKS file with the private signing keys (instead of keys kept in the database). */
  signingKeysFile: string | undefined;
  resourcesDir: string;
  distDir: string;
  /** Seconds a lock lives after its last heartbeat. */
  lockTtlSeconds: number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Deepest nesting of objects and arrays accepted in a request's body, query or path (MAX_JSON_DEPTH). */
  maxJsonDepth: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (TRUST_PROXY; Fastify's
   * trustProxy): false (none: the connection's address), true (all), or the proxies' addresses
   * and CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Largest image upload accepted, in bytes (spec: 128000000). */
  imageUploadLimit: number;
  /**
   * The HTTP server's limits, in seconds (0: none): a whole request must arrive within
   * `requestSeconds`, a connection silent for `connectionSeconds` is closed, an idle keep-alive
   * connection after `keepAliveSeconds`.
   */
  timeouts: { requestSeconds: number; connectionSeconds: number; keepAliveSeconds: number };
  /** How long a SIGTERM/SIGINT shutdown may take before the process exits anyway. */
  shutdownDeadlineSeconds: number;
  /** Seed the demo data when the database is empty. */
  seedDemoData: boolean;
  /**
   * With the demo seed, make the demo media at start in the background (low priority) when it is
   * not made yet (DEMO_MEDIA_AT_START, default true); false: on the first open of a video.
   */
  demoMediaAtStart: boolean;
  logLevel: string;
  /** Search totals kept for reuse until content changes; 0 turns the reuse off. */
  searchCountCacheSize: number;
  /** Dynamic client registrations accepted per client address and minute; 0 = no limit. */
  registrationsPerMinute: number;
  /** Log SQL statements slower than this many milliseconds (diagnostics); undefined = never. */
  slowQueryMs: number | undefined;
  /** The external media operations site the icon rail opens (a feature flag of /config.json). */
  operationsUrl: string | undefined;
  /** The 'Add ad break' dialog drops its first (15 s) / last (120 s) length (spec section 9; /config.json features). */
  adBreakFlags: { dropFirst: boolean; dropLast: boolean };
  /**
   * Saved filters (the lists' and the global search's) are kept on the server as user settings
   * rather than in the browser (spec section 5; SERVER_SAVED_FILTERS, /config.json features).
   */
  serverSavedFilters: boolean;
  /** The shell's job notification bell (FEATURE_NOTIFICATION; /config.json features.notification). */
  notificationFeature: boolean;
  /** Server menu settings (MENU_SETTINGS); keys containing 'disable' hide menu items. */
  menuSettings: Record<string, unknown>;
  /** APP_ENV is one of PRODUCTION_ENVS (the embedded provider then refuses plain demo passwords). */
  production: boolean;
  /** `npm start` leaves the console's build as it is (no rebuild when its sources are newer). */
  skipConsoleBuild: boolean;
  /** This instance runs background jobs (JOB_RUNNER=false: an API-only instance). */
  runJobs: boolean;
  /** How often an idle job runner looks for work, in milliseconds. */
  jobPollMs: number;
  /** How long a bulk job's claim holds without progress before another runner may take it (s). */
  jobClaimSeconds: number;
  /**
   * Test hook (TEST_CRASH_AFTER_BULK_ITEMS, ignored in production): the process exits right after
   * the n-th bulk job item's write commits; 0 is off.
   */
  testCrashAfterBulkItems: number;
  /** Where generated media, playback cuts and MP4 downloads are kept (MEDIA_DIR; default DATA_DIR/media). */
  mediaDir: string;
  /** The ffmpeg binary that makes media (FFMPEG_PATH; default: the one @ffmpeg-installer/ffmpeg ships). */
  ffmpegPath: string | undefined;
  /** Longest an ffmpeg run of a media job may take before it is stopped and the job fails (MEDIA_JOB_TIMEOUT_SECONDS). */
  mediaJobTimeoutSeconds: number;
  /** Budget of derived media (playback cuts, MP4 downloads) under MEDIA_DIR, in MB (MEDIA_CACHE_MAX_MB). */
  mediaCacheMaxMb: number;
  /** At most this much of a live-to-VOD window is rendered as the item's media (L2V_RECORDING_MAX_SECONDS). */
  liveRecordingMaxSeconds: number;
}

const APP_ENVS = choicesOf('APP_ENV') as readonly AppEnv[];

/** The environments that refuse demo defaults (the embedded provider, demo seeding) without an override. */
export const PRODUCTION_ENVS: readonly AppEnv[] = [
  'production',
  'production-apac',
  'production-emea',
];

/**
 * A production environment starts only with what a production needs: not the embedded provider
 * (demo accounts) and not the demo catalogue, unless each is overridden on purpose. One line says
 * why, so it reads well as the only output of a failed start.
 */
function refuseDemoDefaultsInProduction(
  read: ConfigReader,
  appEnv: AppEnv,
  authMode: AuthMode,
  seedDemoData: boolean,
): void {
  if (!PRODUCTION_ENVS.includes(appEnv)) return;
  const refused: string[] = [];
  if (authMode === 'embedded' && !read.flag('ALLOW_EMBEDDED_IDP_IN_PRODUCTION'))
    refused.push(
      'the embedded identity provider (AUTH_MODE=embedded; use AUTH_MODE=keycloak, or set ALLOW_EMBEDDED_IDP_IN_PRODUCTION=true)',
    );
  if (seedDemoData && !read.flag('ALLOW_DEMO_SEED_IN_PRODUCTION'))
    refused.push(
      'demo seeding (SEED_DEMO_DATA is true unless set to false; set SEED_DEMO_DATA=false, or ALLOW_DEMO_SEED_IN_PRODUCTION=true)',
    );
  if (refused.length > 0)
    throw new Error(`APP_ENV=${appEnv} refuses to start with ${refused.join(' and ')}`);
}

/** IDP_REDIRECT_ORIGINS: a comma-separated list of http(s) origins (no path). */
function originList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`IDP_REDIRECT_ORIGINS: '${entry}' is not a URL`);
      }
      if (
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.origin !== entry.replace(/\/$/, '')
      ) {
        throw new Error(
          `IDP_REDIRECT_ORIGINS: '${entry}' must be an http(s) origin such as https://console.example.com`,
        );
      }
      return url.origin;
    });
}

/** MENU_SETTINGS: a JSON object of server settings (keys containing 'disable' hide menu items). */
export function parseMenuSettings(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    throw new Error('MENU_SETTINGS must be a JSON object');
  }
}

/** Names proxy-addr (Fastify's trustProxy) accepts for its address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or 'false' (the connection's address is the client's), 'true' (every proxy:
 * only where nothing reaches the service but through them), or a comma-separated list of the
 * proxies' addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. No hop count:
 * Fastify refuses one (it cannot tell a proxy from a client sending its own X-Forwarded-For).
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text.split(',').map((entry) => {
    const range = entry.trim();
    const [address = '', prefix, ...rest] = range.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefixOk =
      prefix === undefined ||
      (/^\d+$/.test(prefix) && Number(prefix) <= bits) ||
      (version === 4 && isIPv4(prefix));
    if (!PROXY_RANGE_NAMES.includes(range) && (version === 0 || !prefixOk || rest.length > 0))
      throw new Error(
        `TRUST_PROXY must be true, false or a comma-separated list of the proxies' addresses, CIDR ranges or ${PROXY_RANGE_NAMES.join(', ')}; '${range}' is none of these`,
      );
    return range;
  });
}

/** SLOW_QUERY_MS: a positive number of milliseconds; anything else leaves the slow-query log off. */
function slowQueryThreshold(value: string | undefined): number | undefined {
  const threshold = Number(value ?? '');
  return Number.isFinite(threshold) && threshold > 0 ? threshold : undefined;
}

/**
 * Reads the configuration from the environment, the only place in server/ that does (lint
 * refuses `process.env` elsewhere), and only through the table of declared variables
 * (configTable.ts), from which docs/reference/configuration.md is generated.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const read = configReader(env);
  const root = PROJECT_ROOT;
  const port = read.positiveInt('PORT');
  const host = read.text('HOST');
  const publicUrl = (read.raw('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, '');
  const appEnv = read.text('APP_ENV') as AppEnv;
  if (!APP_ENVS.includes(appEnv)) throw new Error(`APP_ENV must be one of ${APP_ENVS.join(', ')}`);
  const authMode = read.text('AUTH_MODE') as AuthMode;
  if (authMode !== 'embedded' && authMode !== 'keycloak')
    throw new Error('AUTH_MODE must be embedded or keycloak');
  const dataDir = resolve(read.path('DATA_DIR') ?? join(root, 'data'));
  let keycloak: ServerConfig['keycloak'];
  const layoutSetting = read.text('IDP_LAYOUT');
  if (layoutSetting !== 'oidc' && layoutSetting !== 'keycloak')
    throw new Error(`IDP_LAYOUT must be oidc or keycloak, got '${layoutSetting}'`);
  const idpLayout: IdpLayout = layoutSetting;
  const idpRealm = read.text('IDP_REALM');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(idpRealm))
    throw new Error(`IDP_REALM must be 1-64 letters, digits, '-' or '_', got '${idpRealm}'`);
  // A Keycloak-shaped provider answers where a Keycloak realm would: /realms/<realm>/protocol/...
  let issuer = idpLayout === 'keycloak' ? `${publicUrl}/realms/${idpRealm}` : `${publicUrl}/auth`;
  const audience = read.raw('OIDC_AUDIENCE');
  if (authMode === 'keycloak') {
    const url = read.raw('KEYCLOAK_URL');
    const realm = read.raw('KEYCLOAK_REALM');
    if (!url || !realm) throw new Error('AUTH_MODE=keycloak needs KEYCLOAK_URL and KEYCLOAK_REALM');
    // Keycloak puts 'account' in the audience of every client's tokens in a realm: a default
    // audience would accept tokens issued to any of them. The console's API must be named.
    if (!audience)
      throw new Error(
        "AUTH_MODE=keycloak needs OIDC_AUDIENCE: the audience the realm puts in the console's access tokens (an audience mapper); 'account' is carried by every client of the realm, so there is no default",
      );
    keycloak = { url: url.replace(/\/$/, ''), realm };
    issuer = `${keycloak.url}/realms/${realm}`;
  }
  const seedDemoData = read.flag('SEED_DEMO_DATA');
  refuseDemoDefaultsInProduction(read, appEnv, authMode, seedDemoData);
  const signingKeysFile = read.path('IDP_SIGNING_KEYS_FILE');
  const ffmpegPath = read.path('FFMPEG_PATH');
  return {
    host,
    port,
    publicUrl,
    appEnv,
    buildVersion: read.text('BUILD_VERSION'),
    dataDir,
    sqliteFile: join(dataDir, 'console.db'),
    databaseUrl: read.raw('DATABASE_URL') || undefined,
    pgPoolSize: read.positiveInt('PG_POOL_SIZE'),
    authMode,
    clientId: read.text('OIDC_CLIENT_ID'),
    apiAudience: audience || textDefault('OIDC_AUDIENCE'),
    issuer,
    keycloak,
    idpLayout,
    redirectOrigins: [new URL(publicUrl).origin, ...originList(read.raw('IDP_REDIRECT_ORIGINS'))],
    usersFile: read.path('USERS_FILE'),
    signInLimits: {
      perUser: read.wholeNumber('SIGNIN_MAX_FAILURES_PER_USER'),
      perAddress: read.wholeNumber('SIGNIN_MAX_FAILURES_PER_ADDRESS'),
      windowSeconds: read.positiveInt('SIGNIN_FAILURE_WINDOW_SECONDS'),
    },
    signingKeysFile: signingKeysFile ? resolve(signingKeysFile) : undefined,
    resourcesDir: resolve(read.path('RESOURCES_DIR') ?? join(root, 'resources')),
    distDir: resolve(read.path('DIST_DIR') ?? join(root, 'dist')),
    lockTtlSeconds: read.positiveInt('LOCK_TTL_SECONDS'),
    bodyLimit: read.positiveInt('BODY_LIMIT_BYTES'),
    maxJsonDepth: read.positiveInt('MAX_JSON_DEPTH'),
    trustProxy: parseTrustProxy(read.raw('TRUST_PROXY')),
    imageUploadLimit: read.positiveInt('IMAGE_UPLOAD_LIMIT_BYTES'),
    timeouts: {
      requestSeconds: read.wholeNumber('REQUEST_TIMEOUT_SECONDS'),
      connectionSeconds: read.wholeNumber('CONNECTION_TIMEOUT_SECONDS'),
      keepAliveSeconds: read.positiveInt('KEEP_ALIVE_TIMEOUT_SECONDS'),
    },
    shutdownDeadlineSeconds: read.positiveInt('SHUTDOWN_DEADLINE_SECONDS'),
    seedDemoData,
    demoMediaAtStart: read.flag('DEMO_MEDIA_AT_START'),
    logLevel: read.text('LOG_LEVEL'),
    searchCountCacheSize: read.wholeNumber('SEARCH_COUNT_CACHE'),
    registrationsPerMinute: read.wholeNumber('REGISTRATIONS_PER_MINUTE'),
    slowQueryMs: slowQueryThreshold(read.raw('SLOW_QUERY_MS')),
    operationsUrl: read.raw('OPERATIONS_URL') || undefined,
    adBreakFlags: {
      dropFirst: read.flag('AD_BREAK_DROP_FIRST'),
      dropLast: read.flag('AD_BREAK_DROP_LAST'),
    },
    serverSavedFilters: read.flag('SERVER_SAVED_FILTERS'),
    notificationFeature: read.flag('FEATURE_NOTIFICATION'),
    menuSettings: parseMenuSettings(read.raw('MENU_SETTINGS')),
    production: PRODUCTION_ENVS.includes(appEnv),
    // Both read leniently, as they always have: only 'true' skips, only 'false' stops the runner.
    skipConsoleBuild: read.raw('SKIP_CONSOLE_BUILD') === 'true',
    runJobs: read.raw('JOB_RUNNER') !== 'false',
    jobPollMs: read.positiveInt('JOB_POLL_MS'),
    jobClaimSeconds: read.positiveInt('JOB_CLAIM_SECONDS'),
    testCrashAfterBulkItems: PRODUCTION_ENVS.includes(appEnv)
      ? 0
      : read.wholeNumber('TEST_CRASH_AFTER_BULK_ITEMS'),
    mediaDir: resolve(read.path('MEDIA_DIR') ?? join(dataDir, 'media')),
    ffmpegPath: ffmpegPath ? resolve(ffmpegPath) : undefined,
    mediaJobTimeoutSeconds: read.positiveInt('MEDIA_JOB_TIMEOUT_SECONDS'),
    // The demo source takes some 35 MB: with 120 MB of cuts and MP4s a product stays under 200 MB.
    mediaCacheMaxMb: read.positiveInt('MEDIA_CACHE_MAX_MB'),
    liveRecordingMaxSeconds: read.positiveInt('L2V_RECORDING_MAX_SECONDS'),
  };
}

const REMOTE_API_HOSTS: Record<Exclude<AppEnv, 'local'>, string> = {
  staging: 'https://api.staging.streaming.example',
  production: 'https://api.streaming.example',
  'production-apac': 'https://api.apac.streaming.example',
  'production-emea': 'https://api.emea.streaming.example',
};

/** One base URL per service area: this server in local, the platform's hosts elsewhere. */
export function serviceBases(
  config: Pick<ServerConfig, 'appEnv'>,
  override?: string,
): Record<ServiceArea, string> {
  const origin = override ?? (config.appEnv === 'local' ? '' : REMOTE_API_HOSTS[config.appEnv]);
  const prefix = config.appEnv === 'local' && !override ? '/api' : origin;
  return Object.fromEntries(SERVICE_AREAS.map((area) => [area, `${prefix}/${area}`])) as Record<
    ServiceArea,
    string
  >;
}

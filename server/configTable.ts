/**
 * Every environment variable the service reads, declared once: its name, kind, default, what it
 * does and what a production environment requires of it. The loader (config.ts) reads the
 * environment only through `configReader`, whose methods accept only names declared here (with
 * the kind the method reads), and takes typed defaults from here; the configuration reference
 * (docs/reference/configuration.md, written by `npm run docs:config`) is rendered from the same
 * table. A test fails when the loader reads an undeclared variable or the reference is stale.
 */

/** The reference's sections, in order. */
export const CONFIG_GROUPS = [
  'Server',
  'Storage',
  'Identity and sign-in',
  'Requests and limits',
  'Console features',
  'Jobs and media',
  'Operations',
  'Diagnostics and tests',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

interface VariableBase {
  name: string;
  group: ConfigGroup;
  description: string;
  /** What a production APP_ENV requires or refuses (the start fails otherwise). */
  production?: string;
  /** The default as the reference shows it, when it is computed (e.g. from another variable). */
  defaultText?: string;
}

/** A whole number above 0 ('NAME must be a positive integer, got ...' otherwise). */
interface PositiveIntegerVariable extends VariableBase {
  kind: 'positive integer';
  default: number;
}

/** A whole number, 0 or more ('NAME must be a whole number, 0 or more, got ...' otherwise). */
interface WholeNumberVariable extends VariableBase {
  kind: 'whole number';
  default: number;
}

/** 'true' or 'false' ('NAME must be true or false, got ...' otherwise). */
interface FlagVariable extends VariableBase {
  kind: 'true or false';
  default: boolean;
}

/** One of a few words. */
interface ChoiceVariable extends VariableBase {
  kind: 'one of';
  values: readonly string[];
  default: string;
}

/** Free text, a path, a URL, a list or JSON; the loader parses it. */
interface TextVariable extends VariableBase {
  kind: 'text' | 'path' | 'URL' | 'list' | 'JSON' | 'number';
  default?: string;
}

export type ConfigVariable =
  PositiveIntegerVariable | WholeNumberVariable | FlagVariable | ChoiceVariable | TextVariable;

export const CONFIG_VARIABLES = [
  // Server
  {
    name: 'PORT',
    group: 'Server',
    kind: 'positive integer',
    default: 8080,
    description: 'HTTP port.',
  },
  {
    name: 'HOST',
    group: 'Server',
    kind: 'text',
    default: '0.0.0.0',
    description: 'Bind address.',
  },
  {
    name: 'PUBLIC_URL',
    group: 'Server',
    kind: 'URL',
    defaultText: '`http://localhost:$PORT`',
    description:
      'The origin browsers use; the issuer and redirect URIs derive from it (set it behind a proxy or load balancer, the same on every instance).',
  },
  {
    name: 'APP_ENV',
    group: 'Server',
    kind: 'one of',
    values: ['local', 'staging', 'production', 'production-apac', 'production-emea'],
    default: 'local',
    description:
      "Selects the service base URLs in `/config.json` (local: this server's `/api/<area>`). The three production values refuse demo defaults (see AUTH_MODE, SEED_DEMO_DATA).",
  },
  {
    name: 'BUILD_VERSION',
    group: 'Server',
    kind: 'text',
    default: '0.1.0',
    description: 'Shown in the footer and `/config.json`.',
  },
  {
    name: 'RESOURCES_DIR',
    group: 'Server',
    kind: 'path',
    defaultText: '`./resources`',
    description: 'The catalogue type declarations.',
  },
  {
    name: 'DIST_DIR',
    group: 'Server',
    kind: 'path',
    defaultText: '`./dist`',
    description: 'The built console.',
  },
  {
    name: 'SKIP_CONSOLE_BUILD',
    group: 'Server',
    kind: 'true or false',
    default: false,
    description:
      '`true`: `npm start` leaves the console build as it is (no rebuild when its sources are newer).',
  },
  {
    name: 'LOG_LEVEL',
    group: 'Server',
    kind: 'text',
    default: 'info',
    description: 'Pino log level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`).',
  },
  // Storage
  {
    name: 'DATA_DIR',
    group: 'Storage',
    kind: 'path',
    defaultText: '`./data`',
    description:
      'The SQLite file (`console.db`) and uploaded images (`images/`); back it up as in docs/operations/backup.md.',
  },
  {
    name: 'DATABASE_URL',
    group: 'Storage',
    kind: 'URL',
    description: '`postgres://...` switches storage to PostgreSQL (otherwise SQLite in DATA_DIR).',
  },
  {
    name: 'PG_POOL_SIZE',
    group: 'Storage',
    kind: 'positive integer',
    default: 10,
    description:
      "PostgreSQL: most connections one instance opens (its pool's size). Instances times this must stay under the server's `max_connections`.",
  },
  // Identity and sign-in
  {
    name: 'AUTH_MODE',
    group: 'Identity and sign-in',
    kind: 'one of',
    values: ['embedded', 'keycloak'],
    default: 'embedded',
    description: '`embedded` (the built-in provider under `/auth`) or `keycloak`.',
    production:
      '`embedded` is refused unless ALLOW_EMBEDDED_IDP_IN_PRODUCTION=true; use `keycloak`.',
  },
  {
    name: 'KEYCLOAK_URL',
    group: 'Identity and sign-in',
    kind: 'URL',
    description: 'The Keycloak server (required in keycloak mode).',
  },
  {
    name: 'KEYCLOAK_REALM',
    group: 'Identity and sign-in',
    kind: 'text',
    description: 'The Keycloak realm (required in keycloak mode).',
  },
  {
    name: 'OIDC_CLIENT_ID',
    group: 'Identity and sign-in',
    kind: 'text',
    default: 'console',
    description:
      "The console's public client; in keycloak mode a token's `azp` must equal it (401 otherwise).",
  },
  {
    name: 'OIDC_AUDIENCE',
    group: 'Identity and sign-in',
    kind: 'text',
    default: 'urn:console:api',
    defaultText: '`urn:console:api` (keycloak mode: required)',
    description:
      'The audience access tokens must carry; keycloak mode refuses to start without it, because `account` is carried by every client of the realm.',
  },
  {
    name: 'USERS_FILE',
    group: 'Identity and sign-in',
    kind: 'path',
    defaultText: 'bundled demo users',
    description: "The embedded provider's accounts.",
    production:
      'With the embedded provider allowed, entries with plain demo passwords are refused (give `passwordHash`).',
  },
  {
    name: 'IDP_SIGNING_KEYS_FILE',
    group: 'Identity and sign-in',
    kind: 'path',
    defaultText: 'keys kept in the database',
    description:
      "A JWKS file of the embedded provider's private signing keys (RSA or EC, each with `d` and `kid`), used instead of the keys kept in the database; part of a backup.",
  },
  {
    name: 'IDP_LAYOUT',
    group: 'Identity and sign-in',
    kind: 'one of',
    values: ['oidc', 'keycloak'],
    default: 'oidc',
    description:
      "The embedded provider's URLs: `oidc` (under `/auth`) or `keycloak` (a Keycloak realm's: `/realms/$IDP_REALM/protocol/openid-connect/...`).",
  },
  {
    name: 'IDP_REALM',
    group: 'Identity and sign-in',
    kind: 'text',
    default: 'console',
    description: "The realm name in the `keycloak` layout (1-64 letters, digits, '-' or '_').",
  },
  {
    name: 'IDP_REDIRECT_ORIGINS',
    group: 'Identity and sign-in',
    kind: 'list',
    description:
      "Comma-separated http(s) origins, besides PUBLIC_URL's, whose pages may sign in with the embedded provider's console client.",
  },
  {
    name: 'ALLOW_EMBEDDED_IDP_IN_PRODUCTION',
    group: 'Identity and sign-in',
    kind: 'true or false',
    default: false,
    description:
      'With a production APP_ENV, allows the embedded provider (its users file must then hold only `passwordHash` entries).',
    production: 'Needed to start a production APP_ENV with AUTH_MODE=embedded.',
  },
  {
    name: 'SIGNIN_MAX_FAILURES_PER_USER',
    group: 'Identity and sign-in',
    kind: 'whole number',
    default: 5,
    description:
      'Failed sign-ins per username (unknown names too) per window; after that even the right password gets 429 until the window ends; 0 = no limit.',
  },
  {
    name: 'SIGNIN_MAX_FAILURES_PER_ADDRESS',
    group: 'Identity and sign-in',
    kind: 'whole number',
    default: 20,
    description:
      "Failed sign-ins per client address per window; 0 = no limit; behind a proxy raise it (or set TRUST_PROXY) since every browser shares the proxy's address.",
  },
  {
    name: 'SIGNIN_FAILURE_WINDOW_SECONDS',
    group: 'Identity and sign-in',
    kind: 'positive integer',
    default: 900,
    description: "Length of the failed sign-in window, from a key's first failure.",
  },
  {
    name: 'REGISTRATIONS_PER_MINUTE',
    group: 'Identity and sign-in',
    kind: 'whole number',
    default: 60,
    description:
      'Dynamic client registrations the embedded provider accepts per client address and minute (429 above); 0 = no limit.',
  },
  // Requests and limits
  {
    name: 'BODY_LIMIT_BYTES',
    group: 'Requests and limits',
    kind: 'positive integer',
    default: 1_048_576,
    description: 'Largest JSON body (413 above).',
  },
  {
    name: 'MAX_JSON_DEPTH',
    group: 'Requests and limits',
    kind: 'positive integer',
    default: 64,
    description:
      "Deepest nesting of objects and arrays accepted in a request's body, query or path (400 naming the limit above it).",
  },
  {
    name: 'IMAGE_UPLOAD_LIMIT_BYTES',
    group: 'Requests and limits',
    kind: 'positive integer',
    default: 128_000_000,
    description: 'Largest image upload.',
  },
  {
    name: 'TRUST_PROXY',
    group: 'Requests and limits',
    kind: 'list',
    default: 'false',
    description:
      "Whose `X-Forwarded-For` gives the client's address: `false` the connection's own address; a comma-separated list of the proxies' addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`) trusts those; `true` trusts any sender. Anything else stops the start.",
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    group: 'Requests and limits',
    kind: 'whole number',
    default: 300,
    description:
      'Longest a client may take to send its request; past it the service answers 408 and closes the connection. 0 = no limit. A request already answered (refused early) while its body still arrives is not cut by it: CONNECTION_TIMEOUT_SECONDS covers a client gone silent.',
  },
  {
    name: 'CONNECTION_TIMEOUT_SECONDS',
    group: 'Requests and limits',
    kind: 'whole number',
    default: 0,
    description:
      'A connection on which nothing is sent or received for this long is closed, even mid-request. 0 = no limit (the default: a request may wait on a slow job; idle keep-alive connections close after KEEP_ALIVE_TIMEOUT_SECONDS anyway).',
  },
  {
    name: 'KEEP_ALIVE_TIMEOUT_SECONDS',
    group: 'Requests and limits',
    kind: 'positive integer',
    default: 72,
    description:
      "An idle keep-alive connection is closed after this long. Behind a load balancer keep it longer than the balancer's idle timeout.",
  },
  {
    name: 'LOCK_TTL_SECONDS',
    group: 'Requests and limits',
    kind: 'positive integer',
    default: 900,
    description: 'A content lock expires this long after its last heartbeat.',
  },
  {
    name: 'SEARCH_COUNT_CACHE',
    group: 'Requests and limits',
    kind: 'whole number',
    default: 2000,
    description:
      'Search totals (on PostgreSQL with their first 100 hits) kept for reuse (paging, repeated terms) until any content changes, with the names of up to five times as many hits, and catalogue list pages asked for again, up to 4 KB of them for each total (8 MB by default); 0 turns reuse off.',
  },
  // Console features
  {
    name: 'SEED_DEMO_DATA',
    group: 'Console features',
    kind: 'true or false',
    default: true,
    description: 'Seed the demo catalogue into an empty database.',
    production: 'Must be `false` unless ALLOW_DEMO_SEED_IN_PRODUCTION=true.',
  },
  {
    name: 'ALLOW_DEMO_SEED_IN_PRODUCTION',
    group: 'Console features',
    kind: 'true or false',
    default: false,
    description: 'With a production APP_ENV, allows demo seeding.',
    production: 'Needed to start a production APP_ENV with SEED_DEMO_DATA left true.',
  },
  {
    name: 'DEMO_MEDIA_AT_START',
    group: 'Console features',
    kind: 'true or false',
    default: true,
    description:
      "With the demo seed, make the video editor's demo media at start in the background (low priority) when not made yet; `false`: on first use.",
  },
  {
    name: 'MENU_SETTINGS',
    group: 'Console features',
    kind: 'JSON',
    default: '{}',
    description:
      'JSON object of server menu settings; a key containing `disable` hides menu items (`{"disable_videoeditor": true}`).',
  },
  {
    name: 'OPERATIONS_URL',
    group: 'Console features',
    kind: 'URL',
    description:
      "The external media operations site the icon rail's last button opens (hidden when unset).",
  },
  {
    name: 'AD_BREAK_DROP_FIRST',
    group: 'Console features',
    kind: 'true or false',
    default: false,
    description:
      "The schedule page's 'Add ad break' dialog drops its first length (15 s); `/config.json` feature `adBreakDropFirst`.",
  },
  {
    name: 'AD_BREAK_DROP_LAST',
    group: 'Console features',
    kind: 'true or false',
    default: false,
    description:
      "The schedule page's 'Add ad break' dialog drops its last length (120 s); `/config.json` feature `adBreakDropLast`.",
  },
  {
    name: 'FEATURE_NOTIFICATION',
    group: 'Console features',
    kind: 'true or false',
    default: true,
    description:
      "The console's job notification bell (the specification's `notification` feature flag); `false` takes the bell, its feed and its event stream out of the toolbar; `/config.json` feature `notification`.",
  },
  {
    name: 'SERVER_SAVED_FILTERS',
    group: 'Console features',
    kind: 'true or false',
    default: true,
    description:
      "Saved filters (the lists' and the global search's) are kept on the server as the user's settings; `false` keeps them in the browser; `/config.json` feature `serverSavedFilters`.",
  },
  // Jobs and media
  {
    name: 'JOB_RUNNER',
    group: 'Jobs and media',
    kind: 'true or false',
    default: true,
    description:
      '`false` starts an instance that serves requests but claims no background jobs; another instance on the same database runs them.',
  },
  {
    name: 'JOB_POLL_MS',
    group: 'Jobs and media',
    kind: 'positive integer',
    default: 500,
    description: 'How often an idle job runner looks for queued jobs, in milliseconds.',
  },
  {
    name: 'JOB_CLAIM_SECONDS',
    group: 'Jobs and media',
    kind: 'positive integer',
    default: 30,
    description:
      "How long a bulk job stays with the instance running it without progress: when that instance dies mid-job, another instance's runner takes the job over after this long and resumes it after its last counted item.",
  },
  {
    name: 'MEDIA_DIR',
    group: 'Jobs and media',
    kind: 'path',
    defaultText: '`$DATA_DIR/media`',
    description:
      "Generated media: the demo source, playback cuts and MP4 downloads (made again when missing) and live-to-VOD items' media under `vod/` (made once by their jobs: part of a backup).",
  },
  {
    name: 'FFMPEG_PATH',
    group: 'Jobs and media',
    kind: 'path',
    defaultText: 'the one @ffmpeg-installer/ffmpeg ships',
    description: 'The ffmpeg binary that makes media.',
  },
  {
    name: 'MEDIA_JOB_TIMEOUT_SECONDS',
    group: 'Jobs and media',
    kind: 'positive integer',
    default: 600,
    description:
      'Longest an ffmpeg run of a media job may take before it is stopped and the job fails.',
  },
  {
    name: 'MEDIA_CACHE_MAX_MB',
    group: 'Jobs and media',
    kind: 'positive integer',
    default: 120,
    description: 'Budget of derived media (playback cuts, MP4 downloads) under MEDIA_DIR, in MB.',
  },
  {
    name: 'L2V_RECORDING_MAX_SECONDS',
    group: 'Jobs and media',
    kind: 'positive integer',
    default: 300,
    description: "At most this much of a live-to-VOD window is rendered as the item's media.",
  },
  // Operations
  {
    name: 'SHUTDOWN_DEADLINE_SECONDS',
    group: 'Operations',
    kind: 'positive integer',
    default: 25,
    description:
      "On SIGTERM or SIGINT the service stops accepting connections, stops any ffmpeg still making media (made again when next needed), lets requests in flight finish and closes the database; a shutdown not done after this long is cut short (exit code 1). Keep it under the orchestrator's grace period (Kubernetes: 30 s).",
  },
  {
    name: 'HEAP_GROWTH_PERCENT',
    group: 'Operations',
    kind: 'whole number',
    default: 60,
    description:
      "How far the JavaScript heap may grow past what the last full collection kept before collecting again (V8 `--heap-growing-percent`); 0 = V8's own rule. Read by `server/start.mjs` before the server loads (a whole number 0-999).",
  },
  // Diagnostics and tests
  {
    name: 'SLOW_QUERY_MS',
    group: 'Diagnostics and tests',
    kind: 'number',
    description:
      'Log SQL statements slower than this many milliseconds; unset, 0 or not a number: no log.',
  },
  {
    name: 'TEST_CRASH_AFTER_BULK_ITEMS',
    group: 'Diagnostics and tests',
    kind: 'whole number',
    default: 0,
    description:
      "Test hook: the process exits right after the n-th bulk job item's write commits; 0 is off.",
    production: 'Ignored.',
  },
] as const satisfies readonly ConfigVariable[];

type Declared = (typeof CONFIG_VARIABLES)[number];
/** A declared variable's name. */
export type ConfigName = Declared['name'];
type NameOfKind<K extends ConfigVariable['kind']> = Extract<Declared, { kind: K }>['name'];
type NameWithTextDefault = Extract<Declared, { default: string }>['name'];

/** The declaration of `name`. */
export function configVariable(name: ConfigName): ConfigVariable {
  const found = (CONFIG_VARIABLES as readonly ConfigVariable[]).find((v) => v.name === name);
  if (!found) throw new Error(`${name} is not declared in server/configTable.ts`);
  return found;
}

/** The values a 'one of' variable accepts. */
export function choicesOf(name: NameOfKind<'one of'>): readonly string[] {
  const variable = configVariable(name);
  return variable.kind === 'one of' ? variable.values : [];
}

/** The table's default of a text variable. */
export function textDefault(name: NameWithTextDefault): string {
  const variable = configVariable(name);
  return typeof variable.default === 'string' ? variable.default : '';
}

function numericDefault(name: ConfigName): number {
  const variable = configVariable(name);
  if (typeof variable.default !== 'number') throw new Error(`${name} has no numeric default`);
  return variable.default;
}

/**
 * The environment as the loader may read it: only declared names, each through the method of its
 * kind, with the table's default when unset or empty.
 */
export interface ConfigReader {
  /** The variable's value as set (undefined when unset): the loader parses it itself. */
  raw(name: ConfigName): string | undefined;
  /**
   * A folder or file: undefined when unset (the caller's default); a value that is set but empty
   * is refused (it would resolve to the working directory, and the service would write there).
   */
  path(name: NameOfKind<'path'>): string | undefined;
  /** The value, or the table's default when unset (an empty value is kept). */
  text(name: NameWithTextDefault): string;
  positiveInt(name: NameOfKind<'positive integer'>): number;
  wholeNumber(name: NameOfKind<'whole number'>): number;
  flag(name: NameOfKind<'true or false'>): boolean;
}

export function configReader(env: NodeJS.ProcessEnv): ConfigReader {
  return {
    raw: (name) => env[name],
    path(name) {
      const value = env[name];
      if (value !== undefined && value.trim() === '')
        throw new Error(`${name} is set but empty: give a path, or leave it unset for its default`);
      return value;
    },
    text: (name) => env[name] ?? textDefault(name),
    positiveInt(name) {
      const value = env[name];
      if (value === undefined || value === '') return numericDefault(name);
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0)
        throw new Error(`${name} must be a positive integer, got '${value}'`);
      return n;
    },
    wholeNumber(name) {
      const value = env[name];
      if (value === undefined || value === '') return numericDefault(name);
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0)
        throw new Error(`${name} must be a whole number, 0 or more, got '${value}'`);
      return n;
    },
    flag(name) {
      const value = env[name];
      const variable = configVariable(name);
      if (value === undefined || value === '') return variable.default === true;
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw new Error(`${name} must be true or false, got '${value}'`);
    },
  };
}

import { describeSchemaError } from '../domain/validation/schemaErrorMessages';
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from '../domain/envelope';
import type { ServerConfig, ServiceArea } from './config';
import { ApiError, boundedErrors } from './errors';
import { registerAuth } from './plugins/auth';
import { registerIdentityProvider } from './plugins/idp';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerTextGuard } from './plugins/textGuard';
import { loadUsers } from './idp/users';
import { itemTypesOf } from './content/itemTypes';
import { loadAppConfigTypes } from './content/appConfigType';
import { loadResourceCatalog, loadSharedDefinitions } from './resourceCatalog';
import type { ResourceCatalog } from './resourceCatalog';
import { createLiveCatalog } from './types/liveCatalog';
import { registerTypeDesignerRoutes } from './routes/typeDesigner';
import { openStorage } from './store/db';
import { SearchCountCache } from './store/searchCountCache';
import type { Storage } from './store/db';
import { registerAuditRoutes } from './routes/audit';
import { registerBulkRoutes } from './routes/bulk';
import { registerCatalogRoutes } from './routes/catalog';
import { registerConfigRoutes } from './routes/config';
import { registerAppConfigRoutes } from './routes/appConfig';
import { registerAdTagRoutes } from './routes/adTags';
import { registerAdSettingRoutes } from './routes/adSettings';
import { adTagResourceType } from './content/adTagType';
import { storefrontResourceTypes } from './content/storefrontTypes';
import { registerStorefrontRoutes } from './routes/storefront';
import { registerStorefrontContentRoutes } from './routes/storefrontContent';
import { registerStorefrontTitleRoutes } from './routes/storefrontTitles';
import type { RouteDeps } from './routes/context';
import { registerPolicyRoutes } from './routes/policy';
import { registerPolicyAttributeRoutes } from './routes/policyAttributes';
import { registerPolicyRuleRoutes } from './routes/policyRules';
import { registerPersonaRoutes } from './routes/policyPersonas';
import { registerSearchRoutes } from './routes/search';
import { registerUserRoutes } from './routes/user';
import { registerImageRoutes } from './routes/images';
import { registerLiveToVodRoutes } from './routes/liveToVod';
import { registerMediaOpsRoutes } from './routes/mediaOps';
import { registerInfrastructureRoutes } from './routes/infrastructure';
import { registerGeoRoutes } from './routes/geo';
import { registerScheduleRoutes } from './routes/schedule';
import { registerScheduleGuideRoutes } from './routes/scheduleGuide';
import { scheduleResourceType } from './schedule/scheduleType';
import { registerNotificationRoutes } from './routes/notifications';
import { registerEpisodeSortRoutes } from './routes/episodeSort';
import { registerSeriesRoutes } from './routes/series';
import { createJobChangeHub } from './notifications/jobChannel';
import { createStreamTickets } from './notifications/streamTickets';
import { registerVllRoutes } from './routes/vll';
import { registerEpgRoutes } from './routes/epg';
import { registerPlaybackRoutes } from './routes/playback';
import { createMediaService } from './media/mediaService';
import type { MediaService } from './media/mediaService';
import { compilersOnFirstUse } from './plugins/routeSchemaCompilers';

export interface BuiltApp {
  app: FastifyInstance;
  storage: Storage;
  catalog: ResourceCatalog;
  deps: RouteDeps;
  /** The playback service's media (server/main.ts makes the demo media at start). */
  media: MediaService;
}

/** Areas that serve the catalogue API (section 7: 'Live, CMS store, virtual channel, program: same shapes'). */
const CONTENT_AREAS: readonly ServiceArea[] = ['catalog', 'live', 'vll', 'cmsstore', 'syndication'];

function fastifyErrorToApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    // Descriptions in plain words from the one message map (domain/validation), not ajv's text.
    const errors = error.validation.map((v) => {
      const missing = (v.params as { missingProperty?: string }).missingProperty;
      const path =
        v.keyword === 'required' && missing ? `${v.instancePath}/${missing}` : v.instancePath;
      return {
        code: 400,
        field: v.instancePath || String(missing ?? ''),
        description: `${error.validationContext ?? 'request'}${path} ${describeSchemaError(v)}`,
      };
    });
    return new ApiError(400, errors[0]?.description ?? 'Invalid request', errors);
  }
  if (error.code === 'FST_ERR_BAD_URL')
    return new ApiError(400, 'The path is not valid: bad percent-encoding or not UTF-8');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return new ApiError(414, `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiError(413, 'Request body is too large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError(415, 'Unsupported content type');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new ApiError(400, 'The request body is empty');
  if (error.statusCode === 400) return new ApiError(400, `Malformed request: ${error.message}`);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new ApiError(error.statusCode, error.message);
  return new ApiError(500, 'Request failed');
}

/** The router's longest path parameter (Fastify's maxParamLength, its default); 414 above. */
const MAX_PARAM_LENGTH = 100;

/** Any error as the envelope, with the status it carries; 5xx logged with their cause. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const apiError = fastifyErrorToApiError(error);
  if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else
    request.log.info({ status: apiError.statusCode, reason: apiError.message }, 'request refused');
  return reply
    .code(apiError.statusCode)
    .send(errorEnvelope(boundedErrors(apiError.errors, apiError.statusCode), apiError.data));
}

/**
 * What Node's HTTP parser refuses before any request exists (headers past its limit, a request
 * line it cannot read, a request too slow to arrive), answered as the envelope straight on the
 * socket, which is then closed (Fastify's default answers the same statuses in its own shape).
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, description] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify(errorEnvelope([{ code: status, description }]));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** How often Node looks for requests past their timeout: a quarter of it, between 1 s and 30 s. */
function checkingInterval(requestSeconds: number): number {
  if (requestSeconds === 0) return 30_000;
  return Math.min(30_000, Math.max(1_000, (requestSeconds * 1000) / 4));
}

/**
 * Builds the whole service (so tests can `inject()` or listen): storage, the embedded identity
 * provider (or Keycloak settings), token checks, every service area's routes under its base,
 * `/config.json`, health checks and the console's static files.
 */
export async function buildApp(
  config: ServerConfig,
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimit,
    // Timeouts (REQUEST_/CONNECTION_/KEEP_ALIVE_TIMEOUT_SECONDS; 0 is none). Node checks request
    // timeouts every connectionsCheckingInterval (30 s by default): a shorter limit checks oftener.
    requestTimeout: config.timeouts.requestSeconds * 1000,
    connectionTimeout: config.timeouts.connectionSeconds * 1000,
    keepAliveTimeout: config.timeouts.keepAliveSeconds * 1000,
    http: { connectionsCheckingInterval: checkingInterval(config.timeouts.requestSeconds) },
    ajv: {
      customOptions: {
        coerceTypes: true,
        removeAdditional: false,
        useDefaults: true,
        allErrors: true,
      },
    },
    // Outside production each route's schemas compile on its first request (a faster start);
    // a production start compiles them all before it serves.
    ...(config.production ? {} : { schemaController: { compilersFactory: compilersOnFirstUse() } }),
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The client's address (request.ip: sign-in limits, logs) through the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
    // The router's refusals (a path that is not percent-encoded UTF-8, a parameter over
    // maxParamLength) go through the same envelope as every other error.
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
  // Lets a test see every route as it is registered (the route table's schemas are checked).
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Before any route, so the OpenAPI document sees them all.
  await registerOpenApi(app, { version: config.buildVersion });
  // JSON only (images have their own parsers): a text/plain body is an unsupported type (415).
  app.removeContentTypeParser('text/plain');
  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    slowQueryMs: config.slowQueryMs,
    poolSize: config.pgPoolSize,
  });
  app.addHook('onClose', async () => storage.close());
  // The built-in types of resources/ merged with the types designed in the console (published
  // ones), read again whenever another instance publishes one (server/types/liveCatalog.ts).
  // A production start compiles every type's schema before it serves (a broken resources/ folder
  // stops it); elsewhere each schema compiles on its first validation (a faster start).
  const sharedDefs = loadSharedDefinitions(config.resourcesDir);
  const catalog = createLiveCatalog({
    builtIn: loadResourceCatalog(config.resourcesDir, {
      compile: config.production ? 'now' : 'on-first-use',
    }),
    db: storage.db,
    defs: sharedDefs,
    onError: (error, type) =>
      app.log.error({ err: error, type }, 'a designed catalogue type cannot be served'),
  });
  await catalog.reload();
  // A callback hook: a request with no check due goes on without a promise (nearly every one).
  app.addHook('onRequest', (request, _reply, done) => {
    const checking = request.url.startsWith('/api/') ? catalog.refreshIfChanged() : undefined;
    if (checking) checking.then(() => done(), done);
    else done();
  });
  // App configuration types as data (resources/_appconfig/<type>/), beside the catalogue's.
  const appConfigTypes = loadAppConfigTypes(join(config.resourcesDir, '_appconfig'), {
    compile: config.production ? 'now' : 'on-first-use',
  });
  const deps: RouteDeps = {
    db: storage.db,
    dialect: storage.dialect,
    catalog,
    itemTypes: itemTypesOf(catalog, [
      appConfigTypes.resourceType,
      adTagResourceType(),
      ...Object.values(storefrontResourceTypes()),
      scheduleResourceType(),
    ]),
    lockTtlMs: config.lockTtlSeconds * 1000,
    generation: storage.generation,
    searchCounts: new SearchCountCache(storage.generation, {
      maxEntries: config.searchCountCacheSize,
    }),
  };

  app.setErrorHandler(sendError);

  // Before every route: no U+0000, lone surrogate or other control character than tab, LF and
  // CR in paths, queries or JSON bodies, nothing nested past MAX_JSON_DEPTH (400).
  registerTextGuard(app, { maxDepth: config.maxJsonDepth });

  // Before the embedded provider, whose hook answers its own requests: they get the headers too.
  await registerSecurityHeaders(app, config);

  if (config.authMode === 'embedded') {
    const idp = await registerIdentityProvider(app, {
      db: storage.db,
      issuer: config.issuer,
      users: loadUsers(config.usersFile, { allowDemoPasswords: !config.production }),
      clientId: config.clientId,
      redirectOrigins: config.redirectOrigins,
      layout: config.idpLayout,
      apiAudience: config.apiAudience,
      registrationsPerMinute: config.registrationsPerMinute,
      signInLimits: config.signInLimits,
      signingKeysFile: config.signingKeysFile,
    });
    registerAuth(app, { issuer: idp.issuer, audience: config.apiAudience, jwks: idp.jwks });
  } else {
    registerAuth(app, {
      issuer: config.issuer,
      audience: config.apiAudience,
      jwksUrl: `${config.issuer}/protocol/openid-connect/certs`,
      authorizedParty: config.clientId,
    });
  }

  registerInfrastructureRoutes(app, { config, storage });

  for (const area of CONTENT_AREAS) {
    await app.register(
      async (scope) => {
        registerCatalogRoutes(scope, deps);
        registerSearchRoutes(scope, deps);
        registerBulkRoutes(scope, deps);
        // Virtual channels' schedules and guide (issue 10; domain/schedule/api.ts).
        if (area === 'vll') {
          registerScheduleRoutes(scope, deps);
          registerScheduleGuideRoutes(scope, deps);
        }
        if (area === 'catalog') {
          registerTypeDesignerRoutes(scope, {
            db: storage.db,
            catalog,
            defs: sharedDefs,
            resourcesDir: config.resourcesDir,
            generation: storage.generation,
          });
          registerEpisodeSortRoutes(scope, deps);
          registerSeriesRoutes(scope, deps);
        }
      },
      { prefix: `/api/${area}` },
    );
  }
  await app.register(async (scope) => registerSearchRoutes(scope, deps), { prefix: '/api/search' });
  // Job changes for the notification streams: NOTIFY on PostgreSQL, in-process on SQLite.
  const jobChanges = createJobChangeHub({ databaseUrl: config.databaseUrl, log: app.log });
  app.addHook('onClose', async () => jobChanges.close());
  await app.register(
    async (scope) => {
      registerUserRoutes(scope, deps);
      registerNotificationRoutes(scope, deps, {
        hub: jobChanges,
        tickets: createStreamTickets(storage.db),
      });
    },
    { prefix: '/api/user' },
  );
  await app.register(async (scope) => registerAuditRoutes(scope, deps), { prefix: '/api/audit' });
  await app.register(
    async (scope) => {
      registerPolicyRoutes(scope, deps);
      registerPolicyAttributeRoutes(scope, deps);
      registerPolicyRuleRoutes(scope, deps);
      registerPersonaRoutes(scope, deps);
    },
    { prefix: '/api/policy' },
  );
  await app.register(
    async (scope) => {
      registerConfigRoutes(scope, deps, { menuSettings: config.menuSettings });
      registerAppConfigRoutes(scope, deps, appConfigTypes);
    },
    { prefix: '/api/config' },
  );
  await app.register(
    async (scope) => {
      registerAdTagRoutes(scope, deps);
      registerAdSettingRoutes(scope, deps);
    },
    { prefix: '/api/ads' },
  );
  await app.register(
    async (scope) => {
      registerStorefrontRoutes(scope, deps);
      registerStorefrontTitleRoutes(scope, deps);
      registerStorefrontContentRoutes(scope, deps);
    },
    { prefix: '/api/storefront' },
  );
  // Plain REST (ra-data-simple-rest's conventions), with its own error shape.
  await app.register(async (scope) => registerGeoRoutes(scope, deps), { prefix: '/api/geo' });
  // Issue 10: virtual channel numbers and program usage beside the vll catalogue; the EPG service.
  await app.register(async (scope) => registerVllRoutes(scope, deps), { prefix: '/api/vll' });
  await app.register(async (scope) => registerEpgRoutes(scope, deps), { prefix: '/api/epg' });
  // Issue 14: the playback service (media made with ffmpeg, DASH playback, MP4 jobs, clips).
  const media = createMediaService(storage.db, config, app.log, '/api/playback');
  await app.register(async (scope) => registerPlaybackRoutes(scope, deps, media), {
    prefix: '/api/playback',
  });
  if (config.runJobs) {
    const stopMp4Jobs = media.startRunner();
    app.addHook('onClose', async () => stopMp4Jobs());
  }
  // Issue 14: restore original and re-aggregate on the catalogue; live-to-VOD beside live items.
  await app.register(async (scope) => registerMediaOpsRoutes(scope, deps), {
    prefix: '/api/catalog',
  });
  await app.register(async (scope) => registerLiveToVodRoutes(scope, deps), {
    prefix: '/api/live',
  });

  registerImageRoutes(app, deps, {
    dataDir: config.dataDir,
    uploadLimit: config.imageUploadLimit,
  });

  const indexFile = join(config.distDir, 'index.html');
  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed build assets never change; the page itself is always revalidated.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send(
        errorEnvelope([
          {
            code: 404,
            description: `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}`,
          },
        ]),
      );
    }
    if (request.method === 'GET' && existsSync(indexFile)) {
      // The console's client-side routes all load the same page.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', config.distDir, { cacheControl: false });
    }
    return reply.code(404).send(errorEnvelope([{ code: 404, description: 'Not found' }]));
  });

  return { app, storage, catalog, deps, media };
}

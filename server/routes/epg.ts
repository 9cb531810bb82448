import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { LIVE_TO_VOD_SOURCE_TYPES } from '../../domain/media/liveToVod';
import type { Action } from '../../domain/permissions/actions';
import { can } from '../../domain/permissions/permissionsFor';
import { EVENT_INGESTION_TYPES, isInFlight, onDemandProblems } from '../../domain/epg/ingestion';
import type { IngestionKind, OnDemandRequest } from '../../domain/epg/ingestion';
import { startedAiringMessage, startsInPastMessage } from '../../domain/schedule/scheduleDayRules';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { scheduleError } from '../schedule/scheduleWrites';
import { productsOf } from '../store/contentIndex';
import { docOf } from '../store/contentRepository';
import {
  cancelIngestionJob,
  currentRowsOfTypes,
  ingestionJobsByIds,
  ingestionJobsForChannels,
  replaceIngestionPayload,
} from '../store/vllRepository';
import {
  EPG_CHANNEL_TYPES,
  EVENT_TYPES,
  createIngestionJob,
  ingestionView,
  payloadOf,
} from '../vll/epgIngestion';
import type { GuideAiring } from '../vll/epgIngestion';
import type { RouteDeps } from './context';
import { envelopeResponses, idParams, requestProduct } from './context';

const MAX_STATUS_IDS = 100;

function allow(request: FastifyRequest, action: Action): void {
  if (!can(currentUser(request), action, 'epg'))
    throw forbidden(`You do not have permission to ${action} the EPG`);
}

const onDemandBody = (kind: IngestionKind) =>
  ({
    type: 'object',
    required:
      kind === 'event'
        ? ['channelId', 'start', 'station', 'teamId']
        : ['channelId', 'start', 'station'],
    additionalProperties: false,
    properties: {
      channelId: { type: 'string', maxLength: 200 },
      start: { type: 'string', maxLength: 40 },
      station: { type: 'string', maxLength: 64 },
      ...(kind === 'event' ? { teamId: { type: 'string', maxLength: 200 } } : {}),
    },
  }) as const;

/** `ids` (ingestion ids), or `channelId`: that channel's or event's ingestions. */
const statusQuery = {
  type: 'object',
  anyOf: [{ required: ['ids'] }, { required: ['channelId'] }],
  additionalProperties: false,
  properties: {
    ids: { type: 'string', minLength: 1, maxLength: 100 * 40 },
    channelId: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const dayPattern = '^\\d{4}-\\d{2}-\\d{2}$';

/** The live events the EPG page works on: those converted to VOD and those re-processed by team. */
export const EPG_LIVE_EVENT_TYPES: readonly string[] = [
  ...new Set<string>([...LIVE_TO_VOD_SOURCE_TYPES, ...EVENT_INGESTION_TYPES]),
];
const MAX_LIVE_EVENTS = 200;
const DAY_MS = 864e5;

interface NameEntry {
  lang: string;
  n: string;
}
function namesOf(value: unknown): NameEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is NameEntry =>
      typeof (entry as NameEntry | null)?.lang === 'string' &&
      typeof (entry as NameEntry | null)?.n === 'string',
  );
}
/** The name in `lang`, else English, else the first. */
function nameIn(names: NameEntry[], lang: string): string | undefined {
  return (
    names.find((entry) => entry.lang === lang)?.n ??
    names.find((entry) => entry.lang === 'en')?.n ??
    names[0]?.n
  );
}

/**
 * The EPG service (issue 10; spec sections 4, 7, 8), under `/api/epg`, on page `epg` (view to
 * read, update to ingest, cancel or edit): on-demand ingestion of a live channel's guide for a
 * day from a station (`POST /epg/ingestion/ondemand`), its status (`GET /epg/ingestion/status?ids=`, or `?channelId=` for a target's latest),
 * cancelling it (`DELETE /epg/ingestion/reset/{id}`), the same for sports events by team
 * (`/epg/event/ingestion/...` with teamId), the channels' guide for a day (`GET /epg/guide`) and
 * an airing's edit (`PUT /epg/airing/{id}` with mode). Ingestions are job rows run in the
 * background from the database (a restart resumes them).
 */
export function registerEpgRoutes(app: FastifyInstance, deps: RouteDeps): void {
  for (const kind of ['epg', 'event'] as const) {
    const base = kind === 'epg' ? '/epg/ingestion' : '/epg/event/ingestion';
    const targetTypes: readonly string[] = kind === 'epg' ? EPG_CHANNEL_TYPES : EVENT_TYPES;

    app.post<{ Body: OnDemandRequest }>(
      `${base}/ondemand`,
      {
        schema: {
          summary:
            kind === 'epg'
              ? "Starts re-processing a live channel's guide for a day from a station."
              : "Starts re-processing a sports event's guide for a day from a station, for one of its teams.",
          description:
            'Answers 202 with the ingestion job; it runs in the background and survives a restart.',
          response: envelopeResponses,
          body: onDemandBody(kind),
        },
      },
      async (request, reply) => {
        allow(request, 'update');
        const user = currentUser(request);
        const product = requestProduct(request, user);
        const problems = onDemandProblems(request.body, kind, Date.now());
        if (problems.length > 0)
          throw badRequest(
            problems[0]?.message ?? 'Invalid request',
            problems.map((p) => ({ code: 400, field: `/${p.field}`, description: p.message })),
          );
        const body: OnDemandRequest = {
          channelId: request.body.channelId.trim(),
          start: request.body.start.trim(),
          station: request.body.station,
          ...(kind === 'event' ? { teamId: (request.body.teamId ?? '').trim() } : {}),
        };
        const target = (await currentRowsOfTypes(deps.db, targetTypes)).find(
          (row) => row.id === body.channelId && productsOf(row).includes(product),
        );
        if (!target) throw notFound(`${kind === 'epg' ? 'Channel' : 'Event'} ${body.channelId}`);
        if (kind === 'event') {
          const teams = docOf(target).tms;
          const ids = Array.isArray(teams) ? (teams as { id?: unknown }[]).map((t) => t.id) : [];
          if (!ids.includes(body.teamId))
            throw badRequest(`Team ${body.teamId ?? ''} does not play in ${target.name}`, [
              {
                code: 400,
                field: '/teamId',
                description: `Team ${body.teamId ?? ''} does not play in ${target.name}`,
              },
            ]);
        }
        const previous = await ingestionJobsForChannels(deps.db, kind, [body.channelId], product);
        const day = new Date(Date.parse(body.start)).toISOString().slice(0, 10);
        const sameDay = previous.filter((row) => payloadOf(row).day === day);
        const running = sameDay.find((row) => isInFlight(row.status));
        if (running) {
          const message = `${target.name} is already processing (${day})`;
          throw new ApiError(
            409,
            message,
            [{ code: 409, description: message }],
            ingestionView(running),
          );
        }
        const lastCompleted = sameDay.find((row) => row.status === 'completed');
        const keep = lastCompleted ? payloadOf(lastCompleted).guide.filter((a) => a.locked) : [];
        const row = await createIngestionJob(deps.db, {
          kind,
          request: body,
          title: target.name,
          user,
          product,
          keep,
        });
        return reply.code(202).send(successEnvelope(ingestionView(row)));
      },
    );

    app.get<{ Querystring: { ids?: string; channelId?: string } }>(
      `${base}/status`,
      {
        schema: {
          summary:
            kind === 'epg'
              ? "Reads the status of guide re-processings, by their ids or a channel's latest."
              : "Reads the status of event re-processings, by their ids or an event's latest.",
          response: envelopeResponses,
          querystring: statusQuery,
        },
      },
      async (request) => {
        allow(request, 'view');
        // By target (an event's page shows its processing): its latest MAX_STATUS_IDS
        // ingestions of any day, newest first.
        if (request.query.ids === undefined) {
          const rows = await ingestionJobsForChannels(
            deps.db,
            kind,
            [(request.query.channelId ?? '').trim()],
            requestProduct(request),
          );
          return successEnvelope(rows.slice(0, MAX_STATUS_IDS).map(ingestionView));
        }
        const ids = [...new Set(request.query.ids.split(',').map((id) => id.trim()))].filter(
          Boolean,
        );
        if (ids.length === 0 || ids.length > MAX_STATUS_IDS)
          throw badRequest(`ids must list 1 to ${MAX_STATUS_IDS} ingestion ids`);
        const rows = (await ingestionJobsByIds(deps.db, ids, requestProduct(request))).filter(
          (row) => row.kind === kind,
        );
        return successEnvelope(rows.map(ingestionView));
      },
    );

    app.delete<{ Params: { id: string } }>(
      `${base}/reset/:id`,
      {
        schema: {
          summary:
            kind === 'epg'
              ? 'Cancels a guide re-processing that has not ended.'
              : 'Cancels an event re-processing that has not ended.',
          response: envelopeResponses,
          params: idParams,
        },
      },
      async (request) => {
        allow(request, 'update');
        const product = requestProduct(request);
        const [row] = (await ingestionJobsByIds(deps.db, [request.params.id], product)).filter(
          (r) => r.kind === kind,
        );
        if (!row) throw notFound(`Ingestion ${request.params.id}`);
        if (!(await cancelIngestionJob(deps.db, row.id, product)))
          throw conflict(
            `The re-process for ${payloadOf(row).title} has already ended (${row.status})`,
            ingestionView(row),
          );
        const [after] = await ingestionJobsByIds(deps.db, [row.id], product);
        return successEnvelope(after ? ingestionView(after) : null);
      },
    );
  }

  app.get<{ Querystring: { day: string } }>(
    '/epg/guide',
    {
      schema: {
        summary: "Reads the live channels' guide for a day.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['day'],
          additionalProperties: false,
          properties: { day: { type: 'string', pattern: dayPattern } },
        },
      },
    },
    async (request) => {
      allow(request, 'view');
      const product = requestProduct(request);
      const day = request.query.day;
      if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw badRequest(`Not a day: ${day}`);
      const channels = (await currentRowsOfTypes(deps.db, EPG_CHANNEL_TYPES)).filter(
        (row) => productsOf(row).includes(product) && row.st !== 'deleted',
      );
      // One row per channel: its published version, else its newest current version.
      const byId = new Map<string, (typeof channels)[number]>();
      for (const row of channels) {
        const seen = byId.get(row.id);
        if (!seen || row.st === 'published') byId.set(row.id, row);
      }
      const jobs = await ingestionJobsForChannels(deps.db, 'epg', [...byId.keys()], product);
      const guide = [...byId.values()].map((row) => {
        const doc = docOf(row);
        const ofDay = jobs.filter((job) => job.cty === row.id && payloadOf(job).day === day);
        const latest = ofDay[0];
        const shown = ofDay.find((job) => job.status === 'completed') ?? latest;
        return {
          channelId: row.id,
          name: row.name,
          cn: typeof doc.cn === 'number' ? doc.cn : null,
          ingestion: latest ? ingestionView(latest) : null,
          airings: shown ? payloadOf(shown).guide : [],
        };
      });
      guide.sort((a, b) => (a.cn ?? Infinity) - (b.cn ?? Infinity) || a.name.localeCompare(b.name));
      return successEnvelope(guide);
    },
  );

  // The product's live events whose live window (lws..lwe) meets the day (UTC) or the days either
  // side of it: the EPG page's Live events section (live-to-VOD and event processing on each).
  app.get<{ Querystring: { day: string; lang?: string } }>(
    '/epg/events',
    {
      schema: {
        summary: "Lists the product's live events whose live window meets a day.",
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['day'],
          additionalProperties: false,
          properties: {
            day: { type: 'string', pattern: dayPattern },
            lang: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$' },
          },
        },
      },
    },
    async (request) => {
      allow(request, 'view');
      const product = requestProduct(request);
      const { day, lang = 'en' } = request.query;
      const dayStart = Date.parse(`${day}T00:00:00Z`);
      if (Number.isNaN(dayStart)) throw badRequest(`Not a day: ${day}`);
      const from = dayStart - DAY_MS;
      const to = dayStart + 2 * DAY_MS;
      const rows = (await currentRowsOfTypes(deps.db, EPG_LIVE_EVENT_TYPES)).filter(
        (row) => productsOf(row).includes(product) && row.st !== 'deleted',
      );
      const byId = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const seen = byId.get(row.id);
        if (!seen || row.st === 'published') byId.set(row.id, row);
      }
      const events = [...byId.values()].flatMap((row) => {
        const doc = docOf(row);
        const lws = typeof doc.lws === 'string' ? doc.lws : undefined;
        const lwe = typeof doc.lwe === 'string' ? doc.lwe : undefined;
        const start = lws ? Date.parse(lws) : Number.NaN;
        const end = lwe ? Date.parse(lwe) : Number.NaN;
        if (Number.isNaN(start) || Number.isNaN(end) || start >= to || end <= from) return [];
        const lon = namesOf(doc.lon);
        const teams = Array.isArray(doc.tms)
          ? (doc.tms as { id?: unknown; lon?: unknown }[]).flatMap((team) =>
              typeof team.id === 'string'
                ? [
                    {
                      id: team.id,
                      name: nameIn(namesOf(team.lon), lang) ?? team.id,
                      lon: namesOf(team.lon),
                    },
                  ]
                : [],
            )
          : [];
        return [
          {
            id: row.id,
            type: row.cty,
            title: nameIn(lon, lang) ?? row.name ?? row.id,
            lon,
            status: row.st,
            lws: new Date(start).toISOString(),
            lwe: new Date(end).toISOString(),
            tms: teams,
          },
        ];
      });
      events.sort((a, b) => a.lws.localeCompare(b.lws) || a.id.localeCompare(b.id));
      return successEnvelope(events.slice(0, MAX_LIVE_EVENTS), events.length);
    },
  );

  // One airing for its editor: the airing, its channel and day, the guide's ingestion status
  // and whether it has started (at or before now: the editor shows it read-only).
  app.get<{ Params: { id: string } }>(
    '/epg/airing/:id',
    {
      schema: {
        summary:
          'Reads one airing for its editor: the airing, its channel and day, and whether it has started.',
        response: envelopeResponses,
        params: idParams,
      },
    },
    async (request) => {
      allow(request, 'view');
      const product = requestProduct(request);
      const jobId = request.params.id.replace(/-\d+$/, '');
      const [row] = await ingestionJobsByIds(deps.db, [jobId], product);
      const payload = row ? payloadOf(row) : undefined;
      const airing = payload?.guide.find((a) => a.id === request.params.id);
      if (!row || !payload || !airing) throw notFound(`Airing ${request.params.id}`);
      return successEnvelope({
        airing,
        channelId: payload.channelId,
        channelName: payload.title,
        day: payload.day,
        status: row.status,
        past: Date.parse(airing.a_st_dt) <= Date.now(),
      });
    },
  );

  app.put<{
    Params: { id: string };
    Body: { mode: 'edit' | 'lock' | 'unlock'; title?: string; a_st_dt?: string; a_ed_dt?: string };
  }>(
    '/epg/airing/:id',
    {
      schema: {
        summary: "Edits an airing's title or times, or locks or unlocks it.",
        response: envelopeResponses,
        params: idParams,
        body: {
          type: 'object',
          required: ['mode'],
          additionalProperties: false,
          properties: {
            mode: { type: 'string', enum: ['edit', 'lock', 'unlock'] },
            title: { type: 'string', minLength: 1, maxLength: 200 },
            a_st_dt: { type: 'string', maxLength: 40 },
            a_ed_dt: { type: 'string', maxLength: 40 },
          },
        },
      },
    },
    async (request) => {
      allow(request, 'update');
      const product = requestProduct(request);
      // An airing id is `{ingestion id}-{n}`: the ingestion that wrote it holds it.
      const jobId = request.params.id.replace(/-\d+$/, '');
      const [row] = await ingestionJobsByIds(deps.db, [jobId], product);
      const payload = row ? payloadOf(row) : undefined;
      const index = payload?.guide.findIndex((a) => a.id === request.params.id) ?? -1;
      const airing = payload?.guide[index];
      if (!row || !payload || !airing) throw notFound(`Airing ${request.params.id}`);
      // An airing that started at or before now is immutable (spec section 9: past items), in
      // every mode; the console shows it read-only, the server refuses it whoever asks.
      const nowMs = Date.now();
      const storedStartMs = Date.parse(airing.a_st_dt);
      if (storedStartMs <= nowMs)
        throw scheduleError(400, {
          kind: 'past',
          msg: startedAiringMessage(airing.title, storedStartMs, Date.parse(airing.a_ed_dt)),
          field: '/a_st_dt',
        });
      if (row.status !== 'completed')
        throw conflict(`The guide of ${payload.title} is ${row.status}; edit it once completed`);
      const { mode, title, a_st_dt: start, a_ed_dt: end } = request.body;
      let next: GuideAiring = { ...airing };
      if (mode === 'edit') {
        const startMs = start === undefined ? Date.parse(airing.a_st_dt) : Date.parse(start);
        const endMs = end === undefined ? Date.parse(airing.a_ed_dt) : Date.parse(end);
        if (Number.isNaN(startMs) || Number.isNaN(endMs))
          throw badRequest('a_st_dt and a_ed_dt must be ISO 8601 instants', [
            {
              code: 400,
              field: Number.isNaN(startMs) ? '/a_st_dt' : '/a_ed_dt',
              description: 'Not an ISO 8601 instant',
            },
          ]);
        if (endMs <= startMs)
          throw badRequest('The airing must end after it starts', [
            { code: 400, field: '/a_ed_dt', description: 'The airing must end after it starts' },
          ]);
        if (startMs <= nowMs)
          throw scheduleError(400, {
            kind: 'past',
            msg: startsInPastMessage(`'${title?.trim() || airing.title}'`, startMs, endMs),
            field: '/a_st_dt',
          });
        const overlapping = payload.guide.find(
          (other) =>
            other.id !== airing.id &&
            Date.parse(other.a_st_dt) < endMs &&
            Date.parse(other.a_ed_dt) > startMs,
        );
        if (overlapping) {
          const message = `The airing would overlap ${overlapping.title} (${overlapping.a_st_dt})`;
          throw badRequest(message, [{ code: 400, field: '/a_ed_dt', description: message }]);
        }
        next = {
          ...next,
          ...(title ? { title: title.trim() } : {}),
          a_st_dt: new Date(startMs).toISOString(),
          a_ed_dt: new Date(endMs).toISOString(),
          dur: Math.round((endMs - startMs) / 1000),
          locked: true,
        };
      } else next = { ...next, locked: mode === 'lock' };
      const guide = payload.guide.map((a, i) => (i === index ? next : a));
      guide.sort((a, b) => a.a_st_dt.localeCompare(b.a_st_dt));
      const saved = await replaceIngestionPayload(
        deps.db,
        row.id,
        row.payload,
        JSON.stringify({ ...payload, guide }),
      );
      if (!saved) throw conflict('The guide changed meanwhile; reload it');
      return successEnvelope(next);
    },
  );
}

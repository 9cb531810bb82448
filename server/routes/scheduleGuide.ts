import type { FastifyInstance, FastifyRequest } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { SCHEDULE_API_PATHS } from '../../domain/schedule/api';
import type { VepgQuery } from '../../domain/schedule/api';
import { attachmentDisposition } from '../../domain/media/downloadName';
import { addCalendarDays, channelDay } from '../../domain/schedule/channelDay';
import { parseIsoInstant } from '../../domain/schedule/scheduleDayRules';
import { badRequest } from '../errors';
import { requirePermission } from '../content/contentService';
import { scheduleResourceType } from '../schedule/scheduleType';
import { loadChannel, readGuide } from '../schedule/scheduleReads';
import type { ChannelFacts } from '../schedule/scheduleReads';
import { guideToXmltv, usageReportCsv } from '../schedule/guideFormats';
import type { RouteDeps } from './context';
import { envelopeResponses, writeContext } from './context';

/** The longest range one guide request covers. */
const MAX_GUIDE_DAYS = 31;
/** The most channels one guide request names. */
const MAX_GUIDE_CHANNELS = 50;

const GUIDE_QUERY = {
  type: 'object',
  required: ['channel', 'start', 'end'],
  additionalProperties: false,
  properties: {
    channel: { type: 'string', minLength: 1, maxLength: 5000 },
    start: { type: 'string', minLength: 1, maxLength: 40 },
    end: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant, or a local day of the (first) channel: its local midnight. */
function instantOf(value: string, channel: ChannelFacts, field: string): number {
  if (DAY.test(value)) {
    try {
      return channelDay(value, channel.zone).startMs;
    } catch {
      throw badRequest(`${field}: '${value}' is not a calendar day`);
    }
  }
  const ms = parseIsoInstant(value);
  if (ms === undefined)
    throw badRequest(`${field}: '${value}' is not an ISO 8601 time with a zone or a day`);
  return ms;
}

/** The guide a request asks for: its channels (in the product), the range, the airings. */
async function guideOf(
  deps: RouteDeps,
  request: FastifyRequest<{ Querystring: VepgQuery }>,
  adBreaks: 'toProgrammeBefore' | 'own' = 'toProgrammeBefore',
) {
  const ctx = writeContext(deps, request);
  requirePermission(ctx.user, 'view', scheduleResourceType());
  const ids = [
    ...new Set(
      request.query.channel
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw badRequest('channel names no channel');
  if (ids.length > MAX_GUIDE_CHANNELS)
    throw badRequest(`At most ${MAX_GUIDE_CHANNELS} channels per request`);
  const channels: ChannelFacts[] = [];
  for (const id of ids) channels.push(await loadChannel(deps.db, ctx.product, id));
  const first = channels[0] as ChannelFacts;
  const startMs = instantOf(request.query.start, first, 'start');
  const endMs = instantOf(request.query.end, first, 'end');
  if (endMs <= startMs) throw badRequest('end is not after start');
  if (endMs - startMs > MAX_GUIDE_DAYS * 86_400_000)
    throw badRequest(`A guide covers at most ${MAX_GUIDE_DAYS} days`);
  return readGuide(deps.db, { channels, product: ctx.product, startMs, endMs, adBreaks });
}

/**
 * The usage report file's name: the (first) channel's name and the days the range covers,
 * e.g. 'Retro TV-usage-report-2026-11-23-to-2026-11-29' (a day as the end is exclusive).
 */
async function reportFileBase(
  deps: RouteDeps,
  request: FastifyRequest<{ Querystring: VepgQuery }>,
): Promise<string> {
  const ctx = writeContext(deps, request);
  const id = request.query.channel.split(',')[0]?.trim() ?? '';
  const channel = await loadChannel(deps.db, ctx.product, id);
  const first = request.query.start.slice(0, 10);
  const { end } = request.query;
  const last = DAY.test(end) ? addCalendarDays(end, -1) : end.slice(0, 10);
  return `${channel.name}-usage-report-${first}-to-${last < first ? first : last}`;
}

/**
 * The published guide of virtual channels (issue 10): GET /vepg (JSON), /vepg.xml (XMLTV from
 * the same airings) and the channel usage report (/vepg/report JSON, /vepg/report.csv).
 */
export function registerScheduleGuideRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const guideSchema = { tags: ['schedule'], response: envelopeResponses, querystring: GUIDE_QUERY };
  app.get<{ Querystring: VepgQuery }>(
    SCHEDULE_API_PATHS.vepg,
    {
      schema: {
        summary: 'Reads the published guide of virtual channels between two instants.',
        ...guideSchema,
      },
    },
    async (request) => {
      const guide = await guideOf(deps, request);
      return successEnvelope(guide, guide.length);
    },
  );
  app.get<{ Querystring: VepgQuery }>(
    SCHEDULE_API_PATHS.usageReport,
    {
      schema: {
        summary: 'Reads the usage report of virtual channels: what each airing played, as JSON.',
        ...guideSchema,
      },
    },
    async (request) => {
      const guide = await guideOf(deps, request, 'own');
      return successEnvelope(guide, guide.length);
    },
  );
  app.get<{ Querystring: VepgQuery }>(
    SCHEDULE_API_PATHS.vepgXml,
    {
      schema: {
        summary: 'Reads the published guide of virtual channels as XMLTV.',
        tags: ['schedule'],
        querystring: GUIDE_QUERY,
        response: { 200: { description: 'XMLTV', type: 'string' }, ...envelopeResponses },
      },
    },
    async (request, reply) => {
      const guide = await guideOf(deps, request);
      return reply
        .type('application/xml; charset=utf-8')
        .send(guideToXmltv(guide, 'streaming-console'));
    },
  );
  app.get<{ Querystring: VepgQuery }>(
    SCHEDULE_API_PATHS.usageReportCsv,
    {
      schema: {
        summary: 'Downloads the usage report of virtual channels as a CSV file.',
        tags: ['schedule'],
        querystring: GUIDE_QUERY,
        response: { 200: { description: 'CSV', type: 'string' }, ...envelopeResponses },
      },
    },
    async (request, reply) => {
      const guide = await guideOf(deps, request, 'own');
      const disposition = attachmentDisposition(await reportFileBase(deps, request), '.csv');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposition)
        .send(usageReportCsv(guide));
    },
  );
}

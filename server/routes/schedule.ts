import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../domain/envelope';
import { SCHEDULE_API_PATHS } from '../../domain/schedule/api';
import type {
  GetScheduleQuery,
  LoopScheduleBody,
  PinConfirmationBody,
  PutScheduleBody,
} from '../../domain/schedule/api';
import { addCalendarDays, calendarDaysBetween } from '../../domain/schedule/channelDay';
import { MAX_AIRINGS_PER_DAY } from '../../domain/schedule/scheduleDayRules';
import { badRequest } from '../errors';
import { requirePermission } from '../content/contentService';
import { scheduleResourceType } from '../schedule/scheduleType';
import { loadChannel, readScheduleDays } from '../schedule/scheduleReads';
import { loopSchedules, pinConfirmation, saveScheduleDay } from '../schedule/scheduleWrites';
import type { RouteDeps } from './context';
import { envelopeResponses, writeContext } from './context';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const ID = { type: 'string', minLength: 1, maxLength: 200 } as const;
const TIME = { type: 'string', minLength: 1, maxLength: 40 } as const;
/** The most days one GET returns: the weekly window of section 9. */
const MAX_DAYS_PER_READ = 9;

const AIRING_INPUT = {
  type: 'object',
  required: ['a_st_dt', 'a_ed_dt'],
  additionalProperties: false,
  properties: {
    uId: { type: 'string', minLength: 1, maxLength: 64 },
    type: { type: 'string', enum: ['program', 'ad'] },
    pgm_id: ID,
    a_st_dt: TIME,
    a_ed_dt: TIME,
    dur: { type: 'number', minimum: 0, maximum: 86_400 },
  },
} as const;

/**
 * The schedule of virtual channels (issue 10; contract in domain/schedule/api.ts), under the vll
 * service: GET and PUT vschedule (one day per write), pin confirmation and loop.
 */
export function registerScheduleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: GetScheduleQuery }>(
    SCHEDULE_API_PATHS.schedule,
    {
      schema: {
        summary: "Reads a virtual channel's schedule for one or more days.",
        tags: ['schedule'],
        response: envelopeResponses,
        querystring: {
          type: 'object',
          required: ['cs'],
          additionalProperties: false,
          properties: {
            cs: ID,
            st: { type: 'string', enum: ['draft', 'published'] },
            pst: { type: 'string', enum: ['yet-to-start', 'processing', 'completed'] },
            dt: DAY,
            st_dt: DAY,
            ed_dt: DAY,
            warning: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      requirePermission(ctx.user, 'view', scheduleResourceType());
      const { cs, dt, st_dt, ed_dt } = request.query;
      let days: string[];
      if (dt !== undefined) {
        if (st_dt !== undefined || ed_dt !== undefined)
          throw badRequest('Ask for one day (dt) or a range (st_dt and ed_dt), not both');
        days = [dt];
      } else {
        if (st_dt === undefined || ed_dt === undefined)
          throw badRequest('Ask for one day (dt) or a range (st_dt and ed_dt)');
        if (ed_dt < st_dt) throw badRequest('ed_dt is before st_dt');
        if (addCalendarDays(st_dt, MAX_DAYS_PER_READ - 1) < ed_dt)
          throw badRequest(`At most ${MAX_DAYS_PER_READ} days per request`);
        days = calendarDaysBetween(st_dt, ed_dt);
      }
      const channel = await loadChannel(deps.db, ctx.product, cs);
      try {
        const read = await readScheduleDays(deps.db, {
          channel,
          product: ctx.product,
          days,
          st: request.query.st ?? 'published',
          warnings: request.query.warning ?? true,
          now: new Date(),
        });
        const wanted = request.query.pst;
        const result = wanted ? read.filter((day) => day.pst === wanted) : read;
        return successEnvelope(result, result.length);
      } catch (error) {
        if (error instanceof RangeError) throw badRequest(`Not a calendar day: ${error.message}`);
        throw error;
      }
    },
  );

  app.put<{ Body: PutScheduleBody }>(
    SCHEDULE_API_PATHS.schedule,
    {
      schema: {
        summary: "Saves one day of a virtual channel's schedule.",
        tags: ['schedule'],
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['cs', 'dt', 'st', 'base', 'ar'],
          additionalProperties: false,
          properties: {
            cs: ID,
            dt: DAY,
            st: { type: 'string', enum: ['draft', 'published'] },
            base: {
              type: ['object', 'null'],
              required: ['key', 'ut'],
              additionalProperties: false,
              properties: { key: ID, ut: TIME },
            },
            ar: { type: 'array', maxItems: MAX_AIRINGS_PER_DAY, items: AIRING_INPUT },
          },
        },
      },
    },
    async (request) => {
      const saved = await saveScheduleDay(writeContext(deps, request), request.body);
      return successEnvelope(saved);
    },
  );

  app.post<{ Body: PinConfirmationBody }>(
    SCHEDULE_API_PATHS.pin,
    {
      schema: {
        summary: 'Tells whether a range to pin conflicts with the stored schedule.',
        tags: ['schedule'],
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['cs', 'start', 'end'],
          additionalProperties: false,
          properties: {
            cs: ID,
            start: TIME,
            end: TIME,
            uId: { type: 'string', minLength: 1, maxLength: 64 },
            st: { type: 'string', enum: ['draft', 'published'] },
          },
        },
      },
    },
    async (request) => {
      const answer = await pinConfirmation(writeContext(deps, request), request.body);
      return successEnvelope(answer, answer.conflicts.length);
    },
  );

  app.post<{ Body: LoopScheduleBody }>(
    SCHEDULE_API_PATHS.loop,
    {
      schema: {
        summary: "Repeats a channel's last week of schedule until a date.",
        tags: ['schedule'],
        response: envelopeResponses,
        body: {
          type: 'object',
          required: ['keys', 'end_date_time'],
          additionalProperties: false,
          properties: {
            keys: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: ID },
            end_date_time: TIME,
          },
        },
      },
    },
    async (request) => {
      const results = await loopSchedules(writeContext(deps, request), request.body);
      return successEnvelope(results);
    },
  );
}

import type { DataProvider } from 'react-admin';
import { SCHEDULE_API_PATHS } from '../../domain/schedule/api';
import type {
  GetScheduleQuery,
  LoopResult,
  LoopScheduleBody,
  PinConfirmationBody,
  PinConfirmationResponse,
  PutScheduleBody,
  ScheduleDay,
  VepgChannel,
  VepgQuery,
} from '../../domain/schedule/api';
import { ConsoleHttpError } from '../errors';
import { asEnvelope, failureMessage, rowsOf } from '../envelopeReader';
import type { HttpClient, TokenGetter } from '../httpClient';
import { createHttpClient, currentBearerToken, withQuery } from '../httpClient';
import { getCurrentProduct } from '../productStore';
import type { ProviderContext } from '../providerContext';
import { createProviderContext } from '../providerContext';
import type { ServiceArea } from '../runtimeConfig';
import { serviceOf, withService } from '../serviceMethods';
import { SCHEDULE_METHOD_NAMES } from './methodNames';

/**
 * The virtual-channel schedule calls (spec section 7, issue 10; the contract is
 * `domain/schedule/api.ts`), all under the `vll` service: read a window of days, save one day
 * (draft or published), pin confirmation, loop until a date, and the channel usage report (JSON
 * rows and the CSV). Each rejects with `ConsoleHttpError` whose message is the first error's
 * description (else the spec's fallback: 'Fetch schedules failed', 'Save operation failed!',
 * 'Request failed'); a refused save's `body.data.err` names the offending airing.
 */
export interface ScheduleMethods {
  getScheduleDays(query: GetScheduleQuery, signal?: AbortSignal): Promise<ScheduleDay[]>;
  saveScheduleDay(body: PutScheduleBody): Promise<ScheduleDay>;
  confirmPin(body: PinConfirmationBody): Promise<PinConfirmationResponse>;
  loopSchedule(body: LoopScheduleBody): Promise<LoopResult[]>;
  getUsageReport(query: VepgQuery, signal?: AbortSignal): Promise<VepgChannel[]>;
  /** The usage report as the service's CSV text (the spec's columns). */
  getUsageReportCsv(query: VepgQuery): Promise<string>;
  /** The published guide as apps read it (GET /vepg). */
  getGuide(query: VepgQuery, signal?: AbortSignal): Promise<VepgChannel[]>;
  /** The same guide as XMLTV text (GET /vepg.xml). */
  getGuideXmltv(query: VepgQuery): Promise<string>;
}

export function createScheduleMethods(
  ctx: ProviderContext,
  tokenGetter: TokenGetter = currentBearerToken,
): ScheduleMethods {
  const url = (path: string) => `${ctx.base('vll')}${path}`;
  // The text answers (CSV, XMLTV): the envelope client reads JSON only, so these calls are made
  // here with the same headers (a failure still comes back as a JSON envelope).
  const fetchText = async (address: string, query: VepgQuery, accept: string) => {
    const headers = new Headers({ Accept: accept });
    const token = await tokenGetter();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const product = getCurrentProduct();
    if (product) headers.set('X-Product', product);
    let response: Response;
    try {
      response = await fetch(withQuery(address, { ...query }), { headers });
    } catch {
      throw new ConsoleHttpError('Network request failed', 0);
    }
    const text = await response.text();
    if (!response.ok) {
      let envelope;
      try {
        envelope = asEnvelope(JSON.parse(text));
      } catch {
        envelope = undefined;
      }
      throw new ConsoleHttpError(
        envelope ? failureMessage(envelope, 'Failed to retrieve data') : 'Failed to retrieve data',
        response.status,
        envelope,
      );
    }
    return text;
  };
  return {
    async getScheduleDays(query, signal) {
      const response = await ctx.http<ScheduleDay[]>(url(SCHEDULE_API_PATHS.schedule), {
        query: { ...query },
        fallback: 'Fetch schedules failed',
        signal,
      });
      return rowsOf<ScheduleDay>(response);
    },

    async saveScheduleDay(body) {
      const response = await ctx.http<ScheduleDay>(url(SCHEDULE_API_PATHS.schedule), {
        method: 'PUT',
        body,
        fallback: 'Save operation failed!',
      });
      return response.data;
    },

    async confirmPin(body) {
      const response = await ctx.http<PinConfirmationResponse>(url(SCHEDULE_API_PATHS.pin), {
        method: 'POST',
        body,
        fallback: 'Request failed',
      });
      return response.data;
    },

    async loopSchedule(body) {
      const response = await ctx.http<LoopResult[]>(url(SCHEDULE_API_PATHS.loop), {
        method: 'POST',
        body,
        fallback: 'Save operation failed!',
      });
      return rowsOf<LoopResult>(response);
    },

    async getUsageReport(query, signal) {
      const response = await ctx.http<VepgChannel[]>(url(SCHEDULE_API_PATHS.usageReport), {
        query: { ...query },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<VepgChannel>(response);
    },

    getUsageReportCsv(query) {
      return fetchText(url(SCHEDULE_API_PATHS.usageReportCsv), query, 'text/csv');
    },

    async getGuide(query, signal) {
      const response = await ctx.http<VepgChannel[]>(url(SCHEDULE_API_PATHS.vepg), {
        query: { ...query },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<VepgChannel>(response);
    },

    getGuideXmltv(query) {
      return fetchText(url(SCHEDULE_API_PATHS.vepgXml), query, 'application/xml');
    },
  };
}

export interface ScheduleProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The schedule methods with their own envelope client, for the composition root. */
export function createScheduleProvider(options: ScheduleProviderOptions): ScheduleMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createScheduleMethods(
    createProviderContext(http, options.services, options.origin),
    options.tokenGetter,
  );
}

/** The console's data provider with the schedule methods added. */
export function withScheduleService<P extends DataProvider>(
  provider: P,
  methods: ScheduleMethods,
): P & ScheduleMethods {
  return withService(provider, methods);
}

/** The schedule methods of the console's data provider; a clear Error when missing. */
export function scheduleServiceOf(provider: DataProvider): ScheduleMethods {
  return serviceOf<ScheduleMethods>(
    provider,
    SCHEDULE_METHOD_NAMES,
    'schedule',
    'withScheduleService (dataProvider/schedule/scheduleProvider.ts)',
  );
}

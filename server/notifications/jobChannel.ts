import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { JobSummary } from '../../domain/notifications/jobEvents';
import { jobSummaryOf } from '../../domain/notifications/jobEvents';
import { isPostgresDatabase, notifyChannel } from '../store/jobNotify';
import type { Database } from '../store/schema';

/** The PostgreSQL channel every instance listens on. */
export const JOB_CHANNEL = 'console_jobs';

/** A job's new state, for its owner's streams. */
export interface JobChange {
  owner: string;
  job: JobSummary;
}

/**
 * SQLite: one process serves everything, so job changes travel on this process-wide bus (the job
 * runner and the routes share it). PostgreSQL: changes go through NOTIFY so that every instance
 * hears every change; this bus is not used.
 */
const processBus = new EventEmitter();
processBus.setMaxListeners(0);

/** Tells every stream of the job's owner, on every instance, about a job's new state. */
export async function publishJobChange(db: Kysely<Database>, change: JobChange): Promise<void> {
  if (isPostgresDatabase(db)) {
    await notifyChannel(db, JOB_CHANNEL, JSON.stringify(change));
  } else {
    processBus.emit('change', change);
  }
}

function jobChangeOf(value: unknown): JobChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { owner, job } = value as { owner?: unknown; job?: unknown };
  const summary = jobSummaryOf(job);
  return typeof owner === 'string' && summary ? { owner, job: summary } : undefined;
}

/** Where a server's event streams hear about job changes, by owner. */
export interface JobChangeHub {
  /** Calls `listener` with each change of `owner`'s jobs until the returned function is called. */
  subscribe(owner: string, listener: (job: JobSummary) => void): () => void;
  /** Resolves once changes are heard (PostgreSQL: the LISTEN is in place); rejects if it fails. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The hub of one server: on SQLite the process bus; on PostgreSQL one dedicated connection that
 * LISTENs (opened with the first subscriber, reopened after a loss) and fans changes out.
 */
export function createJobChangeHub(options: {
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
}): JobChangeHub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (change: JobChange) => local.emit(change.owner, change.job);
  const url = options.databaseUrl;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    processBus.on('change', deliver);
    return {
      subscribe(owner, listener) {
        local.on(owner, listener);
        return () => local.off(owner, listener);
      },
      ready: () => Promise.resolve(),
      close() {
        processBus.off('change', deliver);
        local.removeAllListeners();
        return Promise.resolve();
      },
    };
  }

  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== JOB_CHANNEL || !message.payload) return;
      try {
        const change = jobChangeOf(JSON.parse(message.payload) as unknown);
        if (change) deliver(change);
      } catch {
        options.log.warn('unreadable job change notification');
      }
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      connecting = undefined;
      next.end().catch(() => undefined);
      if (closed) return;
      options.log.warn({ err: error }, 'job change listener lost its connection; reconnecting');
      retry = setTimeout(() => {
        if (!closed && local.eventNames().length > 0) void connect().catch(() => undefined);
      }, 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    connecting = next
      .connect()
      .then(() => next.query(`LISTEN ${JOB_CHANNEL}`))
      .then(() => undefined)
      .catch((error: unknown) => {
        lost(error as Error);
        throw error;
      });
    return connecting;
  };

  return {
    subscribe(owner, listener) {
      local.on(owner, listener);
      if (!connecting) void connect().catch(() => undefined);
      return () => local.off(owner, listener);
    },
    ready: () => connect(),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      local.removeAllListeners();
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => undefined);
    },
  };
}

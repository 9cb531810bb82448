import type { JobSummary } from '../../domain/notifications/jobEvents';
import { parseJobEvent } from '../../domain/notifications/jobEvents';
import type { TestServer } from '../helpers/testServer';

/** A job event as a test receives it, with when it arrived. */
export interface ReceivedJob {
  job: JobSummary;
  at: number;
}

/**
 * A notification stream opened the way the console opens it: a ticket from the authenticated
 * call, then the stream with the ticket. Events are collected as they arrive.
 */
export interface JobStream {
  events: ReceivedJob[];
  /** Resolves with the first event matching `match`, or rejects after `timeoutMs`. */
  waitFor(match: (job: JobSummary) => boolean, timeoutMs?: number): Promise<ReceivedJob>;
  close(): void;
}

/** The stream's HTTP status when it is refused (an unreadable or expired ticket). */
export async function streamStatus(server: TestServer, ticket: string): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(
    `${server.baseUrl}/api/user/notification/stream?ticket=${encodeURIComponent(ticket)}`,
    { signal: controller.signal },
  );
  controller.abort();
  return response.status;
}

export async function ticketFor(
  server: TestServer,
  user: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const { status, body } = await server.api(user, '/api/user/notification/ticket', {
    method: 'POST',
    headers,
  });
  if (status !== 200) throw new Error(`ticket: HTTP ${status}`);
  return (body.data as { ticket: string }).ticket;
}

/** Opens a stream on `server` with `ticket`; resolves once the server says it is ready. */
export async function openJobStream(server: TestServer, ticket: string): Promise<JobStream> {
  const controller = new AbortController();
  const response = await fetch(
    `${server.baseUrl}/api/user/notification/stream?ticket=${encodeURIComponent(ticket)}`,
    { signal: controller.signal },
  );
  if (response.status !== 200 || !response.body) throw new Error(`stream: HTTP ${response.status}`);
  const events: ReceivedJob[] = [];
  const waiters = new Set<() => void>();
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '';
          if (type === 'ready') resolveReady();
          if (type === 'job') {
            const job = parseJobEvent(data);
            if (job) events.push({ job, at: Date.now() });
            for (const wake of waiters) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  await ready;
  return {
    events,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => match(e.job));
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching job event in ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      controller.abort();
    },
  };
}

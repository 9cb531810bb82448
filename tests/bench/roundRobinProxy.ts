/**
 * The bench's one address in front of several service instances: a small HTTP proxy that sends
 * each request to the next instance in turn (round-robin), over kept-alive connections, and
 * streams the answer back unchanged. Run as its own process so its CPU is measured apart:
 * `npx tsx tests/bench/roundRobinProxy.ts <port> <upstream origin>...`; prints `listening <port>`
 * once it accepts connections, and stops on SIGTERM.
 */
import { Agent, createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RoundRobinProxy {
  port: number;
  close(): Promise<void>;
}

/** Hop-by-hop headers, which a proxy does not pass on (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardedHeaders(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  const kept: IncomingMessage['headers'] = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

/** Listens on `port` (0: any free port) of 127.0.0.1 and sends requests to `upstreams` in turn. */
export function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('No upstream to send requests to');
  const targets = upstreams.map((origin) => new URL(origin));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = targets[next % targets.length] ?? targets[0];
    next += 1;
    if (!target) return;
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`Upstream ${target.origin}: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolvePromise({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => {
              agent.destroy();
              done();
            });
          }),
      });
    });
  });
}

if (process.argv[1]?.endsWith('roundRobinProxy.ts')) {
  const [portText, ...upstreams] = process.argv.slice(2);
  startRoundRobinProxy(Number(portText ?? 0), upstreams)
    .then((proxy) => {
      console.log(`listening ${proxy.port}`);
      process.once('SIGTERM', () => {
        void proxy.close().then(() => process.exit(0));
      });
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

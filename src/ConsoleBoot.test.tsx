// @vitest-environment jsdom -- the boot screen reads its configuration from a real HTTP server on another
// port, which happy-dom's fetch refuses as a cross-origin request.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

/*
 * The boot screen when the console's global configuration (`/config.json`) cannot be read: a real
 * request from the page's address to a real HTTP server that answers 503 ('Error fetching global
 * configs'), or to a port nothing listens on ('Network error') — spec section 8's words, in the
 * language the console starts in.
 */

/** Vitest's jsdom instance (its environment puts it on the global object). */
declare const jsdom: { reconfigure(settings: { url: string }): void };

let failing: Server;
let failingPort = 0;
let closedPort = 0;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

beforeAll(async () => {
  failing = createServer((_request, response) => {
    response.writeHead(503, { 'Content-Type': 'text/plain' });
    response.end('maintenance');
  });
  failingPort = await listen(failing);
  const closed = createServer();
  closedPort = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));
afterEach(() => {
  localStorage.clear();
});

/** The boot screen of a fresh page at `origin`, starting in `language`. */
async function bootAt(port: number, language: string) {
  jsdom.reconfigure({ url: `http://127.0.0.1:${port}/` });
  localStorage.setItem('locale', language);
  // A page boots once (bootSequence keeps its attempt): a fresh module graph is a fresh page.
  vi.resetModules();
  const { ConsoleBoot } = await import('./ConsoleBoot');
  render(<ConsoleBoot />);
}

describe('the boot screen when the global configuration cannot be read', () => {
  it.each([
    ['en', 'The console could not start', 'Error fetching global configs'],
    ['zh', '控制台无法启动', '获取全局配置时出错'],
  ])('says the configuration failed (%s)', async (language, title, message) => {
    await bootAt(failingPort, language);
    expect(await screen.findByRole('heading', { name: title }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    // The technical detail stays, smaller.
    expect(screen.getByText('/config.json answered HTTP 503')).toBeTruthy();
  });

  it.each([
    ['en', 'Network error'],
    ['ta', 'பிணையப் பிழை'],
  ])('says the network failed when nothing answers (%s)', async (language, message) => {
    await bootAt(closedPort, language);
    expect(await screen.findByText(message, {}, { timeout: 20_000 })).toBeTruthy();
  });
});

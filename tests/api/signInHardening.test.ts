import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../server/idp/loginMessages';
import { hashPassword } from '../../server/idp/users';
import { OidcBrowser, loginFails, loginWithPassword } from '../helpers/oidcLogin';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();

const OPS_PASSWORD = 'Long-Operator-Passphrase-1';

/** The alert of a re-rendered sign-in page (unescaped enough for these messages). */
function alertOf(page: { body: string }): string {
  return /<p class="error" role="alert">([^<]*)<\/p>/.exec(page.body)?.[1] ?? '';
}

function tooMany(language: keyof typeof LOGIN_MESSAGES, minutes: number): string {
  return LOGIN_MESSAGES[language].tooManyAttempts.replace('{minutes}', String(minutes));
}

describe('embedded provider in production: hashed users, keys from a file, failed sign-ins limited per user', () => {
  let dir: string;
  let server: TestServer;
  let kid: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'signin-hardening-'));
    const usersFile = join(dir, 'users.json');
    const passwordHash = await hashPassword(OPS_PASSWORD);
    writeFileSync(
      usersFile,
      JSON.stringify([
        { username: 'ops', passwordHash, roles: ['content_admin'], product: ['main'] },
        { username: 'target', passwordHash, roles: ['content_user'], product: ['main'] },
      ]),
    );
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    kid = 'from-the-file';
    const keysFile = join(dir, 'jwks.json');
    writeFileSync(
      keysFile,
      JSON.stringify({
        keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }],
      }),
    );
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      runJobs: false,
      env: {
        APP_ENV: 'production',
        ALLOW_EMBEDDED_IDP_IN_PRODUCTION: 'true',
        USERS_FILE: usersFile,
        IDP_SIGNING_KEYS_FILE: keysFile,
        SIGNIN_MAX_FAILURES_PER_USER: '2',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: '0',
        SIGNIN_FAILURE_WINDOW_SECONDS: '600',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs in a user of the file by its argon2-hashed password, with tokens signed by the key of the file', async () => {
    const tokens = await loginWithPassword(server.baseUrl, 'ops', OPS_PASSWORD);
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe(kid);
    const jwks = (await (await fetch(`${server.baseUrl}/auth/jwks`)).json()) as {
      keys: { kid: string; d?: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual([kid]);
    expect(jwks.keys[0]?.d).toBeUndefined();
    const page = await loginFails(server.baseUrl, 'ops', 'ops');
    expect(page.status).toBe(401);
    expect(alertOf(page)).toBe(LOGIN_MESSAGES.en.invalidCredentials);
  });

  it('after the allowed failures, even the right password is refused (429) with the reason', async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await loginFails(server.baseUrl, 'target', `wrong-${i}`);
      expect(page.status).toBe(401);
    }
    const refused = await loginFails(server.baseUrl, 'target', OPS_PASSWORD);
    expect(refused.status).toBe(429);
    expect(alertOf(refused)).toBe(tooMany('en', 10));
    // In the page's language (the console passes ui_locales).
    const tamil = await loginFails(server.baseUrl, 'target', OPS_PASSWORD, { uiLocales: 'ta' });
    expect(tamil.status).toBe(429);
    expect(alertOf(tamil)).toBe(tooMany('ta', 10));
    // Another account is not affected.
    await expect(loginWithPassword(server.baseUrl, 'ops', OPS_PASSWORD)).resolves.toBeDefined();
  });

  it('an unknown username gets exactly the answers a known one gets (no account enumeration)', async () => {
    const known: { status: number; alert: string }[] = [];
    const unknown: { status: number; alert: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await loginFails(server.baseUrl, 'ops', `nope-${i}`);
      known.push({ status: a.status, alert: alertOf(a) });
      const b = await loginFails(server.baseUrl, 'ghost', `nope-${i}`);
      unknown.push({ status: b.status, alert: alertOf(b) });
    }
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect(unknown).toEqual(known);
  });
});

describe('failed sign-ins limited per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      runJobs: false,
      env: {
        SIGNIN_MAX_FAILURES_PER_USER: '0',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: '3',
        SIGNIN_FAILURE_WINDOW_SECONDS: '120',
      },
    });
  });
  afterAll(async () => server?.stop());

  it('one address trying many usernames is stopped, for every username, demo password or not', async () => {
    for (const name of ['admin', 'ghost-1', 'viewer']) {
      expect((await loginFails(server.baseUrl, name, 'guess')).status).toBe(401);
    }
    const refused = await loginFails(server.baseUrl, 'editor', 'editor', { uiLocales: 'zh' });
    expect(refused.status).toBe(429);
    expect(alertOf(refused)).toBe(tooMany('zh', 2));
  });
});

describe.each(dialects)('behind a trusted proxy (TRUST_PROXY), %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      noSeed: true,
      runJobs: false,
      env: {
        SIGNIN_MAX_FAILURES_PER_USER: '0',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: '2',
        SIGNIN_FAILURE_WINDOW_SECONDS: '120',
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });
  afterAll(async () => server?.stop());

  const from = (client: string) => ({ browser: new OidcBrowser({ 'x-forwarded-for': client }) });

  it('counts failed sign-ins per real client, not per proxy', async () => {
    // Two clients behind the one proxy address: each has its own allowance.
    for (const name of ['ghost-1', 'ghost-2']) {
      expect((await loginFails(server.baseUrl, name, 'guess', from('203.0.113.5'))).status).toBe(
        401,
      );
    }
    expect((await loginFails(server.baseUrl, 'ghost-3', 'guess', from('203.0.113.5'))).status).toBe(
      429,
    );
    // Another client through the same proxy is not paused by the first one's failures.
    expect(
      (await loginFails(server.baseUrl, 'ghost-4', 'guess', from('198.51.100.20'))).status,
    ).toBe(401);
  });
});

describe('without TRUST_PROXY a client cannot pick its address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect: 'sqlite',
      noSeed: true,
      runJobs: false,
      env: {
        SIGNIN_MAX_FAILURES_PER_USER: '0',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: '2',
        SIGNIN_FAILURE_WINDOW_SECONDS: '120',
      },
    });
  });
  afterAll(async () => server?.stop());

  it('ignores X-Forwarded-For: every attempt counts against the connection', async () => {
    let n = 0;
    const forged = () => ({ browser: new OidcBrowser({ 'x-forwarded-for': `192.0.2.${++n}` }) });
    expect((await loginFails(server.baseUrl, 'ghost-1', 'guess', forged())).status).toBe(401);
    expect((await loginFails(server.baseUrl, 'ghost-2', 'guess', forged())).status).toBe(401);
    expect((await loginFails(server.baseUrl, 'ghost-3', 'guess', forged())).status).toBe(429);
  });
});

/** A users file of hashed passwords (each check takes argon2's time, as in production). */
async function hashedUsers(dir: string, usernames: readonly string[]): Promise<string> {
  const passwordHash = await hashPassword(OPS_PASSWORD);
  const usersFile = join(dir, 'users.json');
  writeFileSync(
    usersFile,
    JSON.stringify(
      usernames.map((username) => ({ username, passwordHash, roles: [], product: ['main'] })),
    ),
  );
  return usersFile;
}

/** Sends the attempts all at once; how many had their password checked (401) and refused (429). */
async function parallelAttempts(
  attempts: { server: TestServer; username: string }[],
): Promise<{ checked: number; refused: number }> {
  const pages = await Promise.all(
    attempts.map(({ server, username }, n) => loginFails(server.baseUrl, username, `wrong-${n}`)),
  );
  const statuses = pages.map((page) => page.status);
  expect(
    statuses.every((status) => status === 401 || status === 429),
    String(statuses),
  ).toBe(true);
  return {
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}

const PARALLEL_USERS = Array.from({ length: 20 }, (_, n) => `racer-${n + 1}`);
const limitsEnv = {
  SIGNIN_MAX_FAILURES_PER_USER: '5',
  SIGNIN_MAX_FAILURES_PER_ADDRESS: '8',
  SIGNIN_FAILURE_WINDOW_SECONDS: '600',
};

describe.each(dialects)('sign-in limits under parallel attempts, one instance, %s', (dialect) => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'signin-parallel-'));
    server = await startTestServer({
      dialect,
      database: 'console_signin_parallel',
      noSeed: true,
      runJobs: false,
      env: { USERS_FILE: await hashedUsers(dir, ['target', ...PARALLEL_USERS]), ...limitsEnv },
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks at most the per-user limit of 20 wrong passwords sent at once, then the per-address limit', async () => {
    const sameUser = await parallelAttempts(
      Array.from({ length: 20 }, () => ({ server, username: 'target' })),
    );
    expect(sameUser).toEqual({ checked: 5, refused: 15 });
    // The address has 5 failures of its 8: 20 attempts at once on 20 usernames check 3 more.
    const manyUsers = await parallelAttempts(
      PARALLEL_USERS.map((username) => ({ server, username })),
    );
    expect(manyUsers).toEqual({ checked: 3, refused: 17 });
  });
});

const postgres = dialects.includes('postgres');
describe.skipIf(!postgres)(
  'sign-in limits under parallel attempts, two instances, postgres',
  () => {
    let dir: string;
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'signin-parallel2-'));
      const env = {
        USERS_FILE: await hashedUsers(dir, ['target', ...PARALLEL_USERS]),
        ...limitsEnv,
      };
      const database = 'console_signin_parallel2';
      a = await startTestServer({
        dialect: 'postgres',
        database,
        noSeed: true,
        runJobs: false,
        env,
      });
      b = await startTestServer({
        dialect: 'postgres',
        database,
        sharedDatabase: true,
        runJobs: false,
        env,
      });
    });
    afterAll(async () => {
      await b?.stop();
      await a?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('checks at most the limits over both instances sharing the database', async () => {
      const sameUser = await parallelAttempts(
        Array.from({ length: 20 }, (_, n) => ({ server: n % 2 === 0 ? a : b, username: 'target' })),
      );
      expect(sameUser).toEqual({ checked: 5, refused: 15 });
      const manyUsers = await parallelAttempts(
        PARALLEL_USERS.map((username, n) => ({ server: n % 2 === 0 ? a : b, username })),
      );
      expect(manyUsers).toEqual({ checked: 3, refused: 17 });
    });
  },
);

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, hashPassword, isDemoAccount, loadUsers } from './users';

describe('the users file', () => {
  let dir: string;
  const write = (name: string, users: unknown): string => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(users));
    return file;
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'idp-users-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the bundled demo users are all marked demo, and refused in production', () => {
    const users = loadUsers();
    expect(users.length).toBeGreaterThan(5);
    expect(users.every(isDemoAccount)).toBe(true);
    expect(() => loadUsers(undefined, { allowDemoPasswords: false })).toThrow(
      /entry 1 \(admin\): plain demo passwords are refused in production; give "passwordHash"/,
    );
  });

  it('holds argon2 hashes, accepted everywhere, production included', async () => {
    const passwordHash = await hashPassword('correct horse battery staple');
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const file = write('hashed.json', [{ username: 'ops', passwordHash, roles: ['approver'] }]);
    const [user] = loadUsers(file, { allowDemoPasswords: false });
    expect(user && isDemoAccount(user)).toBe(false);
  });

  it('refuses a plain password without the demo marker, both kinds at once, a bad hash, neither', () => {
    const roles: string[] = [];
    expect(() => loadUsers(write('a.json', [{ username: 'u', password: 'p', roles }]))).toThrow(
      'a plain "password" is for demo accounts only',
    );
    expect(() =>
      loadUsers(
        write('b.json', [{ username: 'u', password: 'p', demo: true, passwordHash: 'x', roles }]),
      ),
    ).toThrow('not both');
    expect(() =>
      loadUsers(write('c.json', [{ username: 'u', passwordHash: 'sha256:abc', roles }])),
    ).toThrow('"passwordHash" must be an argon2 hash');
    expect(() => loadUsers(write('d.json', [{ username: 'u', roles }]))).toThrow(
      'needs "passwordHash"',
    );
  });
});

describe('authenticate', () => {
  it('checks argon2 hashes and demo passwords; wrong passwords and unknown names are refused alike', async () => {
    const users = [
      {
        username: 'ops',
        credential: { passwordHash: await hashPassword('s3cret-Passphrase') },
        roles: [],
      },
      { username: 'demo', credential: { demoPassword: 'demo' }, roles: [] },
    ];
    expect((await authenticate(users, 'ops', 's3cret-Passphrase'))?.username).toBe('ops');
    expect(await authenticate(users, 'ops', 's3cret-passphrase')).toBeUndefined();
    expect(await authenticate(users, 'ops', '')).toBeUndefined();
    expect((await authenticate(users, 'demo', 'demo'))?.username).toBe('demo');
    expect(await authenticate(users, 'demo', 'demo ')).toBeUndefined();
    // An unknown user with the password of another account.
    expect(await authenticate(users, 'nobody', 's3cret-Passphrase')).toBeUndefined();
  });

  it('an unknown username costs an argon2 verification too (its time does not reveal the account)', async () => {
    const users = [
      { username: 'ops', credential: { passwordHash: await hashPassword('pw-1') }, roles: [] },
    ];
    await authenticate(users, 'warm-up', 'x');
    const time = async (name: string) => {
      const started = performance.now();
      for (let i = 0; i < 5; i += 1) await authenticate(users, name, 'wrong');
      return performance.now() - started;
    };
    const known = await time('ops');
    const unknown = await time('nobody');
    // Both are argon2-bound (milliseconds each); a plain lookup miss would be ~100x faster.
    expect(unknown).toBeGreaterThan(known / 3);
  });
});

describe('server/idp/hashPassword.ts', () => {
  it('prints the argon2id hash of the password read from standard input', async () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'hashPassword.ts')],
      { input: 'Operator Passphrase 7\n', encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const printed = run.stdout.trim();
    expect(printed).toMatch(/^\$argon2id\$/);
    expect(await verify(printed, 'Operator Passphrase 7')).toBe(true);
    expect(await verify(printed, 'Operator Passphrase 7\n')).toBe(false);
  });
});

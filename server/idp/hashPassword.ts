/**
 * `node --import tsx server/idp/hashPassword.ts`: reads a password from standard input (so it
 * stays out of the shell's history and the process list) and prints its argon2id hash for the
 * users file's `passwordHash`, e.g. `printf %s "$PASSWORD" | node --import tsx server/idp/hashPassword.ts`.
 */
import { hashPassword } from './users';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
const password = Buffer.concat(chunks)
  .toString('utf8')
  .replace(/\r?\n$/, '');
if (password === '') {
  console.error('No password on standard input');
  process.exit(1);
}
console.log(await hashPassword(password));

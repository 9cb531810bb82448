import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../plugins/auth';
import { sharedSecret } from '../store/sharedSecret';
import type { Database } from '../store/schema';

/**
 * Tickets for the notification event stream. A browser's EventSource cannot send the bearer
 * token, and a token in a URL ends up in logs and history; so the console asks for a ticket with
 * its normal authenticated call and opens the stream with the ticket, which names only the user
 * and lives one minute. Tickets are signed with a secret kept in the database: any instance on
 * the same database accepts a ticket another issued.
 */
export const TICKET_TTL_MS = 60_000;
const SECRET_KEY = 'notification_ticket_secret';

export interface TicketUser {
  uid: string;
  username: string;
}

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export interface StreamTickets {
  issue(user: AuthUser, now?: number): Promise<{ ticket: string; expiresAt: number }>;
  /** The ticket's user, or undefined when it is forged, malformed or expired. */
  verify(ticket: string, now?: number): Promise<TicketUser | undefined>;
}

export function createStreamTickets(db: Kysely<Database>): StreamTickets {
  const secret = sharedSecret(db, SECRET_KEY);
  return {
    async issue(user, now = Date.now()) {
      const expiresAt = now + TICKET_TTL_MS;
      const body = Buffer.from(
        JSON.stringify({ uid: user.uid, username: user.username, exp: expiresAt }),
      ).toString('base64url');
      return { ticket: `${body}.${sign(await secret.made(), body)}`, expiresAt };
    },
    async verify(ticket, now = Date.now()) {
      const [body, signature, extra] = ticket.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const made = await secret.ifMade();
      if (!made) return undefined;
      const expected = Buffer.from(sign(made, body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
          uid?: unknown;
          username?: unknown;
          exp?: unknown;
        };
        if (typeof claims.uid !== 'string' || typeof claims.username !== 'string') return undefined;
        if (typeof claims.exp !== 'number' || claims.exp < now) return undefined;
        return { uid: claims.uid, username: claims.username };
      } catch {
        return undefined;
      }
    },
  };
}

import { loginWithPassword } from './oidcLogin';

/** What the service answers for a saved item: its id and the revision a next update names. */
export interface SavedItem {
  id: string;
  key: string;
  ut: string;
}

/**
 * The service's API as one of the demo users (signed in through the real login; the demo
 * passwords are the user names), on the main product: `send` answers the body's `data` and
 * throws, naming the call and the status, on any answer but 2xx. For data a test or a bench
 * makes beforehand, not for what the test checks.
 */
export async function serviceAs(origin: string, user = 'admin') {
  const { accessToken } = await loginWithPassword(origin, user, user);
  const send = async <T = SavedItem>(method: string, path: string, json?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        'x-product': 'main',
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return { token: accessToken, send };
}

/**
 * A word of letters only, new on each call (time and chance; digits spelled as letters, since
 * the catalogue's search splits words at digits): names made with it never collide across runs.
 */
export function letterToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.replace(
    /[0-9]/g,
    (digit) => 'qwxzjkvbfp'[Number(digit)] ?? 'q',
  );
}

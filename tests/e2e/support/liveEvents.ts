import { expect } from './test';
import { loginWithPassword } from '../../helpers/oidcLogin';

const LIVE = '/api/live/content/urn/resource/catalog';

/** A spec's own token, letters only (the Tamil walk reads digits in a token as separate words). */
export function letterToken(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());
}

/**
 * A sports live event of the main product made through the API (as admin), its live window an
 * hour either side of now, with two named teams (Reds, Blues).
 */
export async function makeSportLiveEvent(baseURL: string, id: string, name: string): Promise<void> {
  const { accessToken } = await loginWithPassword(baseURL, 'admin', 'admin');
  const response = await fetch(`${baseURL}${LIVE}/sportliveevent`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-product': 'main',
    },
    body: JSON.stringify({
      id,
      cty: 'sportliveevent',
      lon: [{ lang: 'en', n: name }],
      lws: new Date(Date.now() - 3_600_000).toISOString(),
      lwe: new Date(Date.now() + 3_600_000).toISOString(),
      tms: [
        { id: 'team-red', lon: [{ lang: 'en', n: 'Reds' }] },
        { id: 'team-blue', lon: [{ lang: 'en', n: 'Blues' }] },
      ],
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** `datetime-local` text to the second, in the browser's (and this process's) local time. */
export function localDateTime(ms: number): string {
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

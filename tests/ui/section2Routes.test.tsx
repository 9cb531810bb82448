// @vitest-environment-options {"width":1440,"height":900,"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// happy-dom (the page projects' environment), with fetches to another origin allowed: the console in
// this file talks to a real server on another port. At 1440 px, as the e2e tests' browser (happy-dom's
// own window is 1024 px wide, where the menu is folded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { claimsOf, startLiveConsole } from '../helpers/liveConsole';
import type { LiveConsole } from '../helpers/liveConsole';
import { loginWithPassword } from '../helpers/oidcLogin';
import { setCurrentProduct } from '../../dataProvider/productStore';
import type { RuntimeConfig } from '../../dataProvider/runtimeConfig';
import { App } from '../../src/App';
import { fakeKeycloak } from '../../src/routes/testing/consoleTestKit';

/*
 * Every route of the specification's section 2 in the running console, against the REAL content
 * service and its demo data, signed in as the administrator: each ends on a page with a heading
 * (no blank screen). The screens of the product keep their address and are not the 404 page; the
 * leftover template routes land where 'Template routes' in
 * docs/user-guide/getting-around.md says.
 */

// The whole console against a live server: in `npm test` this file runs in the background track,
// at a low priority beside Playwright, where a save can wait on the machine for tens of seconds.
configure({ asyncUtilTimeout: 60_000 });

let live: LiveConsole | undefined;
let baseUrl = '';
let runtime: RuntimeConfig;

beforeAll(async () => {
  live = await startLiveConsole('console-routes-');
  ({ baseUrl, runtime } = live);
}, 120_000);
afterAll(async () => {
  cleanup();
  setCurrentProduct(undefined);
  localStorage.clear();
  sessionStorage.clear();
  await live?.stop();
});

/** The screens of section 2's table, with the demo data's ids (server/seed). */
const SCREENS: readonly string[] = [
  '/apps/main/dashboards/project',
  '/apps/main/globalSearch',
  '/apps/main/globalSearch/list',
  '/globalSearch/list',
  '/apps/main/storefront',
  '/apps/main/collection',
  '/apps/main/Container',
  '/apps/main/storefront/main-page-home',
  '/apps/main/collection/main-collection-family',
  '/apps/main/Container/main-container-hero',
  '/apps/main/storefront/calendar',
  '/apps/main/collection/calendar',
  '/apps/storefront/calendar',
  '/apps/main/policy',
  '/apps/main/attributes/product',
  '/apps/globalAttributes',
  '/apps/attributes/user',
  '/apps/main/config/list',
  '/apps/main/config/add',
  '/apps/main/config/main_mobile_player',
  '/apps/ip/list',
  '/apps/ip/add',
  `/apps/ip/edit/${encodeURIComponent('203.0.113.0/24')}`,
  '/apps/main/vod/movie',
  '/apps/main/vod/movie/add',
  '/apps/main/vod/movie/main-movie-1',
  '/apps/main/assets/preview',
  '/apps/main/assets/preview/add',
  '/apps/main/assets/preview/main-preview-1',
  '/apps/main/live/channel',
  '/apps/main/live/channel/linear/add',
  '/apps/main/live/channel/linear/main-channel-1',
  '/apps/live/virtuallivechannel',
  '/apps/main/live/virtuallivechannel/add',
  '/apps/main/live/virtuallivechannel/schedule/draft/main-vll-1',
  '/apps/main/live/epg',
  '/apps/main/live/program',
  '/apps/main/live/program/add',
  '/apps/main/live/program/main-pgm-1',
  '/apps/main/ad/tag',
  '/apps/main/ad/tag/add',
  '/apps/main/ad/tag/main-adtag-preroll',
  '/apps/main/ad/attribute',
  '/apps/main/ad/attribute/add',
  '/apps/main/ad/attribute/genre',
  '/apps/notification',
  '/apps/main/syndication/team',
  '/apps/main/syndication/team/main-team-hawks',
  '/apps/main/videoeditor',
  '/pages/profile',
  '/login',
];

const NOT_FOUND = '/pages/errors/error-404';
const DASHBOARD = /^\/apps\/(main\/)?dashboards\/project$/;

/** The leftover template routes of section 2: where each lands, and the heading it shows. */
const TEMPLATE_ROUTES: readonly { path: string; lands: string | RegExp; heading?: string }[] = [
  { path: '/pages/auth/login', lands: DASHBOARD },
  { path: '/pages/auth/register', lands: '/pages/auth/register', heading: 'Create an account' },
  {
    path: '/pages/auth/forgot-password',
    lands: '/pages/auth/forgot-password',
    heading: 'Forgot your password?',
  },
  {
    path: '/pages/auth/reset-password',
    lands: '/pages/auth/reset-password',
    heading: 'Reset your password',
  },
  {
    path: '/pages/auth/mail-confirm',
    lands: '/pages/auth/mail-confirm',
    heading: 'Confirm your e-mail address',
  },
  { path: '/pages/auth/lock', lands: '/pages/auth/lock', heading: 'Lock the console' },
  { path: NOT_FOUND, lands: NOT_FOUND, heading: 'Page not found' },
  {
    path: '/pages/errors/error-500',
    lands: '/pages/errors/error-500',
    heading: 'Something went wrong',
  },
  { path: '/pages/maintenance', lands: NOT_FOUND },
  { path: '/pages/coming-soon', lands: NOT_FOUND },
  { path: '/pages/invoices/compact', lands: NOT_FOUND },
  { path: '/pages/pricing/style-1', lands: NOT_FOUND },
  { path: '/pages/faq', lands: NOT_FOUND },
  { path: '/pages/knowledge-base', lands: NOT_FOUND },
  { path: '/pages/search', lands: /^\/apps\/(main\/)?globalSearch$/ },
  { path: '/auth/admin-role-example', lands: NOT_FOUND },
  { path: '/auth/staff-role-example', lands: NOT_FOUND },
  { path: '/auth/guest-role-example', lands: NOT_FOUND },
  { path: '/callback', lands: DASHBOARD },
];

function go(path: string): void {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The texts of the page's level-1 headings that hold any (the title slot is empty until set). */
function headings(): string[] {
  return [...document.querySelectorAll('h1')]
    .map((h) => h.textContent.trim())
    .filter((text) => text !== '');
}

/** Lands on the 404 page first, so that the next route's heading is its own. */
async function fromNotFound(): Promise<void> {
  go(NOT_FOUND);
  await waitFor(() => expect(headings()).toEqual(['Page not found']));
}

/** Waits until `check` passes; its last failure, or undefined once it passed. */
async function within(check: () => void, ms = 20_000): Promise<string | undefined> {
  try {
    await waitFor(check, { timeout: ms });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

/** Where the route ended and what it showed, when that is not what it should be. */
function landing(): string {
  return `at ${window.location.pathname}, headings ${JSON.stringify(headings())}`;
}

// One rendering of the console walks every route (a testing-library cleanup after each test would
// unmount it); every route that fails is listed, not only the first.
describe('the routes of section 2', () => {
  it('each end on a page with a heading, or where README says for the template routes', async () => {
    const { accessToken: token } = await loginWithPassword(baseUrl, 'admin', 'admin');
    const keycloak = { ...fakeKeycloak(claimsOf(token)), token };
    window.history.pushState({}, '', '/apps/main/dashboards/project');
    render(<App runtime={runtime} keycloak={keycloak} />);
    await screen.findByRole('button', { name: /, switch product$/ });
    const failures: string[] = [];

    for (const path of SCREENS) {
      await fromNotFound();
      go(path);
      const problem = await within(() => {
        expect(headings().filter((text) => text !== 'Page not found')).not.toEqual([]);
        expect(window.location.pathname).toBe(path);
      });
      if (problem) failures.push(`${path}: ${landing()}`);
    }

    for (const { path, lands, heading } of TEMPLATE_ROUTES) {
      await fromNotFound();
      go(path);
      const problem = await within(() => {
        if (typeof lands === 'string') expect(window.location.pathname).toBe(lands);
        else expect(window.location.pathname).toMatch(lands);
        expect(headings()).not.toEqual([]);
        if (heading !== undefined) expect(headings()).toContain(heading);
      });
      if (problem) failures.push(`${path}: ${landing()}`);
    }

    // Last: it ends the session.
    await fromNotFound();
    go('/logout');
    const signedOut = await within(() => {
      expect(screen.getAllByText('Signing out…').length).toBeGreaterThan(0);
      expect(keycloak.calls.some((call) => call.startsWith('logout('))).toBe(true);
    });
    if (signedOut) failures.push(`/logout: ${signedOut}`);

    expect(failures).toEqual([]);
  }, 1_800_000);
});

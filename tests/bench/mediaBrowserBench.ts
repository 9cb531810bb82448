/**
 * The media bench's browser part (issue 14, target (b)), against a server that is up with the
 * demo movie's media made: in Debian's Chromium, the editor signs in through the real login page
 * (the JavaScript the dashboard loads is noted: neither the player nor the editor chunk may be in
 * it), opens the video editor on the demo movie, focuses the player and presses the right arrow
 * 100 times, reading `video.currentTime` once each seek has settled; a step lands when it shows
 * the frame after the one before (frame = floor(currentTime x 30)). Run by tests/bench/mediaBench.ts.
 */
import { chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { formatKb, signIn } from './consoleBench';
import type { Chunk } from './mediaBundleBench';

export const FRAME_STEPS = 100;
const FPS = 30;
const EDITOR_PATH = '/apps/main/videoeditor?type=movie&id=main-movie-1';
const VIDEO = 'video[data-testid="console-video"]';

export interface MediaBrowserResult {
  /** JavaScript files (names) loaded on sign-in → dashboard, and then by the editor. */
  dashboardScripts: string[];
  editorScripts: string[];
  /** The frame shown after each step, and how many were the frame after the previous one. */
  landed: number[];
  consecutive: number;
}

/** Names of the scripts the page loads from now until `stop()`. */
function recordScripts(page: Page): { stop: () => string[] } {
  const names = new Set<string>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script')
      names.add(new URL(response.url()).pathname.replace(/^.*\//, ''));
  };
  page.on('response', listener);
  return {
    stop: () => {
      page.off('response', listener);
      return [...names];
    },
  };
}

/** The frame shown once the video's seek is done and the frame decoded. */
async function settledFrame(page: Page): Promise<number> {
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector<HTMLVideoElement>(selector);
      return element !== null && !element.seeking && element.readyState >= 2;
    },
    VIDEO,
    { timeout: 30_000 },
  );
  const time = await page
    .locator(VIDEO)
    .evaluate((element: HTMLVideoElement) => element.currentTime);
  return Math.floor(time * FPS + 1e-6);
}

export async function runMediaBrowserBench(baseUrl: string): Promise<MediaBrowserResult> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    const atSignIn = recordScripts(page);
    await signIn(page, baseUrl, 'editor', 'editor');
    const dashboardScripts = atSignIn.stop();

    const inEditor = recordScripts(page);
    await page.goto(`${baseUrl}${EDITOR_PATH}`);
    await page
      .getByRole('button', { name: 'Next frame' })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 120_000 });
    const region = page.getByRole('group', { name: /^Player\./ });
    await region.focus();
    await region.press('ArrowRight');
    let previous = await settledFrame(page);
    const landed: number[] = [];
    let consecutive = 0;
    for (let step = 0; step < FRAME_STEPS; step += 1) {
      await region.press('ArrowRight');
      const frame = await settledFrame(page);
      if (frame === previous + 1) consecutive += 1;
      landed.push(frame);
      previous = frame;
    }
    const editorScripts = inEditor.stop();
    await context.close();
    return { dashboardScripts, editorScripts, landed, consecutive };
  } finally {
    await browser.close();
  }
}

/**
 * Table rows (`| measurement | result | target | met |`) of the browser part, and whether all
 * met. `routeChunks`: the player chunk, the chunks that load it and the editor page's chunk.
 */
export function mediaBrowserRows(
  result: MediaBrowserResult,
  routeChunks: Chunk[],
): { rows: string[]; met: boolean } {
  const yes = (met: boolean) => (met ? 'yes' : 'NO');
  const describe = (chunk: Chunk) => `${chunk.file} (${formatKb(chunk.gzipBytes)} gzip)`;
  const onDashboard = routeChunks.filter((c) => result.dashboardScripts.includes(c.file));
  const inEditor = routeChunks.filter(
    (c) => result.editorScripts.includes(c.file) || onDashboard.includes(c),
  );
  const chunksMet = onDashboard.length === 0;
  const stepsMet = result.consecutive === FRAME_STEPS && result.landed.length === FRAME_STEPS;
  const frames = `frames ${result.landed[0] ?? '-'}..${result.landed[result.landed.length - 1] ?? '-'}`;
  return {
    rows: [
      `| Chromium: sign-in → dashboard (${result.dashboardScripts.length} scripts) loads any of ${routeChunks.map((c) => c.file).join(', ')} | ${onDashboard.length ? `loads ${onDashboard.map(describe).join(', ')}` : 'none'} (the editor page has ${inEditor.length} of the ${routeChunks.length}) | none | ${yes(chunksMet)} |`,
      `| Chromium, video editor: single frame steps (right arrow) on consecutive frames | ${result.consecutive} of ${result.landed.length} (${frames}) | ${FRAME_STEPS} of ${FRAME_STEPS} | ${yes(stepsMet)} |`,
    ],
    met: chunksMet && stepsMet,
  };
}

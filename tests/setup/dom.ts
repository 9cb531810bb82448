import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetPersistedSettings } from '../../kit/preferences/persistedSetting';

// findBy*/waitFor wait up to 5 s (not 1 s): under CI's load a re-render after typing can be late.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: every test
// unmounts what it rendered here. A tree left mounted keeps its timers (MUI's transitions) alive
// past the file's end, when the page is gone, and Vitest fails the run on the resulting
// "window is not defined" although every test passed (CI of stop 24).
afterEach(() => {
  cleanup();
});

/** What the page looked like before the first file of this worker changed it. */
interface FreshPage {
  url: string;
  htmlAttributes: [string, string][];
  bodyAttributes: [string, string][];
  window: Map<string, PropertyDescriptor | undefined>;
}

/** Window properties a test may redefine (the viewport, media queries, a device's pointer). */
const WINDOW_PROPERTIES = ['innerWidth', 'innerHeight', 'matchMedia', 'devicePixelRatio'];

const attributesOf = (element: Element): [string, string][] =>
  Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]);

function restoreAttributes(element: Element, attributes: [string, string][]): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

/**
 * The `ui` project shares one page (happy-dom's, or jsdom's for a file that asks for it) per worker across its files (vitest.config.ts,
 * isolate: false). This file runs before each of them: it puts the page back as the first file
 * found it, so no file sees what an earlier one left (a stored language, a cookie, an address, a
 * body class, a narrow viewport, faked timers, a saved setting such as a time zone). The head's
 * style sheets stay: the emotion cache, shared too, keeps the rules it has written there.
 */
function freshPage(): void {
  // Kept per document: a worker that goes on from happy-dom's page to jsdom's records each once.
  const holder = globalThis as { __freshPages?: WeakMap<Document, FreshPage> };
  holder.__freshPages ??= new WeakMap();
  let fresh = holder.__freshPages.get(document);
  if (!fresh) {
    fresh = {
      url: window.location.href,
      htmlAttributes: attributesOf(document.documentElement),
      bodyAttributes: attributesOf(document.body),
      window: new Map(
        WINDOW_PROPERTIES.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)]),
      ),
    };
    holder.__freshPages.set(document, fresh);
  }
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // After the storage: a setting reads its value back from it.
  resetPersistedSettings();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== fresh.url) window.history.replaceState(null, '', fresh.url);
  document.title = '';
  document.body.replaceChildren();
  restoreAttributes(document.documentElement, fresh.htmlAttributes);
  restoreAttributes(document.body, fresh.bodyAttributes);
  for (const [name, descriptor] of fresh.window) {
    if (descriptor === undefined) Reflect.deleteProperty(window, name);
    else Object.defineProperty(window, name, descriptor);
  }
}

// A file of this project that runs in Node (`@vitest-environment node`) has no page.
if (typeof window !== 'undefined') freshPage();

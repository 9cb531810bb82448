// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// happy-dom (the page projects' environment), with fetches to another origin allowed: the panel's data
// provider asks a real HTTP server on another port.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { useEffect } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useSetLocale } from 'react-admin';
import { errorEnvelope } from '../../domain/envelope';
import { SERVICE_AREAS } from '../../domain/serviceAreas';
import { createHttpClient } from '../../dataProvider/httpClient';
import {
  createMediaOpsMethods,
  withMediaOpsService,
} from '../../dataProvider/mediaOps/mediaOpsProvider';
import { createProviderContext } from '../../dataProvider/providerContext';
import type { ServiceArea } from '../../dataProvider/runtimeConfig';
import {
  authAs,
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/mediaOps';
import { messages as malay } from './i18n/mediaOps.ms';
import { messages as tamil } from './i18n/mediaOps.ta';
import { messages as chinese } from './i18n/mediaOps.zh';
import { LiveToVodPanel } from './LiveToVodPanel';

/*
 * The live event's conversions list when its request fails (spec section 8 'Failed to retrieve
 * converted metadata'): the panel's real data provider asks a real HTTP server that answers 503
 * without an envelope, or 500 with the service's own description.
 */

const OTHER = { ms: malay, ta: tamil, zh: chinese } as const;
type Language = 'en' | keyof typeof OTHER;

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (
      url.pathname === '/api/live/l2v/list' &&
      url.searchParams.get('eventId') === 'e-described'
    ) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(errorEnvelope([{ code: 40799901, description: 'The recorder is offline' }])),
      );
      return;
    }
    response.writeHead(503, { 'Content-Type': 'text/plain' });
    response.end('upstream unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function SwitchLanguage({ to }: { to: keyof typeof OTHER }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}

function renderPanel(eventId: string, language: Language) {
  const services = Object.fromEntries(
    SERVICE_AREAS.map((area) => [area, `${base}/api/${area}`]),
  ) as Record<ServiceArea, string>;
  const http = createHttpClient({
    tokenGetter: () => Promise.resolve(undefined),
    productGetter: () => 'main',
  });
  const methods = createMediaOpsMethods(createProviderContext(http, services));
  renderInAdmin(
    <>
      {language === 'en' ? null : <SwitchLanguage to={language} />}
      <LiveToVodPanel
        area="live"
        type="liveevent"
        id={eventId}
        record={{ id: eventId, lws: '2026-11-24T09:00:00.000Z', lwe: '2026-11-24T12:00:00.000Z' }}
        data={undefined}
        editing={false}
        canUpdate
        onChange={() => undefined}
        reload={() => undefined}
      />
    </>,
    {
      dataProvider: withMediaOpsService(fakeDataProvider(), methods),
      i18nProvider: createStrictI18nProvider({
        english: [messages],
        otherLocales: (locale) => Promise.resolve([OTHER[locale]]),
      }),
      authProvider: authAs(['l2v_admin']),
    },
  );
}

describe('the conversions list of a live event, when it cannot be read', () => {
  it.each([
    ['en', 'Failed to retrieve converted metadata'],
    ['zh', '无法获取转换后的元数据'],
    ['ms', 'Gagal mendapatkan metadata yang ditukar'],
    ['ta', 'மாற்றப்பட்ட மீதரவைப் பெற முடியவில்லை'],
  ] as const)('says so in %s instead of listing none', async (language, text) => {
    renderPanel('e-broken', language);
    // The language loads first: the alert in its words.
    const message = await screen.findByText(text, {}, { timeout: 15_000 });
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(OTHER_EMPTY[language])).toBeNull();
  });

  it("shows the service's own description when it gives one", async () => {
    renderPanel('e-described', 'en');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The recorder is offline',
    );
  });
});

const OTHER_EMPTY: Record<Language, string> = {
  en: messages.console.mediaOps.l2v.empty,
  zh: chinese.console.mediaOps.l2v.empty,
  ms: malay.console.mediaOps.l2v.empty,
  ta: tamil.console.mediaOps.l2v.empty,
};

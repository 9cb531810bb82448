import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseXmltv } from '@iptv/xmltv';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleDay, VepgChannel } from '../../domain/schedule/api';
import { addCalendarDays, mondayOf } from '../../domain/schedule/channelDay';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * What other systems read of the guide, on both databases: the XMLTV export validates against the
 * XMLTV DTD (xmllint) and keeps its declaration and DOCTYPE whatever the stored names hold (a
 * control character, `<?xml`, `<!DOCTYPE`, planted below the API in the database); an ad break
 * belongs to the programme before it (no hole in /vepg nor in XMLTV); the usage report's CSV has
 * no cell a spreadsheet would read as a formula (parsed back with csv-parse).
 */
const dialects = await testDialects();
const V = '/api/vll';
const DTD = resolve(import.meta.dirname, '../fixtures/xmltv/xmltv.dtd');
const TODAY = new Date().toISOString().slice(0, 10);
/** A day the seed leaves empty. */
const DAY = addCalendarDays(mondayOf(TODAY), 23);
const at = (hhmm: string, dt = DAY) => `${dt}T${hhmm}:00.000Z`;

/** Texts planted in the stored program and channel names (the API refuses them on input). */
const PLANTED = {
  'main-pgm-1': {
    title: '=HYPERLINK("https://example.invalid","x")',
    description: '@SUM(A1)\u000B<?xml version="1.0"?> & ]]>',
  },
  'main-pgm-2': { title: '+1\u0001<!DOCTYPE html>', description: '\t-2 \u0000 nul' },
  'main-pgm-3': { title: '-3 \uFFFE \uD800 lone', description: '\r=4 <!DOCTYPE tv SYSTEM "x">' },
} as const;
const CHANNEL_NAME = 'Chan\u000Bnel <!DOCTYPE x> "q" \'a\' ?xml';

describe.each(dialects)('the guide other systems read on %s', (dialect) => {
  let server: TestServer;
  let work: string;
  const bearer = async () => ({
    authorization: `Bearer ${await server.token('viewer')}`,
    'x-product': 'main',
  });
  const query = `channel=main-vll-1&start=${DAY}&end=${addCalendarDays(DAY, 1)}`;

  /** Replaces the English name (and description) of every stored version of an item. */
  const plant = async (id: string, fields: Record<string, unknown>) => {
    const db = server.built.storage.db;
    const rows = await db
      .selectFrom('content')
      .select(['key', 'doc'])
      .where('id', '=', id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const doc = { ...(JSON.parse(row.doc) as Record<string, unknown>), ...fields };
      await db
        .updateTable('content')
        .set({ doc: JSON.stringify(doc) })
        .where('key', '=', row.key)
        .execute();
    }
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'guide_outputs_test', seedItems: 30 });
    work = mkdtempSync(join(tmpdir(), 'guide-outputs-'));
    // Beside the guide, as its DOCTYPE names it.
    copyFileSync(DTD, join(work, 'xmltv.dtd'));
    const put = (json: unknown) =>
      server.api('scheduler', `${V}/vschedule`, { method: 'PUT', json, product: 'main' });
    // 10:00-10:30 program, 10:30-10:31 ad break, 10:31-11:00 program, 11:00-11:30 program.
    const draft = await put({
      cs: 'main-vll-1',
      dt: DAY,
      st: 'draft',
      base: null,
      ar: [
        { pgm_id: 'main-pgm-1', a_st_dt: at('10:00'), a_ed_dt: at('10:30') },
        { type: 'ad', dur: 60, a_st_dt: at('10:30'), a_ed_dt: at('10:31') },
        { pgm_id: 'main-pgm-2', a_st_dt: at('10:31'), a_ed_dt: at('11:00') },
        { pgm_id: 'main-pgm-3', a_st_dt: at('11:00'), a_ed_dt: at('11:30') },
      ],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const saved = draft.body.data as ScheduleDay;
    const published = await put({
      cs: 'main-vll-1',
      dt: DAY,
      st: 'published',
      base: { key: saved.key, ut: saved.ut },
      ar: saved.ar.map((a) => ({
        uId: a.uId,
        type: a.type,
        ...(a.pgm_id ? { pgm_id: a.pgm_id } : { dur: a.dur }),
        a_st_dt: a.a_st_dt,
        a_ed_dt: a.a_ed_dt,
      })),
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('gives an ad break to the programme before it: no hole in /vepg nor in XMLTV', async () => {
    const res = await server.api('viewer', `${V}/vepg?${query}`, { product: 'main' });
    expect(res.status).toBe(200);
    const airings = (res.body.data as VepgChannel[])[0]?.airing ?? [];
    expect(airings.map((a) => [a.pgm_id, a.a_st_dt, a.a_ed_dt])).toEqual([
      ['main-pgm-1', at('10:00'), at('10:31')],
      ['main-pgm-2', at('10:31'), at('11:00')],
      ['main-pgm-3', at('11:00'), at('11:30')],
    ]);
    expect(airings[0]?.dur).toBe(31 * 60);
    const xml = await fetch(`${server.baseUrl}${V}/vepg.xml?${query}`, { headers: await bearer() });
    const programmes = parseXmltv(await xml.text()).programmes ?? [];
    expect(
      programmes.map((p) => [new Date(p.start).toISOString(), new Date(p.stop ?? 0).toISOString()]),
    ).toEqual([
      [at('10:00'), at('10:31')],
      [at('10:31'), at('11:00')],
      [at('11:00'), at('11:30')],
    ]);
  });

  it('writes XMLTV that validates against the DTD whatever the stored names hold', async () => {
    for (const [id, text] of Object.entries(PLANTED))
      await plant(id, {
        lon: [{ lang: 'en', n: text.title }],
        lod: [{ lang: 'en', n: text.description }],
      });
    await plant('main-vll-1', { lon: [{ lang: 'en', n: CHANNEL_NAME }] });

    const res = await fetch(`${server.baseUrl}${V}/vepg.xml?${query}`, { headers: await bearer() });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(
      text.startsWith('<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE tv SYSTEM "xmltv.dtd">'),
    ).toBe(true);
    const file = join(work, `guide-${dialect}.xml`);
    writeFileSync(file, text);
    let problems = '';
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--dtdvalid', DTD, file], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      problems = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    expect(problems).toBe('');
    // The names are there, control characters as spaces, markup as text.
    const parsed = parseXmltv(text);
    const decode = (s: string) =>
      s
        .replace(/&#33;/g, '!')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    expect(parsed.programmes?.map((p) => decode(p.title[0]?._value ?? ''))).toEqual([
      '=HYPERLINK("https://example.invalid","x")',
      '+1 <!DOCTYPE html>',
      '-3 \uFFFD \uFFFD lone',
    ]);
  });

  it('writes a usage report no spreadsheet reads a formula from', async () => {
    for (const [id, text] of Object.entries(PLANTED))
      await plant(id, {
        lon: [{ lang: 'en', n: text.title }],
        lod: [{ lang: 'en', n: text.description }],
      });
    const res = await fetch(`${server.baseUrl}${V}/vepg/report.csv?${query}`, {
      headers: await bearer(),
    });
    expect(res.status).toBe(200);
    const rows: string[][] = parse(await res.text());
    expect(rows).toHaveLength(4);
    for (const row of rows)
      for (const cell of row)
        expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
    // The text itself is kept, behind an apostrophe.
    expect(rows[1]?.[4]).toBe(`'${PLANTED['main-pgm-1'].title}`);
    expect(rows[1]?.[5]).toBe(`'${PLANTED['main-pgm-1'].description}`);
  });
});

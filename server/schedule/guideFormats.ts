import { writer } from '@iptv/xmltv';
import { stringify } from 'csv-stringify/sync';
import { formatXmltvTime } from '../../domain/schedule/channelDay';
import { USAGE_REPORT_COLUMNS, USAGE_REPORT_EMPTY } from '../../domain/schedule/api';
import type { VepgChannel } from '../../domain/schedule/api';

/**
 * Every character XML 1.0 (section 2.2, `Char`) does not allow: C0 controls other than tab, line
 * feed and carriage return, U+FFFE/U+FFFF and unpaired surrogates.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Stored text as XML allows it, whatever it holds: a control character (U+000B from a word
 * processor, U+0000 planted in the database) becomes a space, any other character XML forbids
 * becomes U+FFFD.
 */
export function xmlAllowedText(text: string): string {
  return text.replace(NOT_XML_CHAR, (c) => (c <= '\u001f' ? ' ' : '\uFFFD'));
}

/** XML attribute escaping of allowed text: the library writes what it is given as is. */
function escapeXml(text: string): string {
  return xmlAllowedText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * XML element text: escaped as attributes are, and `!` written as a character reference, because
 * @iptv/xmltv's writer turns any text holding `!DOCTYPE` into markup (`<...>`).
 */
function escapeXmlText(text: string): string {
  return escapeXml(text).replace(/!/g, '&#33;');
}

/** A node of the DOM tree @iptv/xmltv writes. */
interface XmlNode {
  tagName: string;
  attributes: Record<string, string>;
  children: (string | XmlNode)[];
}

/**
 * The guide as XMLTV (written by @iptv/xmltv from a DOM tree): one `<channel>` per channel, one
 * `<programme>` per airing in the same order as /vepg, start and stop in the channel's wall-clock
 * time with the UTC offset in force at that instant (`20260329013000 +0100`).
 */
export function guideToXmltv(guide: readonly VepgChannel[], generator: string): string {
  const node = (
    tagName: string,
    attributes: Record<string, string>,
    children: (string | XmlNode)[] = [],
  ): XmlNode => ({
    tagName,
    attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, escapeXml(v)])),
    children,
  });
  const tv = node('tv', { 'generator-info-name': generator }, [
    ...guide.map((channel) =>
      node('channel', { id: channel.channel }, [
        node('display-name', { lang: 'en' }, [escapeXmlText(channel.name)]),
      ]),
    ),
    ...guide.flatMap((channel) =>
      channel.airing.map((airing) =>
        node(
          'programme',
          {
            start: formatXmltvTime(Date.parse(airing.a_st_dt), channel.tz),
            stop: formatXmltvTime(Date.parse(airing.a_ed_dt), channel.tz),
            channel: channel.channel,
          },
          [
            node('title', { lang: 'en' }, [escapeXmlText(airing.title)]),
            ...(airing.description
              ? [node('desc', { lang: 'en' }, [escapeXmlText(airing.description)])]
              : []),
          ],
        ),
      ),
    ),
  ]);
  // The declaration and DOCTYPE go in as nodes: left to the library, they are dropped whenever
  // the text anywhere in the guide holds `?xml` or `!DOCTYPE`.
  const declaration = node('?xml', { version: '1.0', encoding: 'UTF-8' });
  const body = writer([declaration, '!DOCTYPE tv SYSTEM "xmltv.dtd"', tv]);
  return `${body}\n`;
}

/** The usage report's rows (spec columns), airing by airing in guide order. */
export function usageReportRows(guide: readonly VepgChannel[]): string[][] {
  return guide.flatMap((channel) =>
    channel.airing.map((airing) => [
      channel.name,
      airing.a_st_dt,
      airing.a_ed_dt,
      String(Math.round(airing.dur)),
      airing.title,
      airing.description,
    ]),
  );
}

/**
 * The usage report as CSV (csv-stringify): the header, then the rows, or 'No programs found'. A
 * cell that a spreadsheet would read as a formula (starting with =, +, -, @, tab or carriage
 * return, or their full-width forms) is written with a leading apostrophe (`escape_formulas`).
 */
export function usageReportCsv(guide: readonly VepgChannel[]): string {
  const rows = usageReportRows(guide);
  return stringify(
    [[...USAGE_REPORT_COLUMNS], ...(rows.length > 0 ? rows : [[USAGE_REPORT_EMPTY]])],
    { escape_formulas: true },
  );
}

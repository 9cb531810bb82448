import { writer } from '@iptv/xmltv';
import { stringify } from 'csv-stringify/sync';
import { formatXmltvTime } from '../../domain/schedule/channelDay';
import { USAGE_REPORT_COLUMNS, USAGE_REPORT_EMPTY } from '../../domain/schedule/api';
import type { VepgChannel } from '../../domain/schedule/api';

/** XML text and attribute escaping: the library writes what it is given as is. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
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
        node('display-name', { lang: 'en' }, [escapeXml(channel.name)]),
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
            node('title', { lang: 'en' }, [escapeXml(airing.title)]),
            ...(airing.description
              ? [node('desc', { lang: 'en' }, [escapeXml(airing.description)])]
              : []),
          ],
        ),
      ),
    ),
  ]);
  const body = writer([tv]);
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

/** The usage report as CSV (csv-stringify): the header, then the rows, or 'No programs found'. */
export function usageReportCsv(guide: readonly VepgChannel[]): string {
  const rows = usageReportRows(guide);
  return stringify([
    [...USAGE_REPORT_COLUMNS],
    ...(rows.length > 0 ? rows : [[USAGE_REPORT_EMPTY]]),
  ]);
}

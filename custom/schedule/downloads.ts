/**
 * Files the schedule page downloads (the usage report's CSV, the guide's XMLTV): named after the
 * channel and the range, and saved from text the page already read with the user's token.
 */

/** A name's letters, digits and dashes for a file name (other languages' letters kept). */
function fileNamePart(name: string): string {
  const part = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return part || 'channel';
}

/** e.g. 'Retro-TV-usage-report-2026-11-23-to-2026-11-29.csv'. */
export function usageReportFileName(channelName: string, first: string, last: string): string {
  return `${fileNamePart(channelName)}-usage-report-${first}-to-${last}.csv`;
}

/** e.g. 'Retro-TV-guide-2026-11-23-to-2026-11-29.xml'. */
export function guideFileName(channelName: string, first: string, last: string): string {
  return `${fileNamePart(channelName)}-guide-${first}-to-${last}.xml`;
}

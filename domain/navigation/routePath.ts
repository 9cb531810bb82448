/**
 * A route path's segments, without query, hash or empty parts, so that
 * '/apps/vod/movie?status=draft' and '/apps/vod/movie/' compare alike.
 */
export function pathSegments(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.split('/').filter((segment) => segment !== '');
}

/**
 * The ways a path can be read given section 2's optional product prefix: as
 * written, and for '/apps/x/...' also with x taken as the product and
 * removed. Which reading is right depends on what the caller matches.
 */
export function productlessReadings(path: string): string[][] {
  const segments = pathSegments(path);
  const readings = [segments];
  if (segments[0] === 'apps' && segments.length > 2) readings.push(['apps', ...segments.slice(2)]);
  return readings;
}

/**
 * Whether a path's segments start with a prefix's segments. Routes are
 * compared ignoring case because section 2 mixes '/apps/Container' and
 * '/apps/globalSearch' with lower-case routes.
 */
export function startsWithSegments(
  segments: readonly string[],
  prefix: readonly string[],
): boolean {
  return (
    prefix.length <= segments.length &&
    prefix.every((segment, i) => segment.toLowerCase() === segments[i]?.toLowerCase())
  );
}

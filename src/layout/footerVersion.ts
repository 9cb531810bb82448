/*
 * Values a build leaves in the version when nobody set one: an unreplaced template
 * ('%VERSION%', '${VERSION}', '__VERSION__', '<version>'), an all-zero version ('0.0.0'),
 * or words standing for nothing.
 */
const PLACEHOLDERS = [
  /%[^%]*%/,
  /\$\{[^}]*\}/,
  /^__.*__$/,
  /^<.*>$/,
  /^v?0+(\.0+)*$/i,
  /^(undefined|null|unknown|version)$/i,
];

/**
 * The build version to show in the footer, or undefined when it is not set or is a
 * placeholder (spec section 2: the footer shows the version "when set", hidden when a
 * placeholder).
 */
export function displayedVersion(version: string | undefined): string | undefined {
  const trimmed = version?.trim() ?? '';
  if (trimmed === '' || PLACEHOLDERS.some((pattern) => pattern.test(trimmed))) return undefined;
  return trimmed;
}

/**
 * A problem's message parameters, as the console's catalogs take them: every field but `field`,
 * `code` and `detail`, and the address problem's own (`detail`) beside them. Takes a problem as
 * the API sends it too (JSON). (Apart from override.ts, so that reading the service's errors does
 * not bring the address and country checks along.)
 */
export function geoProblemParams(problem: {
  readonly [key: string]: unknown;
}): Record<string, unknown> {
  const { field: _field, code: _code, detail, ...rest } = problem;
  if (typeof detail !== 'object' || detail === null) return rest;
  const { code: _detailCode, ...detailParams } = detail as Record<string, unknown>;
  return { ...detailParams, ...rest };
}

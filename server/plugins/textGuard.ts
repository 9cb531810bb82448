import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** How deep a request part may nest objects and arrays (MAX_JSON_DEPTH's default). */
export const DEFAULT_MAX_DEPTH = 64;

/** What is wrong with a request part, and where (a JSON pointer, shortened when very long). */
export interface TextProblem {
  path: string;
  /**
   * nul: U+0000; surrogate: half of a UTF-16 surrogate pair; control: another C0 control
   * character than tab, line feed and carriage return; depth: nested past the limit.
   */
  kind: 'nul' | 'surrogate' | 'control' | 'depth';
  /** The control character found (kind control). */
  char?: string;
}

/**
 * The characters no stored or searched text may hold: C0 controls other than tab (U+0009), line
 * feed (U+000A) and carriage return (U+000D) — XML 1.0 cannot carry them, PostgreSQL cannot
 * store U+0000 — and lone surrogates (with the u flag a whole pair is one code point, so only
 * halves match), which PostgreSQL's jsonb refuses.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;

function kindOf(char: string): Exclude<TextProblem['kind'], 'depth'> {
  if (char === '\u0000') return 'nul';
  return char.charCodeAt(0) >= 0xd800 ? 'surrogate' : 'control';
}

/** A key as a path segment: what cannot be shown written as \uXXXX. */
function segment(key: string): string {
  return key.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this escapes
    /[\u0000-\u001f\ud800-\udfff]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const PATH_SHOWN = 200;

/** A path short enough to put in an answer: its start and its end. */
function shown(path: string): string {
  if (path.length <= PATH_SHOWN) return path;
  const half = (PATH_SHOWN - 1) / 2;
  return `${path.slice(0, Math.floor(half))}…${path.slice(-Math.ceil(half))}`;
}

/** Objects to walk: JSON bodies, Fastify's params and query (null-prototype objects). */
function isWalkable(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Stream) &&
    !ArrayBuffer.isView(value)
  );
}

interface Found {
  path: string;
  kind: TextProblem['kind'] | 'nonFinite';
  char?: string;
}

/** A value on the walk's stack: where it sits is kept as its parent and key, made a path only when needed. */
interface Step {
  value: unknown;
  parent: Step | undefined;
  key: string | number | undefined;
  depth: number;
}

/** A step's JSON pointer ('' for the part itself). */
function pathOf(step: Step): string {
  const parts: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent)
    parts.push(typeof at.key === 'number' ? String(at.key) : segment(at.key));
  return parts.length === 0 ? '' : `/${parts.reverse().join('/')}`;
}

/**
 * Walks a request part (params, query, JSON body) depth first in document order, without
 * recursion (a body nested 100,000 levels is a loop, not a stack), and returns the first thing
 * `check` finds in a value or `checkKey` in a key, or a container nested past `maxDepth` (the
 * part itself, when an object or array, is level 1). An upload's stream or bytes is left alone.
 * Paths are only written out for what is found (every request is walked; nearly none is refused).
 */
function walk(
  root: unknown,
  check: (value: unknown) => Omit<Found, 'path'> | undefined,
  checkKey: (key: string) => Omit<Found, 'path'> | undefined,
  maxDepth: number,
): Found | undefined {
  const stack: Step[] = [{ value: root, parent: undefined, key: undefined, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    const found = check(value);
    if (found) return { ...found, path: pathOf(next) || '/' };
    if (!isWalkable(value)) continue;
    if (depth + 1 > maxDepth) return { kind: 'depth', path: pathOf(next) || '/' };
    // Pushed last first, so the first child is looked at first.
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], parent: next, key: index, depth: depth + 1 });
    } else {
      const keys = Object.keys(value);
      // Every key of an object is looked at before any of its values.
      for (const key of keys) {
        const inKey = checkKey(key);
        if (inKey) return { ...inKey, path: `${pathOf(next)}/${segment(key)}` };
      }
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        stack.push({ value: value[key], parent: next, key, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

function textIn(text: string): Omit<Found, 'path'> | undefined {
  const match = FORBIDDEN.exec(text);
  if (!match) return undefined;
  const kind = kindOf(match[0]);
  return kind === 'control' ? { kind, char: match[0] } : { kind };
}

/**
 * The first problem of a request part: text holding U+0000, a lone surrogate or another control
 * character than tab, LF and CR (in a value or a key), or nesting deeper than `maxDepth` levels.
 */
export function textProblem(value: unknown, maxDepth = DEFAULT_MAX_DEPTH): TextProblem | undefined {
  const found = walk(
    value,
    (v) => (typeof v === 'string' ? textIn(v) : undefined),
    textIn,
    maxDepth,
  );
  return found && ({ ...found, path: shown(found.path) } as TextProblem);
}

/** Where a value holds a number that is not finite (a query's '1e309' or 'Infinity', coerced). */
export function nonFinitePath(value: unknown): string | undefined {
  const found = walk(
    value,
    (v) => (typeof v === 'number' && !Number.isFinite(v) ? { kind: 'nonFinite' } : undefined),
    () => undefined,
    Number.POSITIVE_INFINITY,
  );
  return found && shown(found.path);
}

const PARTS = [
  ['path', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

function refuse(part: string, where: string, what: string): ApiError {
  const description = `The ${part} ${what}: ${where}`;
  return new ApiError(400, description, [{ code: 400, field: where, description }]);
}

function said(problem: TextProblem, maxDepth: number): string {
  switch (problem.kind) {
    case 'nul':
      return 'may not contain the NUL character (U+0000)';
    case 'surrogate':
      return 'may not contain a lone UTF-16 surrogate (half of a character)';
    case 'control': {
      const code = (problem.char ?? '').charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
      return `may not contain the control character U+${code} (of U+0000-U+001F only tab, line feed and carriage return are allowed)`;
    }
    case 'depth':
      return `is nested deeper than ${maxDepth} levels`;
  }
}

export interface TextGuardOptions {
  /** Deepest nesting of objects and arrays accepted in a request part (MAX_JSON_DEPTH). */
  maxDepth?: number;
}

/**
 * Guards every route with a 400 naming where the problem is, before validation: text that no
 * stored or searched text may hold (U+0000: PostgreSQL cannot store it, SQLite's full-text search
 * fails on it; lone surrogates: PostgreSQL's jsonb refuses the whole document; other C0 control
 * characters than tab, LF and CR: XML 1.0 and so the guides cannot carry them) in path
 * parameters, query values and JSON bodies, values and keys alike; and nesting past `maxDepth`.
 * After validation, a number that is not finite — ajv's type coercion turns a query's '1e309' or
 * 'Infinity' into Infinity and lets it past `maximum`.
 */
export function registerTextGuard(app: FastifyInstance, options: TextGuardOptions = {}): void {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  // Callback hooks (not async): every request passes both, and nearly none is refused.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, read] of PARTS) {
      const problem = textProblem(read(request), maxDepth);
      if (problem) {
        done(refuse(part, problem.path, said(problem, maxDepth)));
        return;
      }
    }
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, read] of PARTS) {
      const where = nonFinitePath(read(request));
      if (where !== undefined) {
        done(refuse(part, where, 'must hold finite numbers'));
        return;
      }
    }
    done();
  });
}

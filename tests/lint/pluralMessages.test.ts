import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../src/i18n/i18nProvider';
import { flattenMessages } from '../../kit/i18n/messageTree';
import { root, sourceFiles } from './sourceGraph';

/*
 * A polyglot plural message ('Movie |||| Movies') shows both forms joined by '||||' when it is
 * asked for without `smart_count`. Every call in the console's code that names such a message
 * (a literal key, or a template key like `resources.${type}.name`) must pass `smart_count`.
 * A key is matched against the English catalog by its ending (the pages' `t` helpers add a
 * prefix); a key that could also name a message without plural forms is left alone.
 */

const english = flattenMessages(await loadMessages('en'));
const pluralKeys = [...english].filter(([, text]) => text.includes('||||')).map(([key]) => key);
const singleKeys = [...english].filter(([, text]) => !text.includes('||||')).map(([key]) => key);

const CONSOLE_FOLDERS = ['src/', 'kit/', 'custom/', 'resources/ui/', 'authProvider/'];

/** The text of a call's arguments from the '(' at `open` to its matching ')'. */
function argumentsFrom(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const char = source[i];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, i);
    }
  }
  return source.slice(open + 1);
}

/** A key as a pattern over catalog keys: a template's `${...}` stands for one key segment. */
function keyPattern(key: string): RegExp {
  const parts = key.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|\\.)${parts.join('[^.]+')}$`);
}

interface Call {
  file: string;
  line: number;
  key: string;
  args: string;
}

/** Calls of the console's translate functions whose first argument is a literal or template key. */
function translateCalls(): Call[] {
  const calls: Call[] = [];
  const call = /\b(?:translate|t)\(\s*(['"`])([a-zA-Z_$][^'"`\s]*)\1/g;
  for (const file of sourceFiles(root)) {
    const path = relative(root, file);
    if (!CONSOLE_FOLDERS.some((folder) => path.startsWith(folder))) continue;
    if (/\.test\.tsx?$/.test(path) || !/\.tsx?$/.test(path)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(call)) {
      const open = match.index + match[0].indexOf('(');
      calls.push({
        file: path,
        line: source.slice(0, match.index).split('\n').length,
        key: match[2] ?? '',
        args: argumentsFrom(source, open),
      });
    }
  }
  return calls;
}

describe('plural messages', () => {
  const calls = translateCalls();
  const pluralCalls = calls.filter((entry) => {
    const pattern = keyPattern(entry.key);
    return pluralKeys.some((key) => pattern.test(key)) && !singleKeys.some((k) => pattern.test(k));
  });

  it('finds the calls it is meant to judge', () => {
    // A reader that found nothing would pass the test below vacuously.
    expect(pluralKeys).toContain('resources.movie.name');
    expect(pluralCalls.length).toBeGreaterThan(10);
    expect(pluralCalls.some((entry) => entry.key === 'resources.${type}.name')).toBe(true);
  });

  it('are always asked for with smart_count', () => {
    const missing = pluralCalls
      .filter((entry) => !/\bsmart_count\b/.test(entry.args))
      .map((entry) => `${entry.file}:${entry.line} ${entry.key}`);
    expect(missing).toEqual([]);
  });
});

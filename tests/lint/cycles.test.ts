import { describe, expect, it } from 'vitest';
import { relative, sep } from 'node:path';
import { root, runtimeImports, sourceFiles } from './sourceGraph';

// The boundary tests' fixtures break the rules on purpose; scratch files are nobody's code.
const EXCLUDED = [`tests${sep}fixtures${sep}`, `scratch${sep}`];

/** The run-time import graph of the project's files (relative paths). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const name = relative(root, file);
    if (EXCLUDED.some((prefix) => name.startsWith(prefix))) continue;
    graph.set(
      name,
      runtimeImports(file).map((target) => relative(root, target)),
    );
  }
  return graph;
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

describe('modules import each other one way only (no cycles)', () => {
  it('finds a planted cycle and nothing in a chain', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', ['e.ts']],
    ]);
    expect(cycles(planted)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      cycles(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import cycle among the project files', () => {
    const graph = importGraph();
    // A reader that resolved nothing would pass vacuously.
    expect(graph.get(`src${sep}App.tsx`)?.length ?? 0).toBeGreaterThan(3);
    expect(cycles(graph)).toEqual([]);
  });
});

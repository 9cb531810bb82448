import type { StringMap } from 'react-admin';

/** Nested messages as polyglot reads them: `{ console: { common: { save: 'Save' } } }`. */
export type MessageTree = StringMap;

/**
 * A translation of an English message tree: exactly its keys, every message a string. The
 * fragments of the other languages are typed with it (`Translation<typeof english>`), so a missing,
 * extra or misspelt key fails the type check before the catalog tests run.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

function isTree(value: MessageTree[string]): value is MessageTree {
  return typeof value === 'object';
}

/**
 * Deep-merges message trees into a new tree. On the same leaf the later tree wins; where one tree
 * has a leaf and another a subtree, the earlier one stays, so everything `base` holds survives with
 * its shape (hence the return type). Areas own disjoint prefixes: a real overlap is a defect the
 * catalog tests report rather than something to resolve here.
 */
export function mergeMessages<T extends MessageTree>(base: T, ...more: readonly MessageTree[]): T {
  const merged: MessageTree = copyTree(base);
  for (const tree of more) mergeInto(merged, tree);
  // Every key of `base` is in `merged` with the same kind of value (see above).
  return merged as T;
}

function mergeInto(target: MessageTree, source: MessageTree): void {
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = isTree(value) ? copyTree(value) : value;
    } else if (isTree(existing) && isTree(value)) {
      mergeInto(existing, value);
    } else if (!isTree(existing) && !isTree(value)) {
      target[key] = value;
    }
  }
}

function copyTree(tree: MessageTree): MessageTree {
  const copy: MessageTree = {};
  mergeInto(copy, tree);
  return copy;
}

/**
 * The flat view polyglot builds from a tree (`'console.common.save' → 'Save'`); object keys that
 * already contain dots are joined the same way, as polyglot does.
 */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) {
      for (const [childPath, childValue] of flattenMessages(value, path))
        flat.set(childPath, childValue);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

/** The project's root folder. */
export const root = join(import.meta.dirname, '..', '..');

const SKIPPED = new Set([
  'node_modules',
  'dist',
  'build',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** Every TypeScript and module file of the project, outside dependencies and build output. */
export function sourceFiles(dir: string = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (
      entry.name.startsWith('.') ||
      SKIPPED.has(entry.name) ||
      entry.name.startsWith('dist.build-')
    )
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The layer a project file belongs to: its top-level folder, with `resources/ui` apart from the
 * catalogue data and each `custom/<page>` a layer of its own; files at the root are left out.
 */
export function layerOf(path: string): string | undefined {
  const parts = relative(root, path).split(sep);
  if (parts.length < 2) return undefined;
  const [top, second] = parts;
  if (top === 'resources' && second === 'ui') return 'resources/ui';
  if (top === 'custom' && parts.length > 2) return `custom/${second}`;
  return top;
}

/** Every relative import, export-from and dynamic import of a file, as TypeScript reads them. */
export function importedPaths(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => normalize(join(dirname(file), name)));
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The file an import path names (with or without its extension, or a folder's index). */
export function resolveImport(path: string): string | undefined {
  const candidates = [
    ...EXTENSIONS.map((extension) => path + extension),
    ...(path.endsWith('.js') ? [path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx')] : []),
    ...['index.ts', 'index.tsx'].map((name) => join(path, name)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Whether an import or export declaration is erased at run time (type-only). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The project files a file loads at run time: its relative static imports and re-exports that
 * are not type-only, and its dynamic `import()`s, resolved to files.
 */
export function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!typeOnly(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((name) => name.startsWith('.'))
    .map((name) => resolveImport(normalize(join(dirname(file), name))))
    .filter((target): target is string => target !== undefined);
}

// @vitest-environment node
/**
 * No import circles in src/, server/src/ or shared/ (architecture.md, "Rules"), type-only imports
 * counted: a circle of types still ties two modules together, and turns into one of values with
 * the next import that is not a type. ESLint's no-cycle skips type imports, so this reads the
 * module graph itself, from every static `import` and `export … from` (dynamic `import()`, a
 * lazy page, is the way out of a circle and is not counted).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '../..');
const FOLDERS = ['src', 'server/src', 'shared'];
/** The aliases of tsconfig.json, as the bundlers resolve them. */
const ALIASES: [prefix: string, folder: string][] = [
  ['@/', 'src/'],
  ['@shared/', 'shared/'],
];

/** The modules `code` imports statically, by the specifiers it writes, types included. */
function importsOf(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

/** The file of ours `specifier` names from `from` (both relative to the root), or null for a package. */
function resolveImport(from: string, specifier: string, exists: (path: string) => boolean): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? alias[1] + specifier.slice(alias[0].length) : specifier.startsWith('.') ? join(dirname(from), specifier) : null;
  if (base === null) return null;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => normalize(base + ending));
  return candidates.find((path) => /\.tsx?$/.test(path) && exists(path)) ?? null;
}

/** The circles of a module graph: each group of modules that reach one another, sorted by path. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The module graph of `files` (path → source), each edge to a file of ours. */
function moduleGraph(files: ReadonlyMap<string, string>, exists = (path: string) => files.has(path)): Map<string, string[]> {
  return new Map(
    [...files].map(([path, code]) => [path, importsOf(path, code).flatMap((specifier) => resolveImport(path, specifier, exists) ?? [])]),
  );
}

describe('import circles', () => {
  it('finds a circle of type-only imports, through an alias and a re-export', () => {
    const files = new Map([
      ['src/features/catalog/slots.tsx', "import type { Props } from './button';\nexport const slot = 1;\n"],
      ['src/features/catalog/button.tsx', "export type { Slot } from '@/lib/slot';\nexport interface Props { a: number }\n"],
      ['src/lib/slot.ts', "import type { slot } from '../features/catalog/slots';\nexport type Slot = typeof slot;\n"],
      ['src/lib/leaf.ts', "import { slot } from '../features/catalog/slots';\nexport const lazy = () => import('./slot');\n"],
    ]);
    expect(importCircles(moduleGraph(files))).toEqual([['src/features/catalog/button.tsx', 'src/features/catalog/slots.tsx', 'src/lib/slot.ts']]);
  });

  it('finds none where imports go one way', () => {
    const files = new Map([
      ['server/src/i18n.ts', "import type { Lang } from '@shared/lang';\nimport { ACCOUNT } from './messages/accounts';\n"],
      ['server/src/messages/accounts.ts', "import type { Lang } from '../../../shared/lang';\nexport const ACCOUNT = {};\n"],
      ['shared/lang.ts', "export type Lang = 'ar' | 'en';\n"],
    ]);
    expect(importCircles(moduleGraph(files))).toEqual([]);
  });

  it(`has none in ${FOLDERS.join(', ')}`, () => {
    const paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((path) => /\.tsx?$/.test(path) && existsSync(join(ROOT, path)));
    const files = new Map(paths.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]));
    const graph = moduleGraph(files, (path) => existsSync(join(ROOT, path)));
    expect(importCircles(graph)).toEqual([]);
  });
});

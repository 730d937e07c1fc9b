import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseFileSync } from '@swc/core';

// The import graph of the repo's TypeScript and its cycles (issue 8 §9). TypeScript 7 is the native compiler and
// offers no JavaScript compiler API, which madge and dependency-cruiser parse TypeScript with (dependency-cruiser's
// swc mode cannot read TSX), so this reads each file with swc and keeps every import, `import type` included.

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.wrangler', '.e2e-state', 'coverage']);

/** Every TypeScript file under `dirs` (recursively), without build output or dependencies. */
export function sourceFiles(dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (!SKIP_DIRS.has(entry)) walk(path);
      } else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) files.push(resolve(path));
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return files.sort();
}

/** The module specifiers a file imports: static, `import type`, re-exports, and `import()` with a literal. */
export function importsOf(file: string): string[] {
  const ast = parseFileSync(file, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const specifiers: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const item = node as {
      type?: string;
      source?: { value?: unknown };
      callee?: { type?: string };
      arguments?: { expression?: { type?: string; value?: unknown } }[];
    };
    if (
      (item.type === 'ImportDeclaration' ||
        item.type === 'ExportAllDeclaration' ||
        item.type === 'ExportNamedDeclaration') &&
      typeof item.source?.value === 'string'
    ) {
      specifiers.push(item.source.value);
    }
    const argument = item.arguments?.[0]?.expression;
    if (
      item.type === 'CallExpression' &&
      item.callee?.type === 'Import' &&
      argument?.type === 'StringLiteral'
    ) {
      specifiers.push(String(argument.value));
    }
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return specifiers;
}

/** The workspaces' package names and export maps (package.json), so `@app/shared/ui` resolves to its file. */
export function workspaceExports(root: string): Map<string, string> {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const entries = new Map<string, string>();
  for (const workspace of packageJson.workspaces) {
    const dir = join(root, workspace);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
      main?: string;
    };
    const exportMap = pkg.exports ?? (pkg.main ? { '.': pkg.main } : {});
    for (const [subpath, target] of Object.entries(exportMap)) {
      entries.set(
        subpath === '.' ? pkg.name : `${pkg.name}/${subpath.replace(/^\.\//, '')}`,
        resolve(dir, target),
      );
    }
  }
  return entries;
}

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** The file a specifier names, or undefined for a package outside the repo. */
export function resolveImport(
  from: string,
  specifier: string,
  workspaces: Map<string, string>,
): string | undefined {
  if (workspaces.has(specifier)) return workspaces.get(specifier);
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** The cycles of a graph: its strongly connected components of more than one module, or a module importing itself. */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edges: string[] }[] = [];
    const open = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])] });
    };
    open(start);
    while (work.length > 0) {
      const frame = work.at(-1) as { node: string; edges: string[] };
      const target = frame.edges.shift();
      if (target !== undefined) {
        if (!index.has(target)) open(target);
        else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** The import graph of every TypeScript file under `dirs`, as paths relative to `root`. */
export function importGraph(root: string, dirs: string[]): Map<string, Set<string>> {
  const workspaces = workspaceExports(root);
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(dirs.map((dir) => join(root, dir)))) {
    const targets = new Set<string>();
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier, workspaces);
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), targets);
  }
  return graph;
}

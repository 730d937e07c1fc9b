import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './import-graph';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([node, targets]) => [node, new Set(targets)]));

describe('findCycles', () => {
  it('finds each cycle once, with all its modules', () => {
    const cycles = findCycles(
      graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['g'], g: ['f'] }),
    );
    expect(cycles).toEqual([['a', 'b', 'c'], ['e'], ['f', 'g']]);
  });

  it('finds none in a graph without one', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('survives a chain deeper than the call stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) edges[`m${i}`] = [`m${i + 1}`];
    edges.m20000 = ['m0'];
    expect(findCycles(graphOf(edges))[0]).toHaveLength(20_001);
  });
});

describe('importGraph', () => {
  it('follows TSX, type-only imports, re-exports, dynamic imports and workspace packages', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('package.json', JSON.stringify({ workspaces: ['lib'] }));
    write('lib/package.json', JSON.stringify({ name: '@x/lib', exports: { '.': './index.ts' } }));
    write('lib/index.ts', "export * from './view';\n");
    write(
      'lib/view.tsx',
      "import type { Model } from '../app/model';\nexport const View = (m: Model) => <p>{m.name}</p>;\n",
    );
    write(
      'app/model.ts',
      "export type Model = { name: string };\nexport const load = () => import('@x/lib');\n",
    );
    expect(importsOf(join(root, 'lib/view.tsx'))).toEqual(['../app/model']);
    const graph = importGraph(root, ['lib', 'app']);
    expect(graph.get('app/model.ts')).toEqual(new Set(['lib/index.ts']));
    expect(findCycles(graph)).toEqual([['app/model.ts', 'lib/index.ts', 'lib/view.tsx']]);
  });
});

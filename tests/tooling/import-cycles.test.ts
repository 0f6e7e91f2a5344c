import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/** Every package's and app's source, as one graph: a cycle through two packages counts too. */
const sources = ['packages/domain/src', 'packages/contract/src', 'packages/ui/src', 'apps/api/src', 'apps/shop/src'];

describe('the source modules', () => {
  // A cycle makes the order modules run in depend on which one is imported first, splits badly
  // into chunks and hides which module owns what: the graph stays a tree of layers.
  it('import one another without a cycle', { timeout: 120_000 }, async () => {
    const graph = await madge(
      sources.map((dir) => path.join(repo, dir)),
      {
        baseDir: repo,
        fileExtensions: ['ts', 'tsx'],
        tsConfig: path.join(repo, 'tsconfig.base.json'),
        detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
      },
    );
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(500);
    expect(graph.circular().map((cycle) => cycle.join(' > '))).toEqual([]);
  });
});

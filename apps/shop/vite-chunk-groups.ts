// How the build cuts the shop's JS into chunks: a few whole chunks for what pages load together,
// instead of the many small shared chunks the bundler cuts along the lazy pages' lines (gzip sees
// each chunk alone, and every chunk is a request).
import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** The mode of the first, unwritten build that `chunkGroups` reads the chunks' contents from. */
export const FIRST_PASS_MODE = 'first-paint-pass';

// The libraries every page runs. Only TanStack's query packages: react-table (the checkout's cart
// table, and later the dashboard's) would otherwise ride into every first paint with them.
const framework =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|@tanstack[\\/](?:react-query|query-core))[\\/]/;

const frameworkHydration = /[\\/]@tanstack[\\/]query-core[\\/].*[\\/]hydration\.js$/;

/** The entry's own module stays the entry chunk: index.html's script and its preloads. */
const entryModule = /[\\/]src[\\/]main\.tsx$/;

/** The route whose page the storefront's shared modules are read from. */
const homePage = /[\\/]src[\\/]home[\\/]home-page\.tsx$/;

interface FirstPass {
  /** What a first visit runs before its first paint: the entry's static imports, after tree-shaking. */
  readonly firstPaint: ReadonlySet<string>;
  /**
   * What home's page shares with other lazy pages (the product cards, the grid, their quick-add and
   * wishlist buttons: listings, the product page and Special of Today show them too), first paint apart.
   */
  readonly storefront: ReadonlySet<string>;
}

/** Reads which modules end up where from a first, unwritten build with the bundler's own cuts. */
async function readFirstPass(configFile: string): Promise<FirstPass> {
  const result = await build({
    configFile,
    logLevel: 'silent',
    mode: FIRST_PASS_MODE,
    build: { write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs.flatMap((each) => each.output)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  /** The modules of `from`'s static imports, transitively; `from` itself and entries apart. */
  const imported = (from: Rolldown.OutputChunk, skip: ReadonlySet<string>) => {
    const modules = new Set<string>();
    const seen = new Set<string>([from.fileName]);
    const visit = (name: string) => {
      const chunk = chunks.get(name);
      if (!chunk || seen.has(name) || chunk.isEntry) return;
      seen.add(name);
      for (const id of chunk.moduleIds) if (!skip.has(id)) modules.add(id);
      for (const next of chunk.imports) visit(next);
    };
    for (const next of from.imports) visit(next);
    return modules;
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const firstPaint = new Set<string>();
  for (const entry of entries) {
    // The entry's own modules join the group too (all but main.tsx): gzip then sees the shell whole.
    for (const id of entry.moduleIds) if (!entryModule.test(id) && id !== entry.facadeModuleId) firstPaint.add(id);
    for (const id of imported(entry, new Set())) firstPaint.add(id);
  }
  const home = [...chunks.values()].find((chunk) => homePage.test(chunk.facadeModuleId ?? ''));
  if (!home) throw new Error('The first pass has no chunk for src/home/home-page.tsx');
  return { firstPaint, storefront: imported(home, firstPaint) };
}

/**
 * Rolldown's `codeSplitting.groups` for the browser's build: React, ReactDOM and TanStack Query
 * (cached across releases of the shop's own code); then everything else the first paint runs, the
 * entry's modules with it (the entry chunk keeps only main.tsx); then the storefront's shared
 * modules, one chunk that home, listings, the product page and Special of Today load whole.
 */
export async function chunkGroups(configFile: string): Promise<Rolldown.CodeSplittingGroup[]> {
  const { firstPaint, storefront } = await readFirstPass(path.resolve(configFile));
  return [
    {
      name: 'framework',
      // What of them the first paint runs: a lazy page's hooks (infinite lists, parallel queries)
      // load with the page. Not the cache's hydration either: only a server-rendered page needs
      // it, to take the page over.
      test: (id: string) => framework.test(id) && firstPaint.has(id) && !frameworkHydration.test(id),
      priority: 3,
    },
    { name: 'first-paint', test: (id: string) => firstPaint.has(id), priority: 2 },
    { name: 'storefront', test: (id: string) => storefront.has(id), priority: 1 },
  ];
}

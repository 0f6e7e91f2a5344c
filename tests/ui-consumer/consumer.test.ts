import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, prepareConsumer, repo } from './prepare.ts';

let consumer: Consumer;

beforeAll(() => {
  consumer = prepareConsumer();
}, 240_000);

afterAll(() => consumer.cleanup());

/** Runs a command to its end; its exit status and what it printed (stdout and stderr, attw's JSON is large). */
function runTool(command: string, args: readonly string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);

interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
  readonly resolutionOption?: string;
  readonly fileName?: string;
  readonly moduleSpecifier?: string;
}

/** The kit's component entry points (`./price`, `./button`, …): dist folders with a declaration. */
function kitSubpaths(): string[] {
  const dist = path.join(consumer.dir, 'node_modules/@juicyin/ui/dist');
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dist, entry.name, 'index.d.ts')))
    .map((entry) => `./${entry.name}`);
}

interface Rendered {
  readonly stylesheet: string;
  readonly html: string;
}

/** Runs the consumer app with plain Node (published export conditions only). */
function renderApp(locale: string): Rendered {
  const output = execFileSync(process.execPath, [path.join(consumer.dir, 'app.mjs'), locale], {
    cwd: consumer.dir,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Rendered;
}

/** Loads the page in jsdom and waits for the kit's stylesheet to load. */
async function loadPage({ html }: Rendered): Promise<Document> {
  const dom = new JSDOM(html, { url: pathToFileURL(path.join(consumer.dir, 'index.html')).href, resources: 'usable' });
  const link = dom.window.document.querySelector('link[rel="stylesheet"]')!;
  await new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error('styles.css did not load')));
  });
  return dom.window.document;
}

describe('the packed @juicyin/ui in a consumer app', () => {
  it('resolves the kit from the consumer’s own node_modules', () => {
    const resolved = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "process.stdout.write(import.meta.resolve('@juicyin/ui'))"],
      { cwd: consumer.dir, encoding: 'utf8' },
    );
    expect(resolved).toBe(pathToFileURL(path.join(consumer.dir, 'node_modules/@juicyin/ui/dist/index.js')).href);
  });

  it('ships built files only: ESM, types, one stylesheet and its fonts, no sources, stories or tests', () => {
    const kit = path.join(consumer.dir, 'node_modules/@juicyin/ui');
    expect(existsSync(path.join(kit, 'src'))).toBe(false);
    expect(existsSync(path.join(kit, 'dist/index.js'))).toBe(true);
    expect(existsSync(path.join(kit, 'dist/index.d.ts'))).toBe(true);
    expect(existsSync(path.join(kit, 'dist/price/index.d.ts'))).toBe(true);
    expect(existsSync(path.join(kit, 'dist/styles.css'))).toBe(true);
    const listing = execFileSync('find', [kit, '-name', '*.stories.*', '-o', '-name', '*.test.*'], {
      encoding: 'utf8',
    });
    expect(listing).toBe('');
    const manifest = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['sideEffects']).toEqual(['*.css']);
    expect(Object.keys(manifest['peerDependencies'] as object).sort()).toEqual(['react', 'react-dom']);
  });

  it('renders a product card, a price and a button from the built package', async () => {
    const document = await loadPage(renderApp('en-SA'));
    const card = document.querySelector('[data-slot="product-card"]');
    expect(card).not.toBeNull();
    expect(card?.getAttribute('data-state')).toBe('sale');
    expect(card?.textContent).toContain('Orange juice');
    const prices = [...document.querySelectorAll('data')].map((data) => data.getAttribute('value'));
    expect(prices).toEqual(['1900', '2500', '12350']);
    expect(document.body.textContent).toContain('Regular price');
    expect(document.body.textContent).toMatch(/SAR\s123\.50/);
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Checkout');
    expect(button?.className).toBe('jui-button jui-button--secondary jui-button--md');
  });

  it('renders in Arabic, right to left, with the kit’s Arabic strings', async () => {
    const document = await loadPage(renderApp('ar-SA'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.textContent).toContain('السعر الأصلي');
    expect(document.body.textContent).toContain('سعر التخفيض');
  });

  it('loads styles.css, whose rules style the rendered markup and whose fonts ship beside it', async () => {
    const rendered = renderApp('en-SA');
    const document = await loadPage(rendered);
    const window = document.defaultView!;
    const price = document.querySelector<HTMLElement>('[data-slot="price"]')!;
    expect(window.getComputedStyle(price).display).toBe('inline-flex');
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(link.sheet?.cssRules.length).toBeGreaterThan(100);

    const css = readFileSync(rendered.stylesheet, 'utf8');
    expect(css).toContain('--jui-font-arabic');
    const fonts = [...css.matchAll(/url\((\.\/fonts\/[^)]+\.woff2)\)/g)].map((match) => match[1]!);
    expect(fonts.some((font) => font.includes('inter'))).toBe(true);
    expect(fonts.some((font) => font.includes('ibm-plex-sans-arabic'))).toBe(true);
    for (const font of fonts) expect(existsSync(path.resolve(path.dirname(rendered.stylesheet), font))).toBe(true);
  });

  it('packs manifests whose export maps name only shipped files and whose ranges a publish would write', () => {
    const modules = path.join(consumer.dir, 'node_modules');
    const read = (name: string) =>
      JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as {
        version: string;
        exports: Record<string, string | Record<string, string>>;
        dependencies?: Record<string, string>;
        publishConfig?: unknown;
      };
    for (const name of ['@juicyin/ui', '@juicyin/domain']) {
      const manifest = read(name);
      expect(manifest.publishConfig).toBeUndefined();
      const targets = Object.values(manifest.exports).flatMap((target) =>
        typeof target === 'string' ? [target] : Object.values(target),
      );
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        // A `./*` target is checked for one component.
        expect(existsSync(path.join(modules, name, target.replace('*', 'button'))), `${name} ${target}`).toBe(true);
      }
    }
    expect(read('@juicyin/ui').dependencies?.['@juicyin/domain']).toBe(`^${read('@juicyin/domain').version}`);
  });

  it('passes publint, suggestions included, for both tarballs', () => {
    for (const tarball of [consumer.tarballs.ui, consumer.tarballs.domain]) {
      const { status, output } = runTool(bin('publint'), ['run', tarball, '--level', 'suggestion', '--strict'], repo);
      expect(output).toContain('All good!');
      expect(status).toBe(0);
    }
  });

  it('has types that resolve for node16 and bundler in every entry point (attw, ESM-only profile)', () => {
    const subpaths = kitSubpaths();
    expect(subpaths).toContain('./button');
    const checks = [
      { tarball: consumer.tarballs.ui, entrypoints: ['.', './styles.css', ...subpaths] },
      { tarball: consumer.tarballs.domain, entrypoints: ['.'] },
    ];
    for (const { tarball, entrypoints } of checks) {
      // attw does not expand the `./*` pattern: each component's entry point is named.
      const args = [tarball, '--profile', 'esm-only', '--format', 'json', '--include-entrypoints', ...entrypoints];
      const { status, output } = runTool(bin('attw'), args, repo);
      const { analysis } = JSON.parse(output) as {
        analysis: { entrypoints: Record<string, unknown>; problems: AttwProblem[] };
      };
      expect(Object.keys(analysis.entrypoints)).toEqual(expect.arrayContaining(entrypoints));
      // The ESM-only profile ignores node10 and require() from CommonJS: the kit is ESM only.
      const problems = analysis.problems
        .filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind ?? ''))
        .map((p) => [p.kind, p.resolutionKind ?? p.resolutionOption, p.fileName ?? p.entrypoint, p.moduleSpecifier]);
      expect(problems).toEqual([]);
      expect(status).toBe(0);
    }
  }, 120_000);

  it('type-checks a NodeNext TypeScript app that checks the kit’s declarations (skipLibCheck off)', () => {
    const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
    const { status, output } = runTool(process.execPath, [tsc, '-p', consumer.dir], consumer.dir);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 120_000);
});

// Builds @juicyin/ui (and @juicyin/domain, which it depends on), packs both with `pnpm pack`, and
// unpacks the tarballs into a throwaway consumer app's node_modules — the files an npm user
// would get, resolved through the published export conditions (no `@juicyin/source`, no `src/`).
// The kit's third-party dependencies are linked from the workspace's store, so this runs offline.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '../..');
const uiDir = path.join(repo, 'packages/ui');
const domainDir = path.join(repo, 'packages/domain');

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `pnpm pack` into `into`; returns the tarball's path. */
function pack(packageDir: string, into: string): string {
  const before = new Set(existsSync(into) ? run('ls', [into], into).split('\n') : []);
  run('pnpm', ['pack', '--pack-destination', into], packageDir);
  const created = run('ls', [into], into)
    .split('\n')
    .filter((name) => name.endsWith('.tgz') && !before.has(name));
  if (created.length !== 1) throw new Error(`pnpm pack in ${packageDir} made ${created.length} tarballs`);
  return path.join(into, created[0]!);
}

/** Unpacks an npm tarball (its files are under `package/`) to `target`. */
function unpack(tarball: string, target: string) {
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'], target);
}

function linkDependency(consumerModules: string, name: string, from: string) {
  const source = realpathSync(path.join(from, 'node_modules', name));
  const target = path.join(consumerModules, name);
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
}

export interface Consumer {
  readonly dir: string;
  /** The `pnpm pack` tarballs installed in `dir`, as a publish would upload them. */
  readonly tarballs: { readonly ui: string; readonly domain: string };
  readonly cleanup: () => void;
}

/**
 * The consumer's TypeScript settings: Node's own ESM resolution (NodeNext, which reads the export
 * map's `types` conditions) and skipLibCheck off, so tsc checks every declaration file it reaches.
 */
const typedAppConfig = {
  compilerOptions: {
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2023',
    lib: ['es2023', 'dom', 'dom.iterable'],
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    types: [],
  },
  files: ['typed-app.tsx'],
};

/** Builds, packs and installs the kit into a new consumer directory. */
export function prepareConsumer(): Consumer {
  const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
  run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], domainDir);
  run(process.execPath, ['build.mjs'], uiDir);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'juicyin-ui-consumer-'));
  const tarballs = path.join(dir, 'tarballs');
  mkdirSync(tarballs);
  const modules = path.join(dir, 'node_modules');
  const packed = { domain: pack(domainDir, tarballs), ui: pack(uiDir, tarballs) };
  unpack(packed.domain, path.join(modules, '@juicyin/domain'));
  unpack(packed.ui, path.join(modules, '@juicyin/ui'));

  const manifest = JSON.parse(readFileSync(path.join(modules, '@juicyin/ui/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
  };
  for (const name of [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]) {
    if (name !== '@juicyin/domain') linkDependency(modules, name, uiDir);
  }
  // A TypeScript consumer also installs React's types.
  linkDependency(modules, '@types/react', repo);

  // The app must live in the consumer: Node resolves its imports from its own folder upwards.
  copyFileSync(path.join(import.meta.dirname, 'app.mjs'), path.join(dir, 'app.mjs'));
  copyFileSync(path.join(import.meta.dirname, 'typed-app.tsx'), path.join(dir, 'typed-app.tsx'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(typedAppConfig, null, 2));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'juicyin-ui-consumer', private: true, type: 'module' }, null, 2),
  );
  return { dir, tarballs: packed, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

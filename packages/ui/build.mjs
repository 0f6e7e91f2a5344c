// Builds @juicyin/ui: ESM per component (subpath exports), one dist/styles.css, and .d.ts files.
import { execFileSync } from 'node:child_process';
import { readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = import.meta.dirname;
const src = path.join(root, 'src');
const components = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'index.ts')))
  .map((entry) => entry.name);

rmSync(path.join(root, 'dist'), { recursive: true, force: true });

const entries = { index: path.join(src, 'index.ts') };
for (const name of components) entries[`${name}/index`] = path.join(src, name, 'index.ts');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['@juicyin/source', 'module', 'browser', 'import', 'default'] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'styles' },
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

execFileSync(
  process.execPath,
  [path.join(root, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
console.log(`@juicyin/ui built: ${components.length} component(s) + styles.css`);

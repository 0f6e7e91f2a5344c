import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../packages/ui/src');

/** Component modules (not stories or tests) that import a stylesheet of their own. */
function componentsWithStyles(): string[] {
  const files: string[] = [];
  for (const dir of readdirSync(src, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(path.join(src, dir.name))) {
      if (!/\.tsx$/.test(file) || /\.(stories|test)\.tsx$/.test(file)) continue;
      const text = readFileSync(path.join(src, dir.name, file), 'utf8');
      if (/import '\.\/[\w-]+\.css';/.test(text)) files.push(path.join(dir.name, file));
    }
  }
  return files;
}

describe('the UI kit stylesheets', () => {
  // The package is "sideEffects": ["*.css"], so a CSS import in the side-effect-free index.ts is
  // tree-shaken away: each styled component imports the design tokens it uses itself.
  it('import the design tokens in every component that has a stylesheet', () => {
    const styled = componentsWithStyles();
    expect(styled.length).toBeGreaterThan(0);
    const missing = styled.filter(
      (file) => !readFileSync(path.join(src, file), 'utf8').includes("import '../theme/tokens.css';"),
    );
    expect(missing).toEqual([]);
  });
});

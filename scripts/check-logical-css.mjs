// Rejects physical CSS directions in the UI kit and the shop, so Arabic (right to left) works:
// use inline-start/end (margin-inline-start, ms-, ps-, text-start, inset-inline-start) instead.
// A line may opt out with the comment `logical-css-ignore` and a reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const checkedRoots = ['packages/ui/src', 'apps/shop/src'];

const cssRules = [
  [/(^|[\s;{])(margin|padding|border|inset)-(left|right)\b/, 'use margin/padding/border/inset-inline-start or -end'],
  [/(^|[\s;{])(left|right)\s*:/, 'use inset-inline-start or inset-inline-end'],
  [/\btext-align\s*:\s*(left|right)\b/, 'use text-align: start or end'],
  [/\b(float|clear)\s*:\s*(left|right)\b/, 'use inline-start or inline-end'],
  [/\bborder-(top|bottom)-(left|right)-radius\b/, 'use border-start-start-radius and friends'],
];

const classRules = [
  [/(?<![\w-])(ml|mr|pl|pr)-[\w[]/, 'use ms-/me-/ps-/pe-'],
  [/(?<![\w-])text-(left|right)\b/, 'use text-start or text-end'],
  [/(?<![\w-])(left|right)-[\d[]/, 'use start-/end-'],
  [/(?<![\w-])(rounded|border)-(l|r|tl|tr|bl|br)(?![\w-])/, 'use rounded-s/-e, border-s/-e'],
  [/(?<![\w-])float-(left|right)\b/, 'use float-start or float-end'],
  [/\b(margin|padding|border)(Left|Right)\b/, 'use marginInlineStart and friends'],
  [/\btextAlign\s*:\s*['"](left|right)['"]/, "use textAlign: 'start' or 'end'"],
  [/\b(margin|padding|border)-(left|right)\b/, 'use margin/padding/border-inline-start or -end'],
  [/\btext-align\s*:\s*(left|right)\b/, 'use text-align: start or end'],
];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'dist-server') yield* walk(full);
    } else if (/\.(css|tsx?|mdx)$/.test(entry.name)) {
      yield full;
    }
  }
}

/** Every physical direction in `text`, as { line, text, hint }. `kind` is 'css' or 'code'. */
export function findPhysicalDirections(text, kind) {
  const rules = kind === 'css' ? cssRules : classRules;
  const problems = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes('logical-css-ignore')) return;
    for (const [pattern, hint] of rules) {
      const match = pattern.exec(line);
      if (match) {
        problems.push({ line: index + 1, text: match[0].trim(), hint });
        break;
      }
    }
  });
  return problems;
}

/** Checks every CSS and TypeScript file under `roots` (relative to `repo`). */
export function checkTree(repo, roots = checkedRoots) {
  const problems = [];
  for (const root of roots) {
    const dir = path.join(repo, root);
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of walk(dir)) {
      const kind = file.endsWith('.css') ? 'css' : 'code';
      for (const problem of findPhysicalDirections(readFileSync(file, 'utf8'), kind)) {
        problems.push({ file: path.relative(repo, file), ...problem });
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkTree(path.resolve(import.meta.dirname, '..'));
  for (const p of problems) console.error(`${p.file}:${p.line}: physical direction "${p.text}": ${p.hint}`);
  if (problems.length > 0) {
    console.error(`${problems.length} physical direction(s) in UI code; Arabic needs logical ones.`);
    process.exit(1);
  }
  console.log(`Logical CSS: no physical directions in ${checkedRoots.join(', ')}.`);
}

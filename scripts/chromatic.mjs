// `pnpm chromatic`: uploads the built Storybook to Chromatic for visual review when
// CHROMATIC_PROJECT_TOKEN is set; otherwise says what it would need and exits 0.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded. Set it to the project token from chromatic.com (settings of the Juicyin project) and run `pnpm chromatic` again; it builds Storybook and uploads storybook-static.',
  );
  process.exit(0);
}

const build = spawnSync('pnpm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const upload = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--config-file', 'chromatic.config.json', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(upload.status ?? 1);

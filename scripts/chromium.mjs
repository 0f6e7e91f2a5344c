// Finds the system Chromium for every browser tool (Playwright, Vitest browser mode, Lighthouse).
// No tool in this repository downloads a browser.
import { accessSync, constants } from 'node:fs';

/** Flags for every launch on these machines (see README: "Browsers"). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const candidates = () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium executable: CHROMIUM_PATH, then /usr/bin/chromium, then /usr/bin/chromium-browser. */
export function findChromium() {
  for (const candidate of candidates()) {
    if (candidate && isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The Chromium executable, or one clear line and exit code 1 when there is none. */
export function requireChromium() {
  const found = findChromium();
  if (found) return found;
  console.error(
    'No Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser): install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(requireChromium());
}

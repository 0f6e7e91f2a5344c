// How long a test waits, in one place for every runner. Tests wait for events (an element
// appearing, a request finishing) and go on the moment they happen; these figures are only the
// ceilings after which a wait gives up, set far above what the slowest run on a loaded 2-core
// machine needs so that load never turns into a red run (see docs/TESTING.md).

/** Testing Library's findBy…/waitFor (stories and jsdom tests) and Playwright's expect. */
export const waitCeiling = 15_000;

/** One test, story or journey: above several waits in a row, so a slow wait reports itself. */
export const testCeiling = 60_000;

/**
 * Starting what the tests run in: the built server for the journeys (PGlite, migrations, seed),
 * which is waited for until `/api/health` answers or the process exits, and the browser session
 * of the story tests (Vitest's `browser.connectTimeout`). On a quiet machine each takes seconds;
 * under the stress script's burner with other work beside it, both once took more than 60 s.
 */
export const startCeiling = 300_000;

// How long a test waits, in one place for every runner. Tests wait for events (an element
// appearing, a request finishing) and go on the moment they happen; these figures are only the
// ceilings after which a wait gives up, set far above what the slowest run on a loaded 2-core
// machine needs so that load never turns into a red run (see docs/TESTING.md).

/** Testing Library's findBy…/waitFor (stories and jsdom tests) and Playwright's expect. */
export const waitCeiling = 15_000;

/** One test, story or journey: above several waits in a row, so a slow wait reports itself. */
export const testCeiling = 60_000;

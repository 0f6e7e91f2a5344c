// The journeys' one accessibility check: axe-core on the page as it stands, once nothing is busy.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no region of the page is busy (`aria-busy="true"`: data still loading), then runs
 * axe-core on it and expects no violation; `what` names the page in the failure.
 *
 * - axe runs in the page itself (`axe.run`, the builder's legacy mode). The builder's default runs
 *   `axe.runPartial` in every frame and then `axe.finishRun` in a blank page it opens and injects
 *   axe into, so that cross-origin frames can be checked; the shop has no frames.
 * - axe reports every node only for violations (`resultTypes`): passes and incomplete checks keep
 *   one node a rule, which is all a journey reads. Every rule still runs on every node.
 */
export async function expectNoAxeViolations(page: Page, what?: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const scan = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(scan.violations, what).toEqual([]);
}

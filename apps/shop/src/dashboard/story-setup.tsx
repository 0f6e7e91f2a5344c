import { handlers } from '@juicyin/contract/msw';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { waitFor, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { FixedStaffClock } from './clock.tsx';
import { dashboardHandlers, STORY_NOW, staffStream } from './story-fixtures.ts';

export { STORY_NOW } from './story-fixtures.ts';

/**
 * Every dashboard story's frame: the shop's frame in the story's language at the page's route
 * pattern `path`, opened at `entry` (or a story's `parameters.entry`: an address with the table's
 * query, an order's number), with the dashboard's clock stopped at `STORY_NOW` so ages and
 * lateness look the same on any day.
 */
export function dashboardDecorator(path: string, entry: string = path): Decorator {
  return (Story, { globals, parameters }) => (
    <ShopFrame
      language={storyLanguage(globals)}
      path={path}
      initialEntry={typeof parameters['entry'] === 'string' ? parameters['entry'] : entry}
    >
      <FixedStaffClock value={STORY_NOW}>
        <Story />
      </FixedStaffClock>
    </ShopFrame>
  );
}

/**
 * What the dashboard's frame asks in a story: the signed-in account, the staff session and the
 * live stream (built in `beforeEach`: it needs the browser's EventSource).
 */
export function staffFrameHandlers(): HttpHandler[] {
  return [...handlers.account.signedIn, ...dashboardHandlers.staff, staffStream().handler];
}

/** Waits for a polite announcement (a `status` region; the frame has its own) that says `text`. */
export async function expectAnnounced(root: HTMLElement, text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = within(root)
      .getAllByRole('status')
      .find((candidate) => candidate.textContent.includes(text));
    if (!region) throw new Error(`No status region says "${text}"`);
    return region;
  });
}

/** The body rows of the table with this name (its header row left out), once it has loaded. */
export async function tableRows(root: HTMLElement, tableName: string): Promise<HTMLElement[]> {
  const table = await within(root).findByRole('table', { name: tableName });
  return within(table).getAllByRole('row').slice(1);
}

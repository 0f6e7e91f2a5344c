import { handlers } from '@juicyin/contract/msw';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { waitFor, within } from 'storybook/test';
import { dashboardHandlers, staffStream } from '../story-fixtures.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { FixedStaffClock } from '../clock.tsx';

/** The stories' "now" for the ages shown: the afternoon of the fixtures' orders (22 November 2026, 17:00 in Riyadh). */
export const STORY_NOW = Date.parse('2026-11-22T14:00:00.000Z');

/**
 * The dashboard pages' stories' frame: the shop's frame in the story's language at the page's
 * route and address (a story's `parameters.entry` opens another address; the dashboard's own frame, navigation and staff gate are the area's, not shown).
 */
export function dashboardPageDecorator(path: string, entry: string = path): Decorator {
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

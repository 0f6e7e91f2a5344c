import type { OrderDetail } from '@juicyin/contract';
import { handlers } from '@juicyin/contract/msw';
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';

/** A signed-in shopper with a bag: what the signed-in orders stories start from (their own handlers go after). */
export const signedInShopper = [...handlers.account.signedIn, ...handlers.bag.full];

/** Where an order screen's story opens: its route and address, and those of its bare address (`bare: true`). */
export interface OrderScreenAddress {
  readonly path: string;
  readonly entry: string;
  readonly barePath?: string;
  readonly bareEntry?: string;
}

/**
 * The orders stories' frame: the shop's frame in the story's language at the screen's address, or
 * at its bare address (the latest order) when the story sets `parameters: { bare: true }`.
 */
export function orderScreenDecorator(address: OrderScreenAddress): Decorator {
  return (Story, { globals, parameters }) => {
    const bare = parameters['bare'] === true;
    return (
      <ShopFrame
        language={storyLanguage(globals)}
        path={bare ? (address.barePath ?? address.path) : address.path}
        initialEntry={bare ? (address.bareEntry ?? address.entry) : address.entry}
      >
        <Story />
      </ShopFrame>
    );
  };
}

/** An order lines table shows each line's share of the points earned in its column headed `heading`. */
export async function expectLinePoints(
  table: HTMLElement,
  lines: readonly OrderDetail['lines'][number][],
  heading: string,
): Promise<void> {
  const headings = within(table).getAllByRole('columnheader');
  const column = headings.findIndex((cell) => cell.textContent === heading);
  await expect(column).toBeGreaterThan(0);
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(lines.length);
  for (const [index, line] of lines.entries()) {
    await expect(rows[index]?.children[column]).toHaveTextContent(String(line.pointsEarned));
  }
}

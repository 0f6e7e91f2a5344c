import { meQuery } from '../account/session.ts';
import { bagQuery } from '../bag/use-bag.ts';
import { productQuery } from '../catalogue/queries.ts';
import type { LoaderArgs } from '../router/match.ts';
import { wishlistQuery } from '../wishlist/use-wishlist.ts';
import { addressesQuery, bagVersionOf, deliveryAddress, firstChoices, quoteQuery } from './checkout-queries.ts';

/**
 * The checkout's data, asked for while its code loads (the browser renders the checkout, so nothing
 * else would ask before the code is there): who is signed in; then their bag, addresses and
 * wishlist; then the quote the page shows first (the same choices and bag, so the same query) and
 * the products of the bag's lines (their sizes and materials). A guest's checkout asks for nothing
 * more (its sign-in step needs no data). A failure is the page's to show, with Try again.
 */
export async function loadCheckout({ queryClient, api }: LoaderArgs): Promise<void> {
  const shopper = await queryClient.query(meQuery(api));
  if (!shopper) return;
  const [bag, addresses] = await Promise.all([
    queryClient.query(bagQuery(api)),
    queryClient.query(addressesQuery(api)),
    queryClient.query(wishlistQuery(api)),
  ]);
  if (bag.lines.length === 0) return;
  const choices = { ...firstChoices, addressId: deliveryAddress(addresses.items, null)?.id ?? null };
  await Promise.all([
    queryClient.query(quoteQuery(api, choices, bagVersionOf(bag))),
    ...[...new Set(bag.lines.map((line) => line.slug))].map((slug) => queryClient.query(productQuery(api, slug))),
  ]);
}

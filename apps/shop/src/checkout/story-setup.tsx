import { handlers } from '@juicyin/contract/msw';
import type { Decorator } from '@storybook/react-vite';
import { routePaths } from '../paths.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';

// MSW answers with the first handler that matches: a story's own handlers come before these.
/** A signed-in shopper with a bag, two addresses (one not served) and the default quote. */
export const checkoutShopper = [
  ...handlers.account.signedIn,
  ...handlers.catalogue.full,
  ...handlers.bag.full,
  ...handlers.wishlist.full,
  ...handlers.addresses.full,
  ...handlers.store.default,
  ...handlers.checkout.quote,
];

/** The checkout stories' frame: the shop's frame at `/checkout` in the story's language. */
export const checkoutDecorator: Decorator = (Story, { globals }) => (
  <ShopFrame language={storyLanguage(globals)} path={routePaths.checkout}>
    <Story />
  </ShopFrame>
);

import { getWishlist, type WishlistView } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { guestWishlist } from './guest-wishlist.ts';
import { WishlistPage } from './wishlist-page.tsx';
import { productPath, routePaths } from '../paths.ts';

const meta = {
  title: 'Shop/Wishlist',
  component: WishlistPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.wishlist}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: (count: number) => ({ en: `My Wishlist (${count})`, ar: `قائمة أمنياتي (${count})` }),
  detox: { en: 'Green Detox', ar: 'ديتوكس أخضر' },
  moveDetox: { en: 'Move to bag Green Detox', ar: 'انقل إلى الحقيبة ديتوكس أخضر' },
  moved: { en: 'Green Detox is in your bag now.', ar: 'ديتوكس أخضر في حقيبتك الآن.' },
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  empty: { en: 'Your wishlist is empty', ar: 'قائمة أمنياتك فارغة' },
  loading: { en: 'Loading your wishlist…', ar: 'جارٍ تحميل قائمة أمنياتك…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
};

const signedIn = [...handlers.account.signedIn, ...handlers.bag.full, ...handlers.catalogue.full];

/** A signed-in shopper's wishlist; Move to bag puts the juice in the bag and takes it off the list. */
export const SignedIn: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    // The wishlist lives on this story's server (another story's tab may make this one fetch it again).
    let wishlist: WishlistView = fixtures.wishlist;
    msw.use(
      http.get('*/api/me/wishlist', () => HttpResponse.json(wishlist)),
      http.delete('*/api/me/wishlist/:sku', ({ params }) => {
        wishlist = { items: wishlist.items.filter((item) => item.sku !== params['sku']) };
        return HttpResponse.json(wishlist);
      }),
      ...signedIn,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title(2)[language] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.detox[language] })).toHaveAttribute(
      'href',
      productPath(fixtures.products.greenDetox.slug),
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.moveDetox[language] }));
    await expect(await canvas.findByText(texts.moved[language])).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title(1)[language] })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: texts.detox[language] })).not.toBeInTheDocument();
  },
};

/** Nothing saved yet: the empty state leads to the juices. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, ...handlers.wishlist.empty);
    // Nothing kept in this browser either, whatever a story shown before in the same page saved.
    guestWishlist.clear();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.empty[language] })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title(0)[language] })).toBeVisible();
  },
};

/** While the wishlist loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, mockEndpointPending(getWishlist));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, mockEndpointError(getWishlist, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** A guest's wishlist lives in the browser, priced from the catalogue; signing in keeps it in the account. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    const orange = fixtures.products.orangeJuice;
    guestWishlist.set({ skus: [orange.defaultVariant.sku], slugs: { [orange.defaultVariant.sku]: orange.slug } });
    return () => {
      guestWishlist.clear();
    };
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    // Stories running beside this one share the browser's storage: the count is not asserted here.
    await expect(await canvas.findByRole('link', { name: texts.orange[language] })).toBeVisible();
    const main = within(canvas.getByRole('heading', { level: 1 }).parentElement ?? document.body);
    await expect(main.getByRole('button', { name: texts.signIn[language] })).toBeVisible();
  },
};

import { getHomeSections, listProducts, setBagLine } from '@juicyin/contract';
import { fixtures, handlers, mockEndpoint, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../api.ts';
import { guestBag } from '../bag/guest-bag.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { SpecialPage } from './special-page.tsx';
import { pathTo, productPath, routePaths } from '../paths.ts';

const meta = {
  title: 'Shop/Special',
  component: SpecialPage,
  args: { client: createApiClient() },
  parameters: { layout: 'fullscreen' },
  // Quick View adds to a guest's bag in this browser: no other story should inherit it.
  beforeEach: () => () => {
    guestBag.clear();
  },
  decorators: [
    (Story, { globals, parameters }) => (
      <ShopFrame
        language={storyLanguage(globals)}
        path={routePaths.special}
        initialEntry={`${routePaths.special}${typeof parameters['search'] === 'string' ? parameters['search'] : ''}`}
      >
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof SpecialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: { en: 'Special of Today', ar: 'عروض اليوم' },
  week: { en: 'Special of the week', ar: 'عرض الأسبوع' },
  kinds: { en: 'Kinds of specials', ar: 'أنواع العروض' },
  all: { en: 'All specials', ar: 'كل العروض' },
  herbs: { en: 'Herbs Juice', ar: 'عصير الأعشاب' },
  count: { en: '4 specials today', ar: '4 عروض اليوم' },
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  quickView: { en: 'Quick View Fresh Orange Juice', ar: 'نظرة سريعة عصير برتقال طازج' },
  detail: { en: 'See product detail', ar: 'عرض تفاصيل المنتج' },
  add: { en: 'Add to Bag', ar: 'أضف إلى الحقيبة' },
  added: { en: 'Added to bag', ar: 'أُضيف إلى الحقيبة' },
  continue: { en: 'Continue shopping', ar: 'تابع التسوق' },
  topSelling: { en: 'Top selling juice', ar: 'العصائر الأكثر مبيعًا' },
  alsoBought: { en: 'Customer also Shopped for', ar: 'تسوّق العملاء أيضًا' },
  empty: { en: 'No specials of this kind today', ar: 'لا عروض من هذا النوع اليوم' },
  loading: { en: 'Loading products…', ar: 'جارٍ تحميل المنتجات…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
};

/** Today's specials for a guest: sub-links, the grid, Quick View adds to the bag kept in the browser. */
export const Full: Story = {
  // Ends after a lazily loaded dialog opens or closes: no stable frame to compare.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title[language] })).toBeVisible();
    // The tab's title uses the heading's wording (one name for the page in each language).
    await waitFor(() => expect(document.title.startsWith(`${texts.title[language]} — `)).toBe(true));
    const kinds = canvas.getByRole('navigation', { name: texts.kinds[language] });
    await expect(within(kinds).getByRole('link', { name: texts.all[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(kinds).getByRole('link', { name: texts.herbs[language] })).toHaveAttribute(
      'href',
      pathTo('special', { category: 'herb-juice' }),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.count[language] })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: texts.topSelling[language] })).toBeVisible();
    const alsoBought = canvas.getByRole('region', { name: texts.alsoBought[language] });
    await waitFor(() => expect(within(alsoBought).getAllByRole('article').length).toBeGreaterThan(0));

    const [quickView] = canvas.getAllByRole('button', { name: texts.quickView[language] });
    if (!quickView) throw new Error('no Quick View button');
    await userEvent.click(quickView);
    const dialog = await screen.findByRole('dialog', { name: texts.orange[language] });
    await expect(within(dialog).getByRole('link', { name: texts.detail[language] })).toHaveAttribute(
      'href',
      productPath('fresh-orange-juice'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: texts.add[language] }));
    await waitFor(() =>
      expect(guestBag.get().lines).toEqual([{ sku: fixtures.products.orangeJuice.defaultVariant.sku, quantity: 1 }]),
    );
    // The 'Added to bag' pop-up follows; Continue shopping goes back to the specials.
    const added = await screen.findByRole('dialog', { name: texts.added[language] });
    await userEvent.click(within(added).getByRole('button', { name: texts.continue[language] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The bag lines a signed-in story's page put on the server (sku and body). */
const sentLines: { sku: string; body: unknown }[] = [];

/** Signed in: Quick View's Add to Bag puts the line in the account's bag on the server. */
export const SignedIn: Story = {
  // Ends after a lazily loaded dialog opens or closes: no stable frame to compare.
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    sentLines.length = 0;
    msw.use(
      ...handlers.account.signedIn,
      ...handlers.bag.empty,
      ...handlers.catalogue.full,
      http.put('*/api/me/bag/lines/:sku', async ({ request, params }) => {
        sentLines.push({ sku: String(params['sku']), body: await request.json() });
        return HttpResponse.json(setBagLine.response.parse(fixtures.bag));
      }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const [quickView] = await canvas.findAllByRole('button', { name: texts.quickView[language] });
    if (!quickView) throw new Error('no Quick View button');
    await userEvent.click(quickView);
    const dialog = await screen.findByRole('dialog', { name: texts.orange[language] });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.add[language] }));
    await waitFor(() =>
      expect(sentLines).toEqual([{ sku: fixtures.products.orangeJuice.defaultVariant.sku, body: { quantity: 1 } }]),
    );
    await expect(guestBag.get().lines).toEqual([]);
  },
};

/** A sub-link chose Herbs Juice, of which there is no special today: a way back to all specials. */
export const NoneOfThisKind: Story = {
  parameters: { search: '?category=herb-juice' },
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.empty, ...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const kinds = canvas.getByRole('navigation', { name: texts.kinds[language] });
    await expect(within(kinds).getByRole('link', { name: texts.herbs[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('heading', { name: texts.empty[language] })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: texts.all[language] }).at(-1)).toHaveAttribute(
      'href',
      pathTo('special'),
    );
    await expect(canvas.queryByRole('region', { name: texts.alsoBought[language] })).not.toBeInTheDocument();
  },
};

/** Home's "View All" of Special of the week. */
export const OfTheWeek: Story = {
  parameters: { search: '?special=week' },
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.week[language] })).toBeVisible();
    const kinds = canvas.getByRole('navigation', { name: texts.kinds[language] });
    await expect(within(kinds).getByRole('link', { name: texts.herbs[language] })).toHaveAttribute(
      'href',
      pathTo('special', { special: 'week', category: 'herb-juice' }),
    );
  },
};

/** While the specials load: placeholder cards keep the layout. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, mockEndpointPending(listProducts), mockEndpointPending(getHomeSections));
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: texts.loading[storyLanguage(globals)] })).toBeVisible();
    await expect(canvasBusyCards(canvas.getAllByRole('article'))).toBeGreaterThan(0);
  },
};

function canvasBusyCards(cards: HTMLElement[]): number {
  return cards.filter((card) => card.getAttribute('aria-busy') === 'true').length;
}

/** The API fails: a plain message with Try again; the other lists still show. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedOut,
      mockEndpointError(listProducts, 500, { code: 'internal', message: 'Something went wrong on our side' }),
      mockEndpoint(getHomeSections, fixtures.home),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[language]);
    await expect(canvas.getByRole('region', { name: texts.topSelling[language] })).toBeVisible();
  },
};

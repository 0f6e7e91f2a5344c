import { type Bag, getBag } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import { bagTotals } from '@juicyin/domain';
import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { CartPanel } from './cart-panel.tsx';
import { guestBag } from './guest-bag.ts';
import { pathTo } from '../paths.ts';

const meta = {
  title: 'Shop/Bag panel',
  component: CartPanel,
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <div style={{ maxInlineSize: '28rem' }}>
          <Story />
        </div>
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  mango: { en: 'Mango Smoothie', ar: 'سموذي مانجو' },
  checkout: { en: 'Secure Checkout', ar: 'الدفع الآمن' },
  increase: { en: /^Increase/, ar: /^زيادة/ },
  empty: { en: 'Your bag is empty', ar: 'حقيبتك فارغة' },
  loading: { en: 'Loading your bag…', ar: 'جارٍ تحميل حقيبتك…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
};

const orange = fixtures.products.orangeJuice;
const glass = orange.variants.find((variant) => variant.material === 'glass') ?? orange.defaultVariant;

const signedIn = [...handlers.account.signedIn, ...handlers.catalogue.full];

/** A signed-in shopper's bag from the server: lines, bag total and Secure Checkout to /checkout. */
export const SignedIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, ...handlers.bag.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { name: texts.orange[language] })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: texts.mango[language] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.checkout[language] })).toHaveAttribute(
      'href',
      pathTo('checkout'),
    );
    const total = canvas.getByText((_, element) => element?.tagName === 'DATA' && element.closest('p') !== null);
    await expect(total).toHaveAttribute('value', String(fixtures.bag.subTotal));
  },
};

/** A quantity change goes to the server and the panel shows the bag it answers with. */
export const ChangeQuantity: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    // The server keeps the bag (another story's tab may make this one fetch it again).
    let bag: Bag = fixtures.bag;
    msw.use(
      http.get('*/api/me/bag', () => HttpResponse.json(bag)),
      http.put('*/api/me/bag/lines/:sku', async ({ params, request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        bag = bagTotals(bag.lines.map((line) => (line.sku === params['sku'] ? { ...line, quantity } : line)));
        return HttpResponse.json(bag);
      }),
      ...signedIn,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const line = (await canvas.findByRole('heading', { name: texts.orange[language] })).closest('li');
    if (!line) throw new globalThis.Error('the line is a list item');
    const stepper = within(line as HTMLElement);
    await userEvent.click(stepper.getByRole('button', { name: texts.increase[language] }));
    await waitFor(() => expect(stepper.getByRole('textbox')).toHaveValue('3'));
  },
};

/** Nothing in the bag: it says so and leads back to the juices. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, ...handlers.bag.empty);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.empty[storyLanguage(globals)] })).toBeVisible();
  },
};

/** While the bag loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, mockEndpointPending(getBag));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The bag cannot be loaded: a message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, mockEndpointError(getBag, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

/** A guest's bag from the browser, priced through the catalogue. */
export const SignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    guestBag.set({ lines: [{ sku: glass.sku, quantity: 2 }], slugs: { [glass.sku]: orange.slug } });
    return () => {
      guestBag.clear();
    };
  },
  play: async ({ canvasElement }) => {
    // The glass line (stories running beside this one may put other lines in the shared storage).
    await waitFor(() => expect(canvasElement.querySelector(`[data-line="${glass.sku}"]`)).not.toBeNull());
    const line = canvasElement.querySelector(`[data-line="${glass.sku}"]`);
    const total = line?.querySelector('.jui-bag-dropdown__line-total data');
    await expect(total).toHaveAttribute('value', String(glass.price * 2));
  },
};

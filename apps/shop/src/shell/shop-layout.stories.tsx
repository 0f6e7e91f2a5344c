import { getStoreSettings } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShopLayout } from '../app/shop-layout.tsx';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { pathTo } from '../paths.ts';

/** The shell of every page (messages bar, header, mega menu, side menu, footer) around an empty page. */
const meta = {
  title: 'Shop/Shell',
  component: ShopLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ShopLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  messages: { en: 'Shop information', ar: 'معلومات المتجر' },
  freeShipping: { en: 'Free shipping in Riyadh', ar: 'شحن مجاني داخل الرياض' },
  aboutCod: { en: 'About cash on delivery', ar: 'عن الدفع عند الاستلام' },
  codReason: fixtures.store.cashOnDelivery.unavailableReason ?? { en: '', ar: '' },
  codChecking: { en: 'Checking whether cash on delivery is available…', ar: 'نتحقق من توفر الدفع عند الاستلام…' },
  codUnknown: {
    en: 'We could not check cash on delivery just now; you will see it at checkout.',
    ar: 'تعذّر التحقق من الدفع عند الاستلام الآن؛ ستراه عند إتمام الطلب.',
  },
  trackOrder: { en: 'Track your order', ar: 'تتبّع طلبك' },
  search: { en: 'Search juices', ar: 'ابحث عن العصائر' },
  placeholder: { en: 'What would you like to drink?', ar: 'ماذا تحب أن تشرب؟' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  categories: { en: 'Categories', ar: 'الفئات' },
  fruitJuice: { en: 'Fruit Juice', ar: 'عصير فواكه' },
  addToCart: { en: /^Add to cart: /, ar: /^أضف إلى السلة: / },
  blog: fixtures.blogList.items[0]?.title ?? { en: '', ar: '' },
  privacy: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  careers: { en: 'Careers', ar: 'الوظائف' },
  termsOfSale: { en: 'Terms of Sale', ar: 'شروط البيع' },
  instagram: { en: 'Juicyin on Instagram', ar: 'جوسين على Instagram' },
};
const contact = fixtures.store.contact;

const signedOut = [...handlers.account.signedOut, ...handlers.catalogue.full, ...handlers.content.full];

/**
 * A visitor: the messages bar (the cash-on-delivery tooltip gives the store's reason), the required
 * search box, Sign in, the Fruit Juice panel with its featured juices and the footer with the latest blog post.
 */
export const SignedOut: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...signedOut, ...handlers.store.default);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const bar = canvas.getByRole('complementary', { name: texts.messages[language] });
    await expect(bar).toHaveTextContent(texts.freeShipping[language]);
    await expect(within(bar).getByRole('link', { name: texts.trackOrder[language] })).toHaveAttribute(
      'href',
      pathTo('trackOrder'),
    );
    // Reached with the keyboard (Shift+Tab away, Tab back), the tooltip opens at once; it reads the
    // store's reason. A programmatic focus alone counts as a pointer's after an earlier click.
    const aboutCod = within(bar).getByRole('button', { name: texts.aboutCod[language] });
    aboutCod.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(aboutCod).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(texts.codReason[language]));

    const search = canvas.getByRole('searchbox', { name: texts.search[language] });
    await expect(search).toBeRequired();
    await expect(search).toHaveAttribute('placeholder', texts.placeholder[language]);
    await expect(canvas.getByRole('button', { name: texts.signIn[language] })).toBeVisible();

    const megaMenu = canvas.getByRole('navigation', { name: texts.categories[language] });
    await userEvent.click(within(megaMenu).getByRole('button', { name: texts.fruitJuice[language] }));
    await waitFor(() =>
      expect(within(megaMenu).getAllByRole('button', { name: texts.addToCart[language] }).length).toBeGreaterThan(0),
    );

    await expect(await canvas.findByRole('link', { name: texts.blog[language] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.privacy[language] })).toHaveAttribute(
      'href',
      pathTo('privacy'),
    );
    // Every footer link has its own page; the help line and the social profiles are the store's settings.
    await expect(canvas.getByRole('link', { name: texts.careers[language] })).toHaveAttribute(
      'href',
      pathTo('careers'),
    );
    await expect(canvas.getByRole('link', { name: texts.termsOfSale[language] })).toHaveAttribute(
      'href',
      pathTo('termsOfSale'),
    );
    await expect(within(bar).getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${contact.phone}`,
    );
    await expect(canvas.getByRole('link', { name: texts.instagram[language] })).toHaveAttribute(
      'href',
      contact.social.find((item) => item.id === 'instagram')?.href,
    );
  },
};

/** The store settings are still on their way: the tooltip says so instead of guessing. */
export const StoreSettingsLoading: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(getStoreSettings), ...signedOut);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.hover(canvas.getByRole('button', { name: texts.aboutCod[language] }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(texts.codChecking[language]);
  },
};

/** The store settings could not be read: the tooltip says cash on delivery shows at checkout. */
export const StoreSettingsError: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(getStoreSettings, 500, { code: 'internal', message: 'The shop is unavailable' }),
      ...signedOut,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.hover(canvas.getByRole('button', { name: texts.aboutCod[language] }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(texts.codUnknown[language]));
  },
};

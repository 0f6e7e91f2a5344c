import { getFaq, MAX_PRICE_SEEN, sendPriceMatch } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import { formatMoney, halalas } from '@juicyin/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { intlLocales, type Language } from '../../i18n/messages.ts';
import { pathTo, routePaths } from '../../paths.ts';
import { useLocation } from '../../router/hooks.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { refusedField, say, tooMany } from '../story-setup.ts';
import { FaqPage } from './faq-page.tsx';

/** The address the page is at, shown under it so a story can read the hash the page wrote. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${hash}`}</output>;
}

const meta = {
  title: 'Shop/FAQ',
  component: FaqPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals, parameters }) => (
      <ShopFrame
        language={storyLanguage(globals)}
        path={routePaths.faq}
        initialEntry={(parameters['entry'] as string | undefined) ?? routePaths.faq}
      >
        <Story />
        <Address />
      </ShopFrame>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.content.full);
  },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const [delivery, points] = fixtures.faq.groups;
const deliveryQuestion = delivery?.entries[0];
const pointsQuestion = points?.entries[0];

/** The groups from the API, each a list of questions; opening one shows its answer and names it in the address. */
export const Groups: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: say(language, 'faq.title') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: delivery?.title[language] })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: points?.title[language] })).toBeVisible();
    const question = canvas.getByRole('button', { name: deliveryQuestion?.question[language] });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(deliveryQuestion?.answer[language] ?? '')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('address')).toHaveTextContent(`${routePaths.faq}#where-do-you-deliver`),
    );
    // From the keyboard: Tab to the next question and Enter opens it, closing the other one.
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: pointsQuestion?.question[language] });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.getByTestId('address')).toHaveTextContent(`${routePaths.faq}#when-do-my-points-expire`),
    );
    await expect(canvas.getByRole('link', { name: say(language, 'faq.more.contact') })).toHaveAttribute(
      'href',
      pathTo('contact'),
    );
  },
};

/** `/FAQ#<id>` opens that question at once. */
export const DeepLink: Story = {
  parameters: { entry: `${routePaths.faq}#when-do-my-points-expire` },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const question = await canvas.findByRole('button', { name: pointsQuestion?.question[language] });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(pointsQuestion?.answer[language] ?? '')).toBeVisible();
    await expect(canvas.getByRole('button', { name: deliveryQuestion?.question[language] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** While the questions load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(getFaq));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(say(storyLanguage(globals), 'info.loading'))).toBeVisible();
  },
};

/** The questions cannot be loaded: Try again; the box to contact the shop stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(getFaq, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say(language, 'info.error.title'));
    await expect(canvas.getByRole('button', { name: say(language, 'faq.more.priceMatch') })).toBeVisible();
  },
};

/** Fills the price match form in `language` (a price written with Arabic-Indic digits in Arabic). */
async function fillPriceMatch(language: Language, email: string, price = language === 'ar' ? '١٨٫٥٠' : '18.50') {
  const dialog = within(await screen.findByRole('dialog', { name: say(language, 'priceMatch.title') }));
  await userEvent.type(
    dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.fullName')) }),
    'Sara Al-Qahtani',
  );
  await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.email')) }), email);
  await userEvent.type(
    dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.product')) }),
    'Fresh orange juice',
  );
  await userEvent.type(
    dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.seenAt')) }),
    'Corner Juice Bar',
  );
  await userEvent.type(
    dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.price').replace(/[()]/g, '\\$&')) }),
    price,
  );
  return dialog;
}

let sentBody: unknown;

/** The price match dialog: the price is sent in halalas, and the dialog says where the copy went. */
export const PriceMatch: Story = {
  beforeEach: ({ msw }) => {
    sentBody = undefined;
    msw.use(
      http.post('*/api/price-match', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json(
          { id: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3929', receivedAt: '2026-11-22T10:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const opener = canvas.getByRole('button', { name: say(language, 'faq.more.priceMatch') });
    await userEvent.click(opener);
    const dialog = await fillPriceMatch(language, 'sara@example.com');
    await userEvent.click(dialog.getByRole('button', { name: say(language, 'priceMatch.submit') }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      say(language, 'priceMatch.sent.text', { email: 'sara@example.com' }),
    );
    await expect(sentBody).toEqual({
      fullName: 'Sara Al-Qahtani',
      email: 'sara@example.com',
      product: 'Fresh orange juice',
      seenAt: 'Corner Juice Bar',
      price: 1850,
      link: null,
      locale: language,
    });
  },
};

/** The API refuses the e-mail: its message shows at the field, the rest stays filled. */
export const PriceMatchFieldError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(sendPriceMatch, 400, refusedField('email', 'Enter an e-mail address like name@example.com')),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: say(language, 'faq.more.priceMatch') }));
    const dialog = await fillPriceMatch(language, 'sara@');
    await userEvent.click(dialog.getByRole('button', { name: say(language, 'priceMatch.submit') }));
    const email = dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.email')) });
    await waitFor(() => expect(email).toBeInvalid());
    await waitFor(() => expect(email).toHaveAccessibleDescription(say(language, 'form.error.email')));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: new RegExp(say(language, 'priceMatch.product')) })).toHaveValue(
      'Fresh orange juice',
    );
  },
};

/** A price above what a report may name: the field says the highest, nothing is sent. */
export const PriceMatchTooHigh: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    sentBody = undefined;
    msw.use(
      http.post('*/api/price-match', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({
          id: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3929',
          receivedAt: '2026-11-22T10:00:00.000Z',
        });
      }),
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: say(language, 'faq.more.priceMatch') }));
    const dialog = await fillPriceMatch(language, 'sara@example.com', '250000');
    await userEvent.click(dialog.getByRole('button', { name: say(language, 'priceMatch.submit') }));
    const price = dialog.getByRole('textbox', {
      name: new RegExp(say(language, 'priceMatch.price').replace(/[()]/g, '\\$&')),
    });
    await waitFor(() => expect(price).toHaveFocus());
    await expect(price).toBeInvalid();
    const most = formatMoney(halalas(MAX_PRICE_SEEN), { locale: intlLocales[language] }).text;
    // Testing Library reads the page's text with its spaces collapsed (the amount's no-break space too).
    const message = say(language, 'priceMatch.error.priceTooHigh', { most }).replace(/\s+/g, ' ');
    // The field is invalid before its message is written in (a busy machine caught it in between).
    await waitFor(() => expect(dialog.getByText(message)).toBeVisible());
    await expect(sentBody).toBeUndefined();
  },
};

/** Sent too often: the form says to wait (429). */
export const PriceMatchTooMany: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointError(sendPriceMatch, 429, tooMany));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: say(language, 'faq.more.priceMatch') }));
    const dialog = await fillPriceMatch(language, 'sara@example.com');
    await userEvent.click(dialog.getByRole('button', { name: say(language, 'priceMatch.submit') }));
    await expect(await dialog.findByText(say(language, 'form.error.tooMany'))).toBeVisible();
  },
};

/** A price that is not one: said at the field before anything is sent. */
export const PriceMatchBadPrice: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: say(language, 'faq.more.priceMatch') }));
    const dialog = within(await screen.findByRole('dialog', { name: say(language, 'priceMatch.title') }));
    const price = dialog.getByRole('textbox', {
      name: new RegExp(say(language, 'priceMatch.price').replace(/[()]/g, '\\$&')),
    });
    await userEvent.type(price, '18.555');
    await userEvent.click(dialog.getByRole('button', { name: say(language, 'priceMatch.submit') }));
    await waitFor(() => expect(price).toBeInvalid());
    await waitFor(() => expect(price).toHaveAccessibleDescription(new RegExp(say(language, 'priceMatch.error.price'))));
    await waitFor(() => expect(price).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

import { listMyCoupons } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, within } from 'storybook/test';
import { routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { accountScreenDecorator, hubTexts as texts, money } from '../hub/story-setup.tsx';
import { CouponsPage } from './coupons-page.tsx';

const meta = {
  title: 'Shop/Account/My Coupons',
  component: CouponsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [accountScreenDecorator(routePaths.coupons)],
} satisfies Meta<typeof CouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = [...handlers.account.signedIn, ...handlers.bag.full];
const [welcome, gold] = fixtures.myCoupons.items;

/** The coupons given to the shopper: code, value, minimum, validity; one not usable now. */
export const Full: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, ...handlers.coupons.mine);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.coupons[language] })).toBeVisible();
    const first = within((await canvas.findByText(welcome?.code ?? '')).closest('li') ?? document.body);
    await expect(first.getByText(texts.percentOff(welcome?.value ?? 0)[language])).toBeVisible();
    await expect(first.getByText(texts.noMinimum[language])).toBeVisible();
    await expect(first.getByText(welcome?.description[language] ?? '')).toBeVisible();
    const second = within(canvas.getByText(gold?.code ?? '').closest('li') ?? document.body);
    await expect(second.getByText(money(gold?.minSubTotal ?? 0, language))).toBeVisible();
    await expect(second.getByText(texts.notUsable[language])).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^(Copy code|نسخ الرمز) / })).toHaveLength(
      fixtures.myCoupons.items.length,
    );
  },
};

/** No coupon yet: the page says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, ...handlers.coupons.empty);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.noCoupons[language] })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Copy code|نسخ الرمز) / })).not.toBeInTheDocument();
  },
};

/** The clipboard's `writeText`, watched by the Copied story. */
let clipboard: MockInstance<Clipboard['writeText']> | undefined;

/** Copy puts the code on the clipboard and says "Copied". */
export const Copied: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, ...handlers.coupons.mine);
    clipboard = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => clipboard?.mockRestore();
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const code = welcome?.code ?? '';
    await userEvent.click(await canvas.findByRole('button', { name: texts.copy(code)[language] }));
    await expect(clipboard).toHaveBeenCalledWith(code);
    await expect(await canvas.findByRole('button', { name: texts.copied[language] })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.copiedCode(code)[language]);
  },
};

/** While the coupons load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, mockEndpointPending(listMyCoupons));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.couponsLoading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The coupons cannot be loaded: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedIn, mockEndpointError(listMyCoupons, 500, { code: 'internal', message: 'Something went wrong' }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.loadFailed[language]);
    await expect(canvas.getByRole('button', { name: texts.retry[language] })).toBeVisible();
  },
};

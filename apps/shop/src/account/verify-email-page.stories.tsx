import { verifyEmail } from '@juicyin/contract';
import { fixtures, handlers, mockEndpointError, mockEndpointPending } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';
import { pathTo, routePaths } from '../paths.ts';

const token = 'c2lnbmVkLXRva2VuLWZvci1zdG9yaWVz';

const meta = {
  title: 'Shop/Verify e-mail',
  component: VerifyEmailPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals, parameters }) => (
      <ShopFrame
        language={storyLanguage(globals)}
        path={routePaths.verifyEmail}
        initialEntry={(parameters['entry'] as string | undefined) ?? pathTo('verifyEmail', { token })}
      >
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  confirmed: { en: 'Your e-mail address is confirmed.', ar: 'تم تأكيد بريدك الإلكتروني.' },
  points: { en: '50 points were added to your balance.', ar: 'أُضيفت 50 نقطة إلى رصيدك.' },
  checking: { en: 'Confirming your e-mail address…', ar: 'جارٍ تأكيد بريدك الإلكتروني…' },
  used: {
    en: 'This link is unknown, already used or expired.',
    ar: 'هذا الرابط غير معروف أو استُخدم من قبل أو انتهت صلاحيته.',
  },
  resend: { en: 'Send me a new link', ar: 'أرسل لي رابطاً جديداً' },
  resent: {
    en: `A new link is on its way to ${fixtures.shopper.email}.`,
    ar: `رابط جديد في طريقه إلى ${fixtures.shopper.email}.`,
  },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  missing: {
    en: 'This page needs the link from your verification e-mail.',
    ar: 'تحتاج هذه الصفحة إلى الرابط الموجود في رسالة التأكيد.',
  },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
};

/** The link works: the address is confirmed and 50 points are credited. */
export const Confirmed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.confirmed[language])).toBeVisible();
    await expect(canvas.getByText(texts.points[language])).toBeVisible();
  },
};

/** While the link is checked. */
export const Checking: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockEndpointPending(verifyEmail), ...handlers.account.signedIn);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.checking[storyLanguage(globals)])).toBeVisible();
  },
};

/** A used or expired link, signed in: the API's reason, and a new link on request. */
export const LinkUsedSignedIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.linkUsed, ...handlers.account.signedIn);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.used[language]);
    await userEvent.click(await canvas.findByRole('button', { name: texts.resend[language] }));
    await expect(await canvas.findByText(texts.resent[language])).toBeVisible();
  },
};

/** A used or expired link for a guest: the reason, and sign-in to get a new link. */
export const LinkUsedSignedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.linkUsed, ...handlers.account.signedOut);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.used[language]);
    await expect(await canvas.findByRole('button', { name: texts.signIn[language] })).toBeVisible();
  },
};

/** Opened without the link's token. */
export const NoToken: Story = {
  parameters: { entry: pathTo('verifyEmail') },
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.missing[storyLanguage(globals)]);
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpointError(verifyEmail, 500, { code: 'internal', message: 'Something went wrong' }),
      ...handlers.account.signedIn,
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

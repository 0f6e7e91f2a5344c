import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { ReferralPanel } from './referral-panel.tsx';

const meta = {
  title: 'Shop/Account/Referral link',
  component: ReferralPanel,
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ReferralPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  link: { en: 'Your link', ar: 'رابطك' },
  copy: { en: 'Copy link', ar: 'انسخ الرابط' },
  share: { en: 'Share link', ar: 'شارك الرابط' },
  copied: { en: 'Link copied', ar: 'تم نسخ الرابط' },
  signIn: { en: 'Sign in to get your link', ar: 'سجّل الدخول لتحصل على رابطك' },
  counts: {
    en: '3 friends registered with your link, 1 first order delivered.',
    ar: 'سجّل 3 أصدقاء من رابطك، ووصل طلب أول واحد.',
  },
  earn: { en: 'You earn 100 points', ar: 'تكسب 100 نقطة' },
};

/** The signed-in shopper's link (`/?ref=CODE` on the shop's origin), what it earns and who joined. */
export const SignedIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.points.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const field = await canvas.findByRole('textbox', { name: texts.link[language] });
    await expect(field).toHaveValue(`${window.location.origin}/?ref=${fixtures.referral.code}`);
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByText(texts.counts[language])).toBeVisible();
    await expect(canvas.getByText(new RegExp(texts.earn[language]))).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.share[language] })).toBeEnabled();
  },
};

/** A visitor is asked to sign in to get a link. */
export const Visitor: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('button', { name: texts.signIn[language] })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Copy link puts the link on the clipboard and says so. */
export const Copied: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.points.full);
    // The story's own clipboard: what Copy wrote is read back, whatever the browser allows.
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => {
          written.push(text);
          return Promise.resolve();
        },
        readText: () => Promise.resolve(written.at(-1) ?? ''),
      },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await canvas.findByRole('textbox', { name: texts.link[language] });
    await userEvent.click(canvas.getByRole('button', { name: texts.copy[language] }));
    await expect(await canvas.findByText(texts.copied[language])).toBeVisible();
    await expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?ref=${fixtures.referral.code}`);
  },
};

import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { pathTo, routePaths } from '../paths.ts';

const token = 'cmVzZXQtdG9rZW4tZm9yLXN0b3JpZXM';

const meta = {
  title: 'Shop/Reset password',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals, parameters }) => (
      <ShopFrame
        language={storyLanguage(globals)}
        path={routePaths.resetPassword}
        initialEntry={(parameters['entry'] as string | undefined) ?? pathTo('resetPassword', { token })}
      >
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  password: { en: /^New password/, ar: /^كلمة المرور الجديدة/ },
  again: { en: /^New password again/, ar: /^كلمة المرور الجديدة مرة أخرى/ },
  submit: { en: 'Set new password', ar: 'عيّن كلمة المرور الجديدة' },
  tooShort: { en: 'Use at least 8 characters', ar: 'استخدم 8 أحرف على الأقل' },
  mismatch: { en: 'The two passwords are not the same', ar: 'كلمتا المرور غير متطابقتين' },
  done: {
    en: 'Your password is changed. Sign in with the new one.',
    ar: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  used: {
    en: 'This link is unknown, already used or expired.',
    ar: 'هذا الرابط غير معروف أو استُخدم من قبل أو انتهت صلاحيته.',
  },
  requestNew: { en: 'Ask for a new link', ar: 'اطلب رابطاً جديداً' },
  missing: {
    en: 'This page needs the link from your password reset e-mail.',
    ar: 'تحتاج هذه الصفحة إلى الرابط الموجود في رسالة إعادة تعيين كلمة المرور.',
  },
};

/** The form: the domain's password rules and the repeat are checked before it goes out; then sign in. */
export const SetNewPassword: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut, ...handlers.account.signedIn);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const [password, again] = canvas.getAllByLabelText(texts.password[language]);
    if (!password || !again) throw new globalThis.Error('the form has two password fields');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findByText(texts.tooShort[language])).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'orange-juice-42');
    await userEvent.type(again, 'orange-juice-43');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findByText(texts.mismatch[language])).toBeVisible();
    await userEvent.clear(again);
    await userEvent.type(again, 'orange-juice-42');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findByText(texts.done[language])).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.signIn[language] })).toBeVisible();
  },
};

/** The link was used or has expired: the API's reason and a way to a new link. */
export const LinkUsed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.linkUsed, ...handlers.account.signedOut);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const fields = canvas.getAllByLabelText(texts.password[language]);
    for (const field of fields) await userEvent.type(field, 'orange-juice-42');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.used[language]);
    await expect(canvas.getByRole('button', { name: texts.requestNew[language] })).toBeVisible();
  },
};

/** Opened without the link's token. */
export const NoToken: Story = {
  parameters: { entry: pathTo('resetPassword') },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.missing[language]);
    await expect(canvas.getByRole('button', { name: texts.requestNew[language] })).toBeVisible();
  },
};

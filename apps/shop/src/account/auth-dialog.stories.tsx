import { forgotPassword } from '@juicyin/contract';
import { handlers, mockEndpoint } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { closeAuthDialog, openAuthDialog } from './auth-dialog-state.ts';
import { AuthDialog } from './auth-dialog.tsx';

const meta = {
  title: 'Shop/Sign-in dialog',
  component: AuthDialog,
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
  beforeEach: () => {
    openAuthDialog('sign-in');
    return () => {
      closeAuthDialog();
    };
  },
} satisfies Meta<typeof AuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  title: { en: 'Welcome to Juicyin', ar: 'مرحباً بك في جوسي إن' },
  email: { en: /E-mail/, ar: /البريد الإلكتروني/ },
  password: { en: /^Password/, ar: /^كلمة المرور/ },
  logIn: { en: 'Log In', ar: 'دخول' },
  wrong: { en: 'Wrong e-mail or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  registerTab: { en: 'Register', ar: 'إنشاء حساب' },
  register: { en: 'Register', ar: 'إنشاء الحساب' },
  first: { en: /First name/, ar: /الاسم الأول/ },
  last: { en: /Last name/, ar: /اسم العائلة/ },
  terms: { en: /I agree to the/, ar: /أوافق على/ },
  taken: {
    en: 'An account with this e-mail address exists. Sign in instead.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بدلاً من ذلك.',
  },
  forgot: { en: 'Forgot password?', ar: 'نسيت كلمة المرور؟' },
  forgotTitle: { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور' },
  send: { en: 'Send reset link', ar: 'أرسل رابط إعادة التعيين' },
  sent: { en: /a reset link is on its way/, ar: /رابط إعادة التعيين في طريقه إليك/ },
};

/** A signed-out visitor opens Sign in: the tabs, and the sign-in form. */
export const SignIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
  },
  play: async ({ globals }) => {
    const language = storyLanguage(globals);
    const dialog = within(await screen.findByRole('dialog', { name: texts.title[language] }));
    await expect(dialog.getByRole('textbox', { name: texts.email[language] })).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.logIn[language] })).toBeVisible();
  },
};

/** Wrong e-mail or password: the API's reason in the shopper's language, above Log In. */
export const WrongPassword: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.wrongPassword, ...handlers.account.signedOut);
  },
  play: async ({ globals }) => {
    const language = storyLanguage(globals);
    const dialog = within(await screen.findByRole('dialog', { name: texts.title[language] }));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.email[language] }), 'sara@example.com');
    await userEvent.type(dialog.getByLabelText(texts.password[language]), 'not-my-password');
    await userEvent.click(dialog.getByRole('button', { name: texts.logIn[language] }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(texts.wrong[language]);
  },
};

/** Registering with an e-mail that has an account: the message stands at the e-mail field. */
export const EmailTaken: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.emailTaken, ...handlers.account.signedOut);
  },
  play: async ({ globals }) => {
    const language = storyLanguage(globals);
    const dialog = within(await screen.findByRole('dialog', { name: texts.title[language] }));
    await userEvent.click(dialog.getByRole('tab', { name: texts.registerTab[language] }));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.first[language] }), 'Sara');
    await userEvent.type(dialog.getByRole('textbox', { name: texts.last[language] }), 'Alqahtani');
    const email = dialog.getByRole('textbox', { name: texts.email[language] });
    await userEvent.type(email, 'sara@example.com');
    await userEvent.type(dialog.getByLabelText(texts.password[language]), 'orange-juice-42');
    await userEvent.click(dialog.getByRole('checkbox', { name: texts.terms[language] }));
    await userEvent.click(dialog.getByRole('button', { name: texts.register[language] }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(texts.taken[language]));
  },
};

/** Forgot password: the e-mail goes to the API and the dialog says a link is on its way. */
export const ForgotPassword: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(mockEndpoint(forgotPassword, undefined), ...handlers.account.signedOut);
  },
  play: async ({ globals }) => {
    const language = storyLanguage(globals);
    const signIn = await screen.findByRole('dialog', { name: texts.title[language] });
    await userEvent.click(within(signIn).getByRole('button', { name: texts.forgot[language] }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.forgotTitle[language] }));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.email[language] }), 'sara@example.com');
    await userEvent.click(dialog.getByRole('button', { name: texts.send[language] }));
    await expect(await dialog.findByText(texts.sent[language])).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { AuthModal } from './auth-modal.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const t = {
  en: {
    open: 'Sign in',
    title: 'Welcome to Juicyin',
    signIn: 'Sign in',
    register: 'Register',
    email: /E-mail/,
    password: /^Password/,
    first: /First name/,
    last: /Last name/,
    logIn: 'Log In',
    submitRegister: 'Register',
    terms: /I agree to the/,
    earn: 'Earn 5 points for registering an account',
    forgot: 'Forgot password?',
    forgotTitle: 'Reset your password',
    sendLink: 'Send reset link',
    sent: /a reset link is on its way/,
    back: 'Back to sign in',
  },
  ar: {
    open: 'تسجيل الدخول',
    title: 'مرحباً بك في جوسي إن',
    signIn: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    email: /البريد الإلكتروني/,
    password: /^كلمة المرور/,
    first: /الاسم الأول/,
    last: /اسم العائلة/,
    logIn: 'دخول',
    submitRegister: 'إنشاء الحساب',
    terms: /أوافق على/,
    earn: 'اكسب 5 نقاط عند إنشاء حساب',
    forgot: 'نسيت كلمة المرور؟',
    forgotTitle: 'إعادة تعيين كلمة المرور',
    sendLink: 'أرسل رابط إعادة التعيين',
    sent: /رابط إعادة التعيين في طريقه إليك/,
    back: 'العودة إلى تسجيل الدخول',
  },
};

const meta = {
  title: 'Shop/AuthModal',
  component: AuthModal,
  args: { isOpen: true, forgotPasswordHref: '#forgot', termsHref: '#terms', onSignIn: fn(), onRegister: fn() },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    const dialog = await screen.findByRole('dialog', { name: c.title });
    const body = within(dialog);
    await expect(body.getByRole('tab', { name: c.signIn })).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('link', { name: c.forgot })).toHaveAttribute('href', '#forgot');
    await userEvent.type(body.getByRole('textbox', { name: c.email }), 'sara@example.com');
    await userEvent.type(body.getByLabelText(c.password), 'orange-juice-42');
    await userEvent.click(body.getByRole('checkbox'));
    await userEvent.click(body.getByRole('button', { name: c.logIn }));
    await expect(args.onSignIn).toHaveBeenCalledWith({
      email: 'sara@example.com',
      password: 'orange-juice-42',
      rememberMe: true,
    });
  },
};

export const RegisterNeedsTerms: Story = {
  // Ends mid-transition (focus ring, error or exit animation): asserted by play, not snapshotted.
  tags: ['no-visual'],
  args: { defaultTab: 'register' },
  play: async ({ userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    const dialog = await screen.findByRole('dialog', { name: c.title });
    const body = within(dialog);
    await expect(body.getByText(c.earn)).toBeInTheDocument();
    await userEvent.type(body.getByRole('textbox', { name: c.first }), 'Sara');
    await userEvent.type(body.getByRole('textbox', { name: c.last }), 'Alqahtani');
    await userEvent.type(body.getByRole('textbox', { name: c.email }), 'sara@example.com');
    await userEvent.type(body.getByLabelText(c.password), 'orange-juice-42');
    const terms = body.getByRole('checkbox', { name: c.terms });
    await expect(terms).toBeRequired();
    await userEvent.click(body.getByRole('button', { name: c.submitRegister }));
    // Without the terms the form does not go out.
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.click(terms);
    await userEvent.click(body.getByRole('button', { name: c.submitRegister }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      firstName: 'Sara',
      lastName: 'Alqahtani',
      email: 'sara@example.com',
      password: 'orange-juice-42',
      acceptTerms: true,
    });
  },
};

export const TabsByKeyboard: Story = {
  // Ends mid-transition (focus ring, error or exit animation): asserted by play, not snapshotted.
  tags: ['no-visual'],
  play: async ({ userEvent, globals }) => {
    const locale = localeOf(globals);
    const c = t[locale];
    const dialog = await screen.findByRole('dialog', { name: c.title });
    const signInTab = within(dialog).getByRole('tab', { name: c.signIn });
    signInTab.focus();
    // The next tab is toward the inline end: ArrowRight in English, ArrowLeft in Arabic.
    await userEvent.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: c.register })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByText(c.earn)).toBeInTheDocument();
  },
};

export const ServerErrors: Story = {
  render: (args, { globals }) => {
    const ar = localeOf(globals) === 'ar';
    return (
      <AuthModal
        {...args}
        defaultTab="register"
        registerErrors={{
          email: ar ? 'هذا البريد مسجل بالفعل.' : 'This e-mail already has an account.',
          password: ar ? 'كلمة المرور هذه شائعة جداً.' : 'This password is too common.',
        }}
      />
    );
  },
  play: async ({ globals }) => {
    const ar = localeOf(globals) === 'ar';
    const c = t[localeOf(globals)];
    const dialog = await screen.findByRole('dialog', { name: c.title });
    const email = within(dialog).getByRole('textbox', { name: c.email });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByText(ar ? 'هذا البريد مسجل بالفعل.' : 'This e-mail already has an account.'),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByText(ar ? 'كلمة المرور هذه شائعة جداً.' : 'This password is too common.'),
    ).toBeInTheDocument();
  },
};

export const OpensFromHeaderAndReturnsFocus: Story = {
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="secondary">{t[localeOf(globals)].open}</Button>
      <AuthModal forgotPasswordHref={args.forgotPasswordHref} termsHref={args.termsHref} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const c = t[localeOf(globals)];
    const trigger = canvas.getByRole('button', { name: c.open });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: c.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** "Forgot password?" opens the modal's own view: the e-mail goes out, the view says a link is on its way. */
export const ForgotPassword: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [sent, setSent] = useState(false);
    return (
      <AuthModal
        {...args}
        forgotPasswordHref={undefined}
        forgotPasswordSent={sent}
        onForgotPassword={(values) => {
          args.onForgotPassword?.(values);
          setSent(true);
        }}
      />
    );
  },
  args: { onForgotPassword: fn() },
  play: async ({ userEvent, globals, args }) => {
    const c = t[localeOf(globals)];
    let dialog = await screen.findByRole('dialog', { name: c.title });
    await userEvent.click(within(dialog).getByRole('button', { name: c.forgot }));
    dialog = await screen.findByRole('dialog', { name: c.forgotTitle });
    const body = within(dialog);
    await userEvent.type(body.getByRole('textbox', { name: c.email }), 'sara@example.com');
    await userEvent.click(body.getByRole('button', { name: c.sendLink }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith({ email: 'sara@example.com' });
    await expect(body.getByRole('status')).toHaveTextContent(c.sent);
    await userEvent.click(body.getByRole('button', { name: c.back }));
    await expect(await screen.findByRole('dialog', { name: c.title })).toBeInTheDocument();
  },
};

import { Form, type FormProps, type Key } from 'react-aria-components';
import { useState } from 'react';
import { Button } from '../button/index.ts';
import { Checkbox } from '../checkbox/index.ts';
import { GiftIcon } from '../icons/index.ts';
import { Link } from '../link/index.ts';
import { type MessageTable, useMessages } from '../messages/index.ts';
import { PasswordField } from '../password-field/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../tabs/index.ts';
import { TextField } from '../text-field/index.ts';
import '../theme/tokens.css';
import './auth-modal.css';

/** The sign-in and register tabs, or the forgot-password view (when `onForgotPassword` is given). */
export type AuthTab = 'sign-in' | 'register' | 'forgot-password';

export interface SignInValues {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export interface RegisterValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly acceptTerms: boolean;
}

export interface ForgotPasswordValues {
  readonly email: string;
}

export type SignInField = keyof SignInValues | 'form';
export type ForgotPasswordField = keyof ForgotPasswordValues | 'form';
export type RegisterField = keyof RegisterValues | 'form';

export interface AuthModalMessages {
  readonly title: string;
  readonly close: string;
  readonly signInTab: string;
  readonly registerTab: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly rememberMe: string;
  readonly forgotPassword: string;
  readonly logIn: string;
  readonly acceptTerms: string;
  readonly terms: string;
  readonly register: string;
  readonly earnPoints: string;
  readonly passwordHint: string;
  readonly forgotTitle: string;
  readonly forgotDescription: string;
  readonly sendLink: string;
  readonly linkSent: string;
  readonly backToSignIn: string;
}

export const authModalMessages: MessageTable<AuthModalMessages, 'authModal'> = {
  name: 'authModal',
  en: {
    title: 'Welcome to Juicyin',
    close: 'Close',
    signInTab: 'Sign in',
    registerTab: 'Register',
    email: 'E-mail',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    logIn: 'Log In',
    acceptTerms: 'I agree to the ',
    terms: 'Terms & Conditions',
    register: 'Register',
    earnPoints: 'Earn 5 points for registering an account',
    passwordHint: 'At least 8 characters',
    forgotTitle: 'Reset your password',
    forgotDescription: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
    sendLink: 'Send reset link',
    linkSent: 'If an account uses this address, a reset link is on its way. It works once, for one hour.',
    backToSignIn: 'Back to sign in',
  },
  ar: {
    title: 'مرحباً بك في جوسي إن',
    close: 'إغلاق',
    signInTab: 'تسجيل الدخول',
    registerTab: 'إنشاء حساب',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    rememberMe: 'تذكرني',
    forgotPassword: 'نسيت كلمة المرور؟',
    logIn: 'دخول',
    acceptTerms: 'أوافق على ',
    terms: 'الشروط والأحكام',
    register: 'إنشاء الحساب',
    earnPoints: 'اكسب 5 نقاط عند إنشاء حساب',
    passwordHint: '8 أحرف على الأقل',
    forgotTitle: 'إعادة تعيين كلمة المرور',
    forgotDescription: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطاً لتعيين كلمة مرور جديدة.',
    sendLink: 'أرسل رابط إعادة التعيين',
    linkSent: 'إن كان هناك حساب بهذا العنوان فرابط إعادة التعيين في طريقه إليك. يعمل مرة واحدة لمدة ساعة.',
    backToSignIn: 'العودة إلى تسجيل الدخول',
  },
};

export interface AuthFormsProps {
  /** The open tab (controlled) or the one to start on. */
  readonly tab?: AuthTab;
  readonly defaultTab?: AuthTab;
  readonly onTabChange?: (tab: AuthTab) => void;
  readonly onSignIn?: (values: SignInValues) => void;
  readonly onRegister?: (values: RegisterValues) => void;
  /** Errors per field from the server; `form` is shown above the button. */
  readonly signInErrors?: Partial<Record<SignInField, string>>;
  readonly registerErrors?: Partial<Record<RegisterField, string>>;
  /** Where "Forgot password?" leads; with `onForgotPassword` it opens the forms' own view instead. */
  readonly forgotPasswordHref?: string;
  /** Asks for a reset link from the forgot-password view (opened by "Forgot password?"). */
  readonly onForgotPassword?: (values: ForgotPasswordValues) => void;
  readonly forgotPasswordErrors?: Partial<Record<ForgotPasswordField, string>>;
  /** The reset link was requested: the view says so. */
  readonly forgotPasswordSent?: boolean;
  readonly termsHref: string;
  readonly isPending?: boolean;
  readonly messages?: Partial<AuthModalMessages>;
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

function fieldErrors<F extends string>(errors: Partial<Record<F, string>> | undefined) {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (key !== 'form' && typeof value === 'string') result[key] = value;
  }
  return result;
}

/**
 * The sign-in and register forms in tabs (and the forgot-password view), without a dialog around
 * them: the AuthModal shows them in a modal, a page (checkout's SIGN IN step) shows them inline.
 * Errors show at their fields. The kit never fetches: it calls `onSignIn` / `onRegister`.
 */
export function AuthForms({
  tab,
  defaultTab = 'sign-in',
  onTabChange,
  onSignIn,
  onRegister,
  signInErrors,
  registerErrors,
  forgotPasswordHref,
  onForgotPassword,
  forgotPasswordErrors,
  forgotPasswordSent = false,
  termsHref,
  isPending = false,
  messages: overrides,
}: AuthFormsProps) {
  const messages = useMessages(authModalMessages, overrides);
  const [ownTab, setOwnTab] = useState<AuthTab>(defaultTab);
  const current = tab ?? ownTab;
  const changeTab = (next: AuthTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  const signIn: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSignIn?.({
      email: text(data, 'email'),
      password: text(data, 'password'),
      rememberMe: data.get('rememberMe') !== null,
    });
  };
  const forgot: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    onForgotPassword?.({ email: text(new FormData(event.currentTarget), 'email').trim() });
  };
  const register: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onRegister?.({
      firstName: text(data, 'firstName').trim(),
      lastName: text(data, 'lastName').trim(),
      email: text(data, 'email').trim(),
      password: text(data, 'password'),
      acceptTerms: data.get('acceptTerms') !== null,
    });
  };

  return current === 'forgot-password' ? (
    <Form className="jui-auth-modal__form" validationErrors={fieldErrors(forgotPasswordErrors)} onSubmit={forgot}>
      <p className="jui-auth-modal__text">{messages.forgotDescription}</p>
      <TextField name="email" type="email" label={messages.email} isRequired autoComplete="email" />
      {forgotPasswordErrors?.form ? (
        <p role="alert" className="jui-auth-modal__error">
          {forgotPasswordErrors.form}
        </p>
      ) : null}
      <p role="status" className="jui-auth-modal__sent">
        {forgotPasswordSent ? messages.linkSent : null}
      </p>
      <Button type="submit" fullWidth isPending={isPending}>
        {messages.sendLink}
      </Button>
      <Button variant="ghost" fullWidth onPress={() => changeTab('sign-in')}>
        {messages.backToSignIn}
      </Button>
    </Form>
  ) : (
    <Tabs
      selectedKey={current}
      onSelectionChange={(key: Key) => {
        changeTab(key === 'register' ? 'register' : 'sign-in');
      }}
      fullWidth
    >
      <TabList aria-label={messages.title}>
        <Tab id="sign-in">{messages.signInTab}</Tab>
        <Tab id="register">{messages.registerTab}</Tab>
      </TabList>
      <TabPanel id="sign-in">
        <Form className="jui-auth-modal__form" validationErrors={fieldErrors(signInErrors)} onSubmit={signIn}>
          <TextField name="email" type="email" label={messages.email} isRequired autoComplete="email" />
          <PasswordField name="password" label={messages.password} isRequired autoComplete="current-password" />
          <div className="jui-auth-modal__row">
            <Checkbox name="rememberMe" value="on">
              {messages.rememberMe}
            </Checkbox>
            {onForgotPassword ? (
              <Button variant="ghost" size="sm" onPress={() => changeTab('forgot-password')}>
                {messages.forgotPassword}
              </Button>
            ) : (
              <Link href={forgotPasswordHref ?? '#'} variant="standalone">
                {messages.forgotPassword}
              </Link>
            )}
          </div>
          {signInErrors?.form ? (
            <p role="alert" className="jui-auth-modal__error">
              {signInErrors.form}
            </p>
          ) : null}
          <Button type="submit" fullWidth isPending={isPending}>
            {messages.logIn}
          </Button>
        </Form>
      </TabPanel>
      <TabPanel id="register">
        <Form className="jui-auth-modal__form" validationErrors={fieldErrors(registerErrors)} onSubmit={register}>
          <p className="jui-auth-modal__note">
            <GiftIcon size="md" />
            {messages.earnPoints}
          </p>
          <div className="jui-auth-modal__pair">
            <TextField name="firstName" label={messages.firstName} isRequired autoComplete="given-name" />
            <TextField name="lastName" label={messages.lastName} isRequired autoComplete="family-name" />
          </div>
          <TextField name="email" type="email" label={messages.email} isRequired autoComplete="email" />
          <PasswordField
            name="password"
            label={messages.password}
            description={messages.passwordHint}
            isRequired
            minLength={8}
            autoComplete="new-password"
          />
          <Checkbox name="acceptTerms" value="on" isRequired>
            {messages.acceptTerms}
            <Link href={termsHref} variant="inline" target="_blank" rel="noopener">
              {messages.terms}
            </Link>
          </Checkbox>
          {registerErrors?.form ? (
            <p role="alert" className="jui-auth-modal__error">
              {registerErrors.form}
            </p>
          ) : null}
          <Button type="submit" fullWidth isPending={isPending}>
            {messages.register}
          </Button>
        </Form>
      </TabPanel>
    </Tabs>
  );
}

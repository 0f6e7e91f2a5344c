import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

const copy = {
  en: {
    list: 'Account',
    signIn: 'Sign in',
    register: 'Register',
    soon: 'Gift cards',
    a: 'Welcome back.',
    b: 'Earn 5 points when you register.',
    c: 'Soon.',
  },
  ar: {
    list: 'الحساب',
    signIn: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    soon: 'بطاقات الهدايا',
    a: 'مرحبًا بعودتك.',
    b: 'اكسب 5 نقاط عند التسجيل.',
    c: 'قريبًا.',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <Tabs {...args}>
        <TabList aria-label={t.list}>
          <Tab id="sign-in">{t.signIn}</Tab>
          <Tab id="register">{t.register}</Tab>
          <Tab id="gift" isDisabled>
            {t.soon}
          </Tab>
        </TabList>
        <TabPanel id="sign-in">{t.a}</TabPanel>
        <TabPanel id="register">{t.b}</TabPanel>
        <TabPanel id="gift">{t.c}</TabPanel>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    // react-aria renders the tabs, then selects the first, in passes after the list: wait for both.
    const signIn = await canvas.findByRole('tab', { name: t.signIn });
    await waitFor(() => expect(signIn).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: t.register }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t.b);
  },
};

export const KeyboardArrowsFollowTheReadingDirection: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const ar = globals['locale'] === 'ar';
    const t = textFor(globals['locale']);
    await canvas.findByRole('tab', { name: t.signIn });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: t.signIn })).toHaveFocus();
    // The next tab sits to the right in English and to the left in Arabic.
    await userEvent.keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}');
    const register = canvas.getByRole('tab', { name: t.register });
    await expect(register).toHaveFocus();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(ar ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: t.signIn })).toHaveFocus();
  },
};

export const Pill: Story = { args: { variant: 'pill', fullWidth: true } };

export const SecondSelected: Story = { args: { defaultSelectedKey: 'register' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChevronEndIcon } from '../icons/index.ts';
import { Link } from './link.tsx';

const copy = {
  en: { before: 'I agree to the', terms: 'terms and conditions', more: 'Read More', checkout: 'Secure Checkout' },
  ar: { before: 'أوافق على', terms: 'الشروط والأحكام', more: 'اقرأ المزيد', checkout: 'الدفع الآمن' },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: '#terms' },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <p>
        {t.before} <Link {...args}>{t.terms}</Link>
      </p>
    );
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: textFor(globals['locale']).terms });
    await expect(link).toHaveAttribute('href', '#terms');
    await expect(link).toHaveAttribute('data-variant', 'inline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#product' },
  render: (args, { globals }) => (
    <Link {...args}>
      {textFor(globals['locale']).more}
      <ChevronEndIcon />
    </Link>
  ),
};

export const AsButton: Story = {
  args: { variant: 'button', href: '#checkout' },
  render: (args, { globals }) => <Link {...args}>{textFor(globals['locale']).checkout}</Link>,
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: textFor(globals['locale']).checkout });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

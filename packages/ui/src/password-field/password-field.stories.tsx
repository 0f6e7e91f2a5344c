import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './password-field.tsx';

const copy = {
  en: {
    label: 'Password',
    description: 'At least 8 characters.',
    error: 'Use at least 8 characters.',
    show: 'Show password',
  },
  ar: {
    label: 'كلمة المرور',
    description: '8 أحرف على الأقل.',
    error: 'استخدم 8 أحرف على الأقل.',
    show: 'إظهار كلمة المرور',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/PasswordField',
  component: PasswordField,
  args: { label: '' },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <PasswordField {...args} label={t.label} description={t.description} />
      </div>
    );
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    const input = canvasElement.querySelector('input')!;
    await userEvent.type(input, 'mango-2026');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: t.show });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('mango-2026');
  },
};

export const NewPasswordInvalid: Story = {
  args: { autoComplete: 'new-password', defaultValue: 'short' },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <PasswordField {...args} label={t.label} isInvalid errorMessage={t.error} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(textFor(globals['locale']).error);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

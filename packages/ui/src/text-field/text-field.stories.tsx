import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MailIcon } from '../icons/index.ts';
import { TextField } from './text-field.tsx';

const copy = {
  en: {
    label: 'E-mail',
    placeholder: 'you@example.com',
    description: 'We send your order confirmation here.',
    error: 'Enter an e-mail address like name@example.com.',
    note: 'Order note',
  },
  ar: {
    label: 'البريد الإلكتروني',
    placeholder: 'you@example.com',
    description: 'نرسل تأكيد طلبك إلى هذا العنوان.',
    error: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
    note: 'ملاحظة الطلب',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/TextField',
  component: TextField,
  args: { label: '', onChange: fn() },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField {...args} label={t.label} placeholder={t.placeholder} type="email" />
      </div>
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: textFor(globals['locale']).label });
    await userEvent.type(input, 'sara@example.com');
    await expect(input).toHaveValue('sara@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('sara@example.com');
  },
};

export const WithDescriptionAndIcon: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField {...args} label={t.label} description={t.description} inlineStart={<MailIcon />} type="email" />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    // (Followed by the empty error slot: testing tools end the description with a space, browsers trim it.)
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining(t.description));
  },
};

export const Invalid: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <TextField {...args} label={t.label} defaultValue="sara@" isInvalid errorMessage={t.error} isRequired />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.error);
  },
};

export const RequiredValidatesOnSubmit: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <form style={{ maxInlineSize: '22rem' }} onSubmit={(event) => event.preventDefault()}>
        <TextField {...args} label={t.label} isRequired errorMessage={t.error} />
        <button type="submit">OK</button>
      </form>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(textFor(globals['locale']).error)).toBeVisible();
  },
};

export const Multiline: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '22rem' }}>
      <TextField {...args} label={textFor(globals['locale']).note} multiline rows={3} />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'sara@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

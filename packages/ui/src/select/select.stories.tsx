import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select, type SelectOption } from './select.tsx';

interface Copy {
  readonly label: string;
  readonly placeholder: string;
  readonly description: string;
  readonly error: string;
  readonly options: readonly [SelectOption, SelectOption, SelectOption];
}

const copy: Record<'en' | 'ar', Copy> = {
  en: {
    label: 'Size',
    placeholder: 'Choose a size',
    description: 'Juices come in one or two litres.',
    error: 'Choose a size to continue.',
    options: [
      { id: '1l', label: '1 LTR' },
      { id: '2l', label: '2 LTR' },
      { id: '3l', label: '3 LTR (sold out)', isDisabled: true },
    ],
  },
  ar: {
    label: 'الحجم',
    placeholder: 'اختر الحجم',
    description: 'تتوفر العصائر بلتر أو لترين.',
    error: 'اختر الحجم للمتابعة.',
    options: [
      { id: '1l', label: '1 لتر' },
      { id: '2l', label: '2 لتر' },
      { id: '3l', label: '3 لتر (نفد)', isDisabled: true },
    ],
  },
};
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

const meta = {
  title: 'Foundations/Select',
  component: Select,
  args: { label: '', options: [], onChange: fn() },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '20rem', minBlockSize: '14rem' }}>
        <Select {...args} label={t.label} placeholder={t.placeholder} options={t.options} />
      </div>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    const button = canvas.getByRole('button', { name: new RegExp(t.label) });
    await expect(button).toHaveTextContent(t.placeholder);
    await userEvent.click(button);
    const option = await screen.findByRole('option', { name: t.options[1].label });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith('2l');
    await waitFor(() => expect(button).toHaveTextContent(t.options[1].label));
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2l');
  },
};

export const Selected: Story = { args: { defaultValue: '1l' } };

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <Select {...args} label={t.label} options={t.options} placeholder={t.placeholder} description={t.description} />
      </div>
    );
  },
};

export const Invalid: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <Select
          {...args}
          label={t.label}
          options={t.options}
          placeholder={t.placeholder}
          isInvalid
          errorMessage={t.error}
          isRequired
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textFor(globals['locale']).error)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

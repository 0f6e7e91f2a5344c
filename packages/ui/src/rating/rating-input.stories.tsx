import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RatingInput, type RatingInputProps } from './rating-input.tsx';

const copy = {
  en: {
    label: 'Your rating',
    one: '1 star',
    two: '2 stars',
    three: '3 stars',
    four: '4 stars',
    error: 'Choose 1 to 5 stars',
  },
  ar: {
    label: 'تقييمك',
    one: 'نجمة واحدة',
    two: 'نجمتان',
    three: '3 نجوم',
    four: '4 نجوم',
    error: 'اختر من 1 إلى 5 نجوم',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

/** The input holds its own value here, as a form would. */
function Controlled({ value: initial, onChange, ...props }: RatingInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <RatingInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Foundations/RatingInput',
  component: RatingInput,
  args: { label: '', value: null, onChange: fn() },
  render: (args, { globals }) => <Controlled {...args} label={textFor(globals['locale']).label} />,
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    const group = canvas.getByRole('radiogroup', { name: t.label });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: t.three }));
    await expect(canvas.getByRole('radio', { name: t.three })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    const filled = [...group.querySelectorAll('.jui-rating-input__star')].map((star) =>
      star.hasAttribute('data-filled'),
    );
    await expect(filled).toEqual([true, true, true, false, false]);
  },
};

/** The arrow keys move the choice: toward the reading direction's end is one more star (ar-SA: leftward). */
export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = textFor(globals['locale']);
    const rtl = globals['locale'] === 'ar';
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t.two })).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t.three })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t.four })).toBeChecked();
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: t.one })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const WithError: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return <Controlled {...args} label={t.label} isRequired errorMessage={t.error} />;
  },
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    await expect(canvas.getByText(t.error)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: new RegExp(t.label) })).toHaveAttribute('aria-invalid', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardBrandMarks, cardBrandMarksMessages } from './card-brand-marks.tsx';

const meta = {
  title: 'Foundations/CardBrandMarks',
  component: CardBrandMarks,
} satisfies Meta<typeof CardBrandMarks>;

export default meta;
type Story = StoryObj<typeof meta>;

const wordsOf = (locale: unknown) => cardBrandMarksMessages[locale === 'ar' ? 'ar' : 'en'];

/** Every accepted card, before a number is typed. */
export const Accepted: Story = {
  play: async ({ canvas, globals }) => {
    const words = wordsOf(globals['locale']);
    const list = canvas.getByRole('list', { name: words.label });
    const marks = within(list).getAllByRole('img');
    await expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual([
      words.brands.visa,
      words.brands.mastercard,
      words.brands.mada,
      words.brands.amex,
    ]);
    await expect(list.querySelector('[aria-current]')).toBeNull();
  },
};

/** A mada number typed so far: its mark is the current one, the others fade. */
export const Typed: Story = {
  args: { active: 'mada' },
  play: async ({ canvas, globals }) => {
    const words = wordsOf(globals['locale']);
    const list = canvas.getByRole('list', { name: words.label });
    const current = list.querySelector('[aria-current="true"]');
    await expect(current).not.toBeNull();
    await expect(within(current as HTMLElement).getByRole('img')).toHaveAccessibleName(words.brands.mada);
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

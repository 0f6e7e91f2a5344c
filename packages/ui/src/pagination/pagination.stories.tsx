import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination } from './pagination.tsx';

function Controlled({
  initial,
  pageCount,
  onPageChange,
}: {
  readonly initial: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Foundations/Pagination',
  component: Controlled,
  args: { initial: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (locale: unknown) =>
  locale === 'ar'
    ? {
        nav: 'التنقل بين الصفحات',
        next: 'الصفحة التالية',
        previous: 'الصفحة السابقة',
        page: (n: number) => `الصفحة ${n}`,
      }
    : { nav: 'Pagination', next: 'Next page', previous: 'Previous page', page: (n: number) => `Page ${n}` };

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const n = names(globals['locale']);
    await expect(canvas.getByRole('navigation', { name: n.nav })).toBeVisible();
    await expect(canvas.getByRole('button', { name: n.previous })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: n.page(1) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: n.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: n.page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = {
  args: { initial: 10, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll('li')].map((li) => li.textContent);
    await expect(shown).toEqual(['', '1', '…', '9', '10', '11', '…', '20', '']);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const n = names(globals['locale']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: n.page(1) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const LastPage: Story = { args: { initial: 5 } };

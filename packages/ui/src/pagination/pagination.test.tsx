import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../locale-provider/locale-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination } from './pagination.tsx';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, last and neighbours of the current page, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(20, 20, 2)).toEqual([1, null, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes to the previous page and names pages in Arabic', async () => {
    const onPageChange = vi.fn();
    render(
      <LocaleProvider locale="ar-SA">
        <Pagination page={3} pageCount={5} onPageChange={onPageChange} />
      </LocaleProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'الصفحة السابقة' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'الصفحة 3' })).toHaveAttribute('aria-current', 'page');
  });
});

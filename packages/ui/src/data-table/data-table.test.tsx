import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { compareValues, type DataTableSort } from './data-table-values.ts';

interface Row {
  readonly name: string;
  readonly qty: number;
}
const columns: readonly DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'qty', header: 'Qty', value: (row) => row.qty, align: 'end' },
];
const rows: readonly Row[] = [
  { name: 'Juice 10', qty: 3 },
  { name: 'juice 2', qty: 1 },
  { name: 'Juice 1', qty: 2 },
];

describe('DataTable', () => {
  it('orders text naturally and ignoring case, and dates by time', () => {
    expect(['Juice 10', 'juice 2', 'Juice 1'].sort(compareValues)).toEqual(['Juice 1', 'juice 2', 'Juice 10']);
    expect(compareValues(new Date('2026-01-02'), new Date('2026-01-01'))).toBe(1);
    expect(compareValues(-50, 5)).toBe(-1);
  });

  it('sorts by a column from the keyboard and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Stock" columns={columns} rows={rows} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await user.tab();
    expect(within(nameHeader).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Juice 1', 'juice 2', 'Juice 10']);
    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Juice 10', 'juice 2', 'Juice 1']);
  });

  it('pages through rows and keeps the sort across pages', async () => {
    const user = userEvent.setup();
    render(
      <DataTable caption="Stock" columns={columns} rows={rows} pageSize={2} initialSort={{ id: 'qty', desc: false }} />,
    );
    expect(screen.getByRole('navigation', { name: 'Stock, pages' })).toHaveTextContent('Page 1 of 2');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const lastRows = screen.getAllByRole('row').slice(1);
    expect(lastRows).toHaveLength(1);
    expect(lastRows[0]).toHaveTextContent('Juice 10');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('leaves sorting and paging to the server: shows the given sort, asks for a new one, keeps the rows as given', async () => {
    const user = userEvent.setup();
    const asked: (DataTableSort | null)[] = [];
    const pagesAsked: number[] = [];
    function Server() {
      const [sort, setSort] = useState<DataTableSort | null>({ id: 'qty', desc: true });
      const [page, setPage] = useState(2);
      return (
        <DataTable
          caption="Stock"
          columns={columns}
          rows={rows}
          sort={sort}
          onSortChange={(next) => {
            asked.push(next);
            setSort(next);
          }}
          pages={{
            page,
            pageCount: 3,
            onPageChange: (next) => {
              pagesAsked.push(next);
              setPage(next);
            },
          }}
        />
      );
    }
    render(<Server />);
    const qtyHeader = screen.getByRole('columnheader', { name: 'Qty' });
    expect(qtyHeader).toHaveAttribute('aria-sort', 'descending');
    // The server's order stays: the table does not sort or cut the page itself.
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Juice 10', 'juice 2', 'Juice 1']);
    expect(screen.getByRole('navigation', { name: 'Stock, pages' })).toHaveTextContent('Page 2 of 3');

    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(asked).toEqual([{ id: 'name', desc: false }]);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Juice 10', 'juice 2', 'Juice 1']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pagesAsked).toEqual([3]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(pagesAsked).toEqual([3, 2]);
  });

  it('hides and shows columns from its menu, by keyboard; a column that cannot be hidden stays', async () => {
    const user = userEvent.setup();
    const changes: Record<string, boolean>[] = [];
    render(
      <DataTable
        caption="Stock"
        columns={[{ ...columns[0]!, hideable: false }, columns[1]!]}
        rows={rows}
        columnMenu
        onColumnVisibilityChange={(visibility) => changes.push(visibility)}
      />,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'true']);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    // The first enabled item (Qty) has focus; Enter unchecks it.
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual({ name: true, qty: false });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name']);
    expect(screen.getAllByRole('row')[1]?.children).toHaveLength(1);
  });
});

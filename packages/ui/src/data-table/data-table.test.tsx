import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareValues, DataTable, type DataTableColumn } from './data-table.tsx';

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
});

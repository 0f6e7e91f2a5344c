import { formatMoney } from '@juicyin/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import type { DataTableSort } from './data-table-values.ts';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

interface PointsRow {
  readonly id: string;
  readonly at: Date;
  readonly type: { readonly en: string; readonly ar: string };
  readonly points: number;
  readonly expires: Date | null;
}

const registration = { en: 'Registration', ar: 'التسجيل' };
const order = { en: 'Order', ar: 'طلب' };
const redeemed = { en: 'Redeemed', ar: 'مستبدلة' };

/** Twelve ledger rows: more than one page of ten. */
const pointsRows: readonly PointsRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: `p${String(index + 1)}`,
  at: new Date(Date.UTC(2026, 0, index + 1, 9, 30)),
  type: index === 0 ? registration : index % 4 === 0 ? redeemed : order,
  points: index === 0 ? 5 : index % 4 === 0 ? -50 : 10 * (index + 1),
  expires: index % 4 === 0 && index > 0 ? null : new Date(Date.UTC(2026, 6, index + 1)),
}));

const headers = {
  en: {
    caption: 'Transaction History',
    at: 'Date & Time',
    type: 'Point Type',
    points: 'Points Amount',
    expires: 'Expiration Date',
  },
  ar: {
    caption: 'سجل المعاملات',
    at: 'التاريخ والوقت',
    type: 'نوع النقاط',
    points: 'عدد النقاط',
    expires: 'تاريخ الانتهاء',
  },
};

function pointsColumns(locale: Locale): readonly DataTableColumn<PointsRow>[] {
  const h = headers[locale];
  return [
    { id: 'at', header: h.at, value: (row) => row.at },
    { id: 'type', header: h.type, value: (row) => row.type[locale] },
    { id: 'points', header: h.points, value: (row) => row.points, align: 'end' },
    { id: 'expires', header: h.expires, value: (row) => row.expires ?? '—', sortable: false },
  ];
}

interface WalletRow {
  readonly id: string;
  readonly order: string;
  readonly amount: number;
}

function Amount({ halalas }: { readonly halalas: number }) {
  const { locale } = useLocale();
  const { text, value } = formatMoney(halalas, { locale });
  return <data value={value}>{text}</data>;
}

const walletRows: readonly WalletRow[] = [
  { id: 'w1', order: 'JY-1001', amount: 12_350 },
  { id: 'w2', order: 'JY-1002', amount: -4_000 },
  { id: 'w3', order: 'JY-1003', amount: 250 },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<PointsRow>,
  args: { caption: '', columns: [], rows: pointsRows, getRowId: (row: PointsRow) => row.id },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <DataTable {...args} caption={headers[locale].caption} columns={pointsColumns(locale)} />;
  },
} satisfies Meta<typeof DataTable<PointsRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointsHistory: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const h = headers[localeOf(globals)];
    const table = canvas.getByRole('table', { name: h.caption });
    // Ten rows a page plus the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pointsHeader = within(table).getByRole('columnheader', { name: h.points });
    await expect(pointsHeader).toHaveAttribute('aria-sort', 'none');
    await expect(within(table).getByRole('columnheader', { name: h.expires })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(pointsHeader).getByRole('button'));
    await expect(pointsHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstCells = () => within(within(table).getAllByRole('row')[1] ?? table).getAllByRole('cell');
    await expect(firstCells()[2]).toHaveTextContent('-50');

    await userEvent.click(within(pointsHeader).getByRole('button'));
    await expect(pointsHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells()[2]).toHaveTextContent('120');
  },
};

export const Paginated: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const ar = localeOf(globals) === 'ar';
    const nav = canvas.getByRole('navigation');
    const previous = within(nav).getByRole('button', { name: ar ? 'الصفحة السابقة' : 'Previous page' });
    const next = within(nav).getByRole('button', { name: ar ? 'الصفحة التالية' : 'Next page' });
    await expect(previous).toBeDisabled();
    await expect(nav).toHaveTextContent(ar ? 'الصفحة 1 من 2' : 'Page 1 of 2');
    // Keyboard only: Tab to the next-page button and press it.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav).toHaveTextContent(ar ? 'الصفحة 2 من 2' : 'Page 2 of 2');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    await expect(next).toBeDisabled();
  },
};

export const SortedNewestFirst: Story = {
  args: { initialSort: { id: 'at', desc: true } },
  play: async ({ canvas, globals }) => {
    const h = headers[localeOf(globals)];
    await expect(canvas.getByRole('columnheader', { name: h.at })).toHaveAttribute('aria-sort', 'descending');
    const time = canvas.getAllByRole('row')[1]?.querySelector('td');
    await expect(time?.textContent).toMatch(/2026/);
    await expect(time?.textContent).toMatch(/12/);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(localeOf(globals) === 'ar' ? 'لا يوجد شيء هنا بعد.' : 'Nothing here yet.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <DataTable
        {...args}
        caption={headers[locale].caption}
        columns={pointsColumns(locale)}
        error={locale === 'ar' ? 'تعذر تحميل السجل.' : 'The history could not be loaded.'}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      localeOf(globals) === 'ar' ? 'تعذر تحميل السجل.' : 'The history could not be loaded.',
    );
  },
};

export const WalletHistoryWithMoney: Story = {
  render: (_args, { globals }) => {
    const ar = localeOf(globals) === 'ar';
    const columns: readonly DataTableColumn<WalletRow>[] = [
      { id: 'order', header: ar ? 'رقم الطلب' : 'Order No.', value: (row) => row.order },
      {
        id: 'amount',
        header: ar ? 'المبلغ' : 'Amount',
        value: (row) => row.amount,
        cell: (row) => <Amount halalas={row.amount} />,
        align: 'end',
      },
    ];
    return <DataTable caption={ar ? 'سجل المحفظة' : 'Wallet History'} columns={columns} rows={walletRows} />;
  },
  play: async ({ canvas, userEvent }) => {
    const amountHeader = canvas.getAllByRole('columnheader')[1];
    if (!amountHeader) throw new Error('no amount column');
    await userEvent.click(within(amountHeader).getByRole('button'));
    const values = Array.from(canvas.getByRole('table').querySelectorAll('data')).map((node) =>
      node.getAttribute('value'),
    );
    await expect(values).toEqual(['-4000', '250', '12350']);
  },
};

/** The rows of one page as a server would answer them: sorted by the asked column, cut to 5 a page. */
function serverPage(sort: DataTableSort | null, page: number): readonly PointsRow[] {
  const sorted = [...pointsRows];
  if (sort?.id === 'points') sorted.sort((a, b) => (sort.desc ? b.points - a.points : a.points - b.points));
  if (sort?.id === 'at') sorted.sort((a, b) => (sort.desc ? -1 : 1) * (a.at.getTime() - b.at.getTime()));
  return sorted.slice((page - 1) * 5, page * 5);
}

function ServerDrivenTable({ locale }: { readonly locale: Locale }) {
  const [sort, setSort] = useState<DataTableSort | null>({ id: 'points', desc: true });
  const [page, setPage] = useState(1);
  return (
    <DataTable
      caption={headers[locale].caption}
      columns={pointsColumns(locale).map((column) => (column.id === 'at' ? { ...column, hideable: false } : column))}
      rows={serverPage(sort, page)}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      pages={{ page, pageCount: Math.ceil(pointsRows.length / 5), onPageChange: setPage }}
      columnMenu
    />
  );
}

/** Sorting and pages left to the server (manual mode), with the column menu: keyboard only. */
export const ServerDriven: Story = {
  render: (_args, { globals }) => <ServerDrivenTable locale={localeOf(globals)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const locale = localeOf(globals);
    const h = headers[locale];
    const ar = locale === 'ar';
    const table = canvas.getByRole('table', { name: h.caption });
    await expect(within(table).getByRole('columnheader', { name: h.points })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const firstPoints = () => within(within(table).getAllByRole('row')[1] ?? table).getAllByRole('cell')[2];
    await expect(firstPoints()).toHaveTextContent('120');
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveTextContent(ar ? 'الصفحة 1 من 3' : 'Page 1 of 3');
    within(nav)
      .getByRole('button', { name: ar ? 'الصفحة التالية' : 'Next page' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav).toHaveTextContent(ar ? 'الصفحة 2 من 3' : 'Page 2 of 3');

    within(within(table).getByRole('columnheader', { name: h.points }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(table).getByRole('columnheader', { name: h.points })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstPoints()).toHaveTextContent('-50');
    await expect(nav).toHaveTextContent(ar ? 'الصفحة 1 من 3' : 'Page 1 of 3');

    canvas.getByRole('button', { name: ar ? 'الأعمدة' : 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemcheckbox')[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(within(table).queryByRole('columnheader', { name: h.type })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  },
};

import { handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pathTo, routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardHandlers, manyOrders, staffStream } from '../story-fixtures.ts';
import { dashboardDecorator } from '../story-setup.tsx';
import { dashboardTexts as texts } from '../story-texts.ts';
import { DashboardOrdersPage } from './orders-page.tsx';

const meta = {
  title: 'Shop/Dashboard/All orders',
  component: DashboardOrdersPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator(routePaths.dashboardOrders)],
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers.account.signedIn,
      ...dashboardHandlers.staff,
      staffStream().handler,
      ...dashboardHandlers.orders(manyOrders),
    );
  },
} satisfies Meta<typeof DashboardOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const numbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Oldest first by default; sorting by total asks the server (largest first on the second press). */
export const Sorted: Story = {
  // Shows the days orders were placed, which move with the clock.
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.ordersTitle[language] })).toBeVisible();
    const table = canvas.getByRole('table', { name: texts.ordersTable[language] });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    const oldestFirst = [...manyOrders].sort((a, b) => Date.parse(a.placedAt) - Date.parse(b.placedAt));
    await expect(numbers(table)[0]).toBe(oldestFirst[0]?.number);
    await expect(within(table).getByRole('columnheader', { name: texts.placedColumn[language] })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const total = within(table).getByRole('columnheader', { name: texts.total[language] });
    within(total).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'descending'));
    const largest = [...manyOrders].sort((a, b) => b.grandTotal - a.grandTotal)[0];
    await waitFor(() => expect(numbers(table)[0]).toBe(largest?.number));

    const pages = canvas.getByRole('navigation', { name: new RegExp(texts.ordersTable[language]) });
    await expect(pages).toHaveTextContent(texts.page(1, 3)[language]);
    await userEvent.click(within(pages).getByRole('button', { name: texts.nextPage[language] }));
    await waitFor(() => expect(pages).toHaveTextContent(texts.page(2, 3)[language]));
    await waitFor(() => expect(numbers(table)[0]).not.toBe(largest?.number));
  },
};

/** Opened with a filter in the address (status); choosing a payment filters again, on page 1. */
export const Filtered: Story = {
  // Shows the days orders were placed, which move with the clock.
  tags: ['no-visual'],
  parameters: { entry: pathTo('dashboardOrders', { status: 'placed', page: 2 }) },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const table = canvas.getByRole('table', { name: texts.ordersTable[language] });
    // Page 2 of a one-page answer is empty: the table says so, then the filter below goes to page 1.
    await expect(await within(table).findByText(texts.noMatch[language])).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: texts.status[language] })).toHaveValue('placed');
    const payment = canvas.getByRole('combobox', { name: texts.payment[language] });
    await userEvent.selectOptions(payment, 'card');
    const expected = manyOrders
      .filter((order) => order.status === 'placed' && order.paymentMethod === 'card')
      .sort((a, b) => Date.parse(a.placedAt) - Date.parse(b.placedAt));
    await expect(expected.length).toBeGreaterThan(1);
    await waitFor(() => expect(numbers(table)).toEqual(expected.map((order) => order.number)));

    // The search applies when sent.
    const search = canvas.getByRole('searchbox', { name: texts.search[language] });
    await userEvent.type(search, 'no-such-order{Enter}');
    await expect(await within(table).findByText(texts.noMatch[language])).toBeVisible();
  },
};

/** Nothing matches: the table says so. */
export const Empty: Story = {
  parameters: { entry: pathTo('dashboardOrders', { q: 'nobody' }) },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.noMatch[language])).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: texts.search[language] })).toHaveValue('nobody');
    await expect(canvas.queryByRole('navigation', { name: new RegExp(texts.ordersTable[language]) })).toBeNull();
  },
};

/** The first answer has not come: the table is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers.ordersLoading);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const table = canvas.getByRole('table', { name: texts.ordersTable[language] });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText(texts.loadingOrders[language])).toBeVisible();
  },
};

/** The orders cannot be loaded: a plain message and Try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers.ordersError);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.ordersError[language]);
    await expect(within(alert).getByRole('button', { name: texts.retry[language] })).toBeVisible();
  },
};

/** Hiding the shopper column from the columns menu, by keyboard. */
export const HideAColumn: Story = {
  // Shows the days orders were placed, which move with the clock.
  tags: ['no-visual'],
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const table = canvas.getByRole('table', { name: texts.ordersTable[language] });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    canvas.getByRole('button', { name: texts.columns[language] }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    within(menu).getByRole('menuitemcheckbox', { name: texts.shopper[language] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(table).queryByRole('columnheader', { name: texts.shopper[language] })).toBeNull();
  },
};

/** Opened at an address with hidden columns (as after a reload): they stay hidden, and the menu shows them unchecked. */
export const HiddenColumnsInTheAddress: Story = {
  // Shows the days orders were placed, which move with the clock.
  tags: ['no-visual'],
  parameters: { entry: `${routePaths.dashboardOrders}?hide=customer,age` },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const table = canvas.getByRole('table', { name: texts.ordersTable[language] });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    await expect(within(table).queryByRole('columnheader', { name: texts.shopper[language] })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: texts.total[language] })).toBeVisible();
    canvas.getByRole('button', { name: texts.columns[language] }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: texts.shopper[language] })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // Showing it again from the menu brings the column back.
    within(menu).getByRole('menuitemcheckbox', { name: texts.shopper[language] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(table).findByRole('columnheader', { name: texts.shopper[language] })).toBeVisible();
  },
};

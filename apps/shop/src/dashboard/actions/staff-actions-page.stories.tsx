import { staffFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { StaffActionsPage } from './staff-actions-page.tsx';
import { actionsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Staff actions',
  component: StaffActionsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/actions')],
} satisfies Meta<typeof StaffActionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const { actions } = staffFixtures;

const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table[language]);

/** The record newest first, 50 a page: who, what, on which order or product (a link), the details in words and money. */
export const Record: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.actions.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const shown = await rows(canvasElement, language);
    await expect(shown).toHaveLength(50);
    const table = canvas.getByRole('table', { name: texts.table[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    const [first] = shown;
    const number = actions[0]?.subject.replace('order:', '') ?? '';
    await expect(first).toHaveTextContent(texts.moved[language]);
    await expect(first).toHaveTextContent(texts.shipping[language]);
    // A wallet entry's statuses read in the page's language too.
    const settled = shown.find((row) => row.textContent.includes(texts.settled[language]));
    await expect(settled).toHaveTextContent(texts.completed[language]);
    // A change of a product's variants links to its editor and names what changed.
    const repriced = shown.find((row) => row.textContent.includes(texts.repriced[language]));
    await expect(repriced).toHaveTextContent(texts.repricedFields[language]);
    await expect(within(repriced ?? canvasElement).getByRole('link', { name: 'fresh-orange-juice' })).toHaveAttribute(
      'href',
      '/dashboard/products/fresh-orange-juice',
    );
    const configured = shown.find((row) => row.textContent.includes(texts.settings[language]));
    await expect(configured).toHaveTextContent('cashOnDelivery.fee');
    await expect(
      within(configured ?? canvasElement).getByRole('link', { name: texts.settingsLink[language] }),
    ).toHaveAttribute('href', '/dashboard/settings');
    await expect(within(first ?? canvasElement).getByRole('link', { name: number })).toHaveAttribute(
      'href',
      `/dashboard/orders/${number}`,
    );
    await expect(canvas.getByText(texts.count(actions.length)[language])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.nextPage[language] }));
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(actions.length - 50));
  },
};

/** Filtered by keyboard: an order number typed in lower case and a kind of action, then Enter; Clear filters shows all again. */
export const Filtered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.actions.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await rows(canvasElement, language);
    const cancel = actions.find((action) => action.action === 'order.cancel');
    const number = cancel?.subject.replace('order:', '') ?? '';
    const expected = actions.filter((action) => action.action === 'order.cancel' && action.subject === cancel?.subject);
    await userEvent.type(canvas.getByRole('textbox', { name: texts.order[language] }), number.toLowerCase());
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: texts.kind[language] }),
      texts.cancelled[language],
    );
    await userEvent.click(canvas.getByRole('textbox', { name: texts.staff[language] }));
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(expected.length));
    for (const row of await rows(canvasElement, language)) {
      await expect(row).toHaveTextContent(texts.cancelled[language]);
      await expect(row).toHaveTextContent(number);
    }
    await userEvent.click(canvas.getByRole('button', { name: texts.clear[language] }));
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(50));
    await expect(canvas.getByRole('textbox', { name: texts.order[language] })).toHaveValue('');
  },
};

/** By staff e-mail, from the address (it survives a reload): only that member's actions. */
export const ByStaffMember: Story = {
  parameters: { entry: '/dashboard/actions?staff=omar%40juicyin.sa' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.actions.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const expected = actions.filter((action) => action.staff.email === 'omar@juicyin.sa');
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(expected.length));
    await expect(canvas.getByRole('textbox', { name: texts.staff[language] })).toHaveValue('omar@juicyin.sa');
  },
};

/** Nothing recorded (or nothing matches). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.actions.empty());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.empty[storyLanguage(globals)])).toBeVisible();
  },
};

/** While the record loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.actions.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.actions.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

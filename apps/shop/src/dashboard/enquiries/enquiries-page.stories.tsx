import { inboxEnquiries, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers } from '../story-setup.tsx';
import { StaffEnquiriesPage } from './enquiries-page.tsx';
import { enquiriesTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Enquiries',
  component: StaffEnquiriesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/enquiries')],
} satisfies Meta<typeof StaffEnquiriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestFirst = [...inboxEnquiries].sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));

/** The inbox list's enquiries (each an article named by the sender), once loaded. */
async function enquiries(root: HTMLElement, heading: string): Promise<HTMLElement[]> {
  const list = await within(root).findByRole('list', { name: heading });
  return within(list).getAllByRole('article');
}

/**
 * The inbox, newest first, 20 a page: a price-match report with its product, shop, price (the
 * shop's money format) and link; a contact enquiry with its text; the frame's navigation marks it.
 */
export const Inbox: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.enquiries.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const shown = await enquiries(canvasElement, texts.heading[language]);
    await expect(shown).toHaveLength(20);
    await expect(shown.map((card) => card.querySelector('h2')?.textContent)).toEqual(
      newestFirst.slice(0, 20).map((enquiry) => enquiry.fullName),
    );
    await expect(canvas.getByText(texts.count[language](inboxEnquiries.length))).toBeVisible();

    const [report, contact] = shown;
    const reported = newestFirst[0]?.priceMatch;
    await expect(report).toHaveTextContent(texts.priceMatch[language]);
    await expect(report).toHaveTextContent(reported?.product ?? '');
    await expect(report?.querySelector(`data[value="${String(reported?.price)}"]`)).not.toBeNull();
    const link = within(report ?? canvasElement).getByRole('link', { name: new RegExp(reported?.link ?? '') });
    await expect(link).toHaveAttribute('href', reported?.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveTextContent(texts.contact[language]);
    await expect(contact).toHaveTextContent(newestFirst[1]?.enquiry ?? '');

    const nav = canvas.getByRole('navigation', { name: texts.dashboardNav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The next page: the older ones.
    await userEvent.click(canvas.getByRole('button', { name: texts.nextPage[language] }));
    await waitFor(async () =>
      expect(await enquiries(canvasElement, texts.heading[language])).toHaveLength(inboxEnquiries.length - 20),
    );
  },
};

/** Filtered by kind with the keyboard: only price-match reports, from page 1. */
export const PriceMatchOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.enquiries.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await enquiries(canvasElement, texts.heading[language]);
    const kind = canvas.getByRole('combobox', { name: texts.filter[language] });
    await userEvent.selectOptions(kind, 'price-match');
    const reports = inboxEnquiries.filter((enquiry) => enquiry.kind === 'price-match');
    await waitFor(async () =>
      expect(await enquiries(canvasElement, texts.heading[language])).toHaveLength(reports.length),
    );
    for (const card of await enquiries(canvasElement, texts.heading[language])) {
      await expect(card).toHaveTextContent(texts.priceMatch[language]);
    }
    await expect(kind).toHaveValue('price-match');
  },
};

/** Nothing has come in: the inbox says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.enquiries.empty());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.empty[language])).toBeVisible();
  },
};

/** The first answer has not come: the inbox is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.enquiries.loading());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.loading[language])).toBeVisible();
  },
};

/** The inbox cannot be loaded: a plain message and Try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.enquiries.error());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.error[language]);
  },
};

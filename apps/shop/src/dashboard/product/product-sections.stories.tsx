import { staffCatalogueFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { newProductTexts as texts } from '../product-new/story-texts.ts';
import { dashboardDecorator, staffFrameHandlers } from '../story-setup.tsx';
import { StaffProductPage } from './staff-product-page.tsx';
import { productTexts } from './story-texts.ts';

const orange = staffCatalogueFixtures.orangeJuice;

const meta = {
  title: 'Dashboard/Product sections',
  component: StaffProductPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/products/:slug', `/dashboard/products/${orange.slug}`)],
} satisfies Meta<typeof StaffProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const starting = (label: string) => (name: string) => name.startsWith(label);

/** The details section opened: names, descriptions and flavour in both languages, the refill price in SAR. */
export const Details: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const details = await canvas.findByRole('region', { name: texts.details[language] });
    const box = (label: string) => within(details).getByRole('textbox', { name: starting(label) });
    await expect(box(texts.nameEn[language])).toHaveValue(orange.name.en);
    await expect(box(texts.nameAr[language])).toHaveValue(orange.name.ar);
    await expect(box(texts.flavourKey[language])).toHaveValue(orange.flavour.key);
    await expect(box(texts.highlightsEn[language])).toHaveValue(orange.highlights.map((item) => item.en).join('\n'));
    await userEvent.clear(box(texts.nameEn[language]));
    await userEvent.type(box(texts.nameEn[language]), 'Fresh Orange Juice Plus');
    await userEvent.click(within(details).getByRole('button', { name: texts.saveDetails[language] }));
    await expect(await canvas.findByText(productTexts.facts(orange.version + 1)[language])).toBeVisible();
    await expect(box(texts.nameEn[language])).toHaveValue('Fresh Orange Juice Plus');
  },
};

/**
 * A colleague saved the product first: the details' save is refused (409) with a clear message and
 * Reload, never written over theirs; what was typed stays until Reload opens the latest.
 */
export const DetailsConflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.conflict());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const details = await canvas.findByRole('region', { name: texts.details[language] });
    const name = within(details).getByRole('textbox', { name: starting(texts.nameEn[language]) });
    await userEvent.type(name, ' Plus');
    await userEvent.click(within(details).getByRole('button', { name: texts.saveDetails[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await expect(name).toHaveValue(`${orange.name.en} Plus`);
    await expect(within(alert).getByRole('button', { name: texts.reload[language] })).toBeVisible();
  },
};

/** Archived after asking: the badge says so, the shop no longer shows it, and it can be put back. */
export const Archived: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const availability = await canvas.findByRole('region', { name: texts.availability[language] });
    await userEvent.click(within(availability).getByRole('button', { name: texts.archive[language] }));
    const body = within(canvasElement.ownerDocument.body);
    const ask = await body.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: texts.archive[language] }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(availability).getByText(texts.archived[language], { exact: true })).toBeVisible();
    await expect(within(availability).getByRole('button', { name: texts.unarchive[language] })).toBeVisible();
  },
};

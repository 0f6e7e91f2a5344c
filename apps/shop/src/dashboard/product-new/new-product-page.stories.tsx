import { staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers } from '../story-setup.tsx';
import { NewProductPage } from './new-product-page.tsx';
import { newProductTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/New product',
  component: NewProductPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/products/new')],
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
} satisfies Meta<typeof NewProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accessible name that starts with a label (a required field's name ends with its mark). */
const starting = (label: string) => (name: string) => name.startsWith(label);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Language = 'en' | 'ar';

/** Fills the form as staff would: a kiwi juice in summer, one Regular 1 LTR variant at SAR 14.50. */
async function fill(canvas: Canvas, language: Language, slug: string) {
  const box = (label: string) => canvas.getByRole('textbox', { name: starting(label) });
  await userEvent.type(box(texts.slug[language]), slug);
  await userEvent.type(box(texts.nameEn[language]), 'Fresh Kiwi Juice');
  await userEvent.type(box(texts.nameAr[language]), 'عصير كيوي طازج');
  await userEvent.type(box(texts.descriptionEn[language]), 'Kiwi, pressed to order.');
  await userEvent.type(box(texts.descriptionAr[language]), 'كيوي يُعصر عند الطلب.');
  await userEvent.type(box(texts.flavourKey[language]), 'kiwi');
  await userEvent.type(box(texts.flavourEn[language]), 'Kiwi');
  await userEvent.type(box(texts.flavourAr[language]), 'كيوي');
  await userEvent.click(canvas.getByRole('checkbox', { name: texts.summer[language] }));
  await userEvent.type(box(texts.sku[language]), 'kiwi-r-1l');
  await userEvent.type(box(texts.price[language]), '14.50');
  await userEvent.clear(box(texts.stock[language]));
  await userEvent.type(box(texts.stock[language]), '20');
}

/** The form as it opens: empty details, one variant (Regular, 1 LTR, stock 0), nothing on sale. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const form = canvas.getByRole('form', { name: texts.form[language] });
    await expect(within(form).getByRole('textbox', { name: starting(texts.slug[language]) })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: starting(texts.nameEn[language]) })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: starting(texts.stock[language]) })).toHaveValue('0');
    await expect(within(form).getByRole('checkbox', { name: texts.summer[language] })).not.toBeChecked();
    await expect(within(form).getByRole('button', { name: texts.create[language] })).toBeEnabled();
  },
};

/** Filled in, a second variant asked for: every field holds what was typed, the SKU as typed. */
export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await canvas.findByRole('heading', { level: 1, name: texts.heading[language] });
    await fill(canvas, language, 'fresh-kiwi-juice');
    await expect(canvas.getByRole('checkbox', { name: texts.summer[language] })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: texts.anotherVariant[language] }));
    await expect(canvas.getAllByRole('textbox', { name: starting(texts.sku[language]) })).toHaveLength(2);
    await expect(canvas.getAllByRole('textbox', { name: starting(texts.price[language]) })[0]).toHaveValue('14.50');
  },
};

/**
 * Created with problems: the form's own (a price that is not an amount, highlights that do not
 * pair up) first, then the API's (a bad slug, empty names) at their fields in the page's
 * language; the keyboard goes to the first.
 */
export const FieldErrors: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await canvas.findByRole('heading', { level: 1, name: texts.heading[language] });
    const price = canvas.getByRole('textbox', { name: starting(texts.price[language]) });
    await userEvent.type(price, '12.345');
    const highlights = canvas.getByRole('textbox', { name: starting(texts.highlightsEn[language]) });
    await userEvent.type(highlights, 'No added sugar');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    await expect(price).toHaveAccessibleDescription(new RegExp(texts.priceInvalid[language].replace(/[().]/g, '.')));
    await expect(highlights).toHaveAccessibleDescription(new RegExp(texts.highlightsPairs[language]));
    await waitFor(() => expect(highlights).toHaveFocus());
    await userEvent.clear(highlights);
    await userEvent.clear(price);
    await userEvent.type(price, '12.50');
    const slug = canvas.getByRole('textbox', { name: starting(texts.slug[language]) });
    await userEvent.type(slug, 'Kiwi Juice');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(new RegExp(texts.slugShape[language])));
    await expect(canvas.getByRole('textbox', { name: starting(texts.nameEn[language]) })).toHaveAccessibleDescription(
      new RegExp(texts.required[language]),
    );
    await waitFor(() => expect(slug).toHaveFocus());
  },
};

/** A slug another product has: the API's 409 is said at the address, and nothing is created. */
export const SlugTaken: Story = {
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await canvas.findByRole('heading', { level: 1, name: texts.heading[language] });
    await fill(canvas, language, 'fresh-orange-juice');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    const slug = canvas.getByRole('textbox', { name: starting(texts.slug[language]) });
    await waitFor(() => expect(slug).toHaveAccessibleDescription(new RegExp(texts.slugTaken[language])));
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
  },
};

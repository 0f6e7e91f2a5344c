import { staffCatalogueFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { StaffProductPage } from './staff-product-page.tsx';
import { productTexts as texts } from './story-texts.ts';

const orange = staffCatalogueFixtures.orangeJuice;

const meta = {
  title: 'Dashboard/Product editor',
  component: StaffProductPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/products/:slug', `/dashboard/products/${orange.slug}`)],
} satisfies Meta<typeof StaffProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces what a field holds with `text`, as staff would type it. */
async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The variant's fieldset (its legend names it). */
const variantGroup = (root: HTMLElement, name: string) => within(root).getByRole('group', { name: new RegExp(name) });

/**
 * Fresh Orange Juice opened: a row per variant (material × size, SKU) with its price and old price
 * in SAR and its stock; the shop's badge previewed by the domain's rule as the old price changes;
 * the sold-out variant marked.
 */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    await expect(canvas.getByText(texts.facts(orange.version)[language])).toBeVisible();
    const form = canvas.getByRole('form', { name: texts.variants[language] });
    await expect(within(form).getAllByRole('group')).toHaveLength(orange.variants.length);
    const regular = variantGroup(canvasElement, texts.variant.regular1[language]);
    await expect(regular).toHaveTextContent(orange.variants[0]?.sku ?? '');
    const price = canvas.getByRole('textbox', { name: texts.price('regular1', language) });
    const oldPrice = canvas.getByRole('textbox', { name: texts.oldPrice('regular1', language) });
    await expect(price).toHaveValue('12.50');
    await expect(oldPrice).toHaveValue('16.50');
    await expect(canvas.getByRole('textbox', { name: texts.stock('regular1', language) })).toHaveValue('12');
    // 12.50 from 16.50 is 24.2 % off: the badge reads 24 %.
    await expect(within(regular).getByText(texts.discount(24)[language])).toBeInTheDocument();
    await retype(oldPrice, '25');
    await expect(within(regular).getByText(texts.discount(50)[language])).toBeInTheDocument();
    await retype(oldPrice, '');
    await expect(within(regular).getByText(texts.noBadge[language])).toBeVisible();
    const glass = variantGroup(canvasElement, texts.variant.glass2[language]);
    await expect(within(glass).getByText(texts.outOfStock[language])).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.stock('glass2', language) })).toHaveValue('0');
    await expect(canvas.getByRole('link', { name: texts.back[language] })).toHaveAttribute(
      'href',
      '/dashboard/products',
    );
  },
};

/** What cannot be saved is said at its field, in the page's language, and nothing is sent. */
export const FieldError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const price = await canvas.findByRole('textbox', { name: texts.price('regular1', language) });
    await retype(price, '12.345');
    const oldPrice = canvas.getByRole('textbox', { name: texts.oldPrice('glass2', language) });
    await retype(oldPrice, '1');
    const stock = canvas.getByRole('textbox', { name: texts.stock('glass2', language) });
    await retype(stock, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    // The keyboard is taken to the first field to fix.
    await waitFor(() => expect(price).toHaveFocus());
    await expect(price).toHaveAccessibleDescription(new RegExp(escape(texts.priceInvalid[language])));
    await expect(oldPrice).toHaveAccessibleDescription(new RegExp(escape(texts.oldNotAbove[language])));
    await expect(stock).toHaveAccessibleDescription(new RegExp(escape(texts.stockInvalid[language])));
    // Typing again clears that field's message.
    await retype(price, '12.75');
    await waitFor(() => expect(price).not.toHaveAttribute('aria-invalid'));
  },
};

/** A colleague saved the product first: the save is refused with a clear message, and Reload the latest opens their version. */
export const Conflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.conflict());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const stock = await canvas.findByRole('textbox', { name: texts.stock('regular1', language) });
    await retype(stock, '40');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await userEvent.click(within(alert).getByRole('button', { name: texts.reload[language] }));
    await expectAnnounced(canvasElement, texts.reloaded(orange.version + 1)[language]);
    // The colleague's price, and this staff member's typing gone with the version it was made on.
    await expect(canvas.getByRole('textbox', { name: texts.price('regular1', language) })).toHaveValue('13.00');
    await expect(canvas.getByRole('textbox', { name: texts.stock('regular1', language) })).toHaveValue('12');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Saved: a new price and a variant marked out of stock (0); the confirmation names the new version. */
export const Saved: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await retype(await canvas.findByRole('textbox', { name: texts.price('regular1', language) }), '11');
    await retype(canvas.getByRole('textbox', { name: texts.stock('regular1', language) }), '0');
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved(orange.version + 1)[language]);
    await expect(canvas.getByRole('textbox', { name: texts.price('regular1', language) })).toHaveValue('11.00');
    const regular = variantGroup(canvasElement, texts.variant.regular1[language]);
    await expect(within(regular).getByText(texts.outOfStock[language])).toBeVisible();
    await expect(canvas.getByText(texts.facts(orange.version + 1)[language])).toBeVisible();
  },
};

/** The API refuses a SKU that is no longer the product's (422): the message is at that variant. */
export const UnknownVariant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.unknownVariant());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    const regular = variantGroup(canvasElement, texts.variant.regular1[language]);
    await expect(within(regular).getByText(texts.unknownSku[language])).toBeVisible();
  },
};

/** No product at this address. */
export const NotFound: Story = {
  parameters: { entry: '/dashboard/products/no-such-juice' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.notFound[storyLanguage(globals)]);
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { orderFixtures, orderHandlers } from '@juicyin/contract/msw/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { invoicePath, orderPath, pathTo, routePaths } from '../../paths.ts';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { expectLinePoints, orderScreenDecorator, signedInShopper } from '../story-setup.tsx';
import { orderTexts as texts } from '../story-texts.ts';
import { OrderInvoicePage } from './order-invoice-page.tsx';

const { number } = orderFixtures.placed;
const invoice = orderFixtures.invoice;

const meta = {
  title: 'Shop/Orders/Tax invoice',
  component: OrderInvoicePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    orderScreenDecorator({
      path: routePaths.invoice,
      entry: invoicePath(number),
      barePath: routePaths.latestInvoice,
      bareEntry: pathTo('latestInvoice'),
    }),
  ],
} satisfies Meta<typeof OrderInvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The simplified tax invoice: seller and VAT number, invoice number, lines with their points
 * earned, the totals with VAT, the ZATCA QR code as an image, bilingual labels, and Print,
 * Reorder, Back to My Orders.
 */
export const Invoice: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.one);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.invoice[language] })).toBeVisible();
    const qr = await canvas.findByRole('img', { name: new RegExp(invoice.number) });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByText(invoice.seller.name)).toBeVisible();
    await expect(canvas.getByText(invoice.seller.vatNumber)).toBeVisible();
    await expect(canvas.getByText(invoice.number)).toBeVisible();
    // Labels in both languages, whichever the shop is shown in.
    await expect(canvas.getByText(/VAT number · الرقم الضريبي|الرقم الضريبي · VAT number/)).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent(invoice.lines[0]?.sku ?? '');
    await expectLinePoints(
      canvas.getByRole('table'),
      invoice.lines,
      language === 'ar' ? 'النقاط المكتسبة · Points earned' : 'Points earned · النقاط المكتسبة',
    );
    await expect(canvasElement.querySelector('[data-line="grandTotal"] data')).toHaveAttribute(
      'value',
      String(invoice.totals.grandTotal),
    );
    await expect(canvas.getByRole('button', { name: texts.print[language] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.reorderInvoice(number)[language] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.back[language] })).toHaveAttribute('href', pathTo('orders'));
    await expect(canvas.getByRole('link', { name: texts.viewDetail[language] })).toHaveAttribute(
      'href',
      orderPath(number),
    );
  },
};

/** The print stylesheet: on paper, the invoice's buttons go (and the shell beside the page, in the shop). */
export const PrintMedia: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.one);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const print = await canvas.findByRole('button', { name: texts.print[language] });
    const rules = [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules];
      } catch {
        return [];
      }
    });
    const printRules = rules.filter(
      (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print',
    );
    const hidden = printRules
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.style.display === 'none');
    const actions = print.closest('.shop-invoice__actions');
    await expect(actions).not.toBeNull();
    await expect(hidden.some((rule) => actions?.matches(rule.selectorText))).toBe(true);
    const pageRule = printRules.flatMap((rule) => [...rule.cssRules]).find((rule) => rule instanceof CSSPageRule);
    await expect(pageRule?.cssText).toMatch(/size: a4/i);
  },
};

/** The bare address: the latest order's invoice. */
export const Latest: Story = {
  parameters: { bare: true },
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.one);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: new RegExp(invoice.number) })).toBeVisible();
  },
};

/** Another shopper's number: the not-found page. */
export const NotFound: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.notFound);
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.notFound[storyLanguage(globals)] }),
    ).toBeVisible();
  },
};

/** While the invoice loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...signedInShopper, ...orderHandlers.loading);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

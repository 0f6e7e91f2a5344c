import { staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers } from '../story-setup.tsx';
import { StaffCouponPage } from './staff-coupon-page.tsx';
import { couponTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Coupon',
  component: StaffCouponPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffCouponPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accessible name that starts with a label (a required field's name ends with its mark). */
const starting = (label: string) => (name: string) => name.startsWith(label);

const newCoupon = { decorators: [dashboardDecorator('/dashboard/coupons/new')] };
const ramadan = { decorators: [dashboardDecorator('/dashboard/coupons/:code', '/dashboard/coupons/RAMADAN25')] };

/** A new coupon: an empty form with its code, a percent by default, one use per shopper. */
export const NewEmpty: Story = {
  ...newCoupon,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.newHeading[language] })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: starting(texts.code[language]) })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: starting(texts.percent[language]) })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.perShopperLimit[language] })).toHaveValue('1');
  },
};

/** Saved with problems: the form's own (the percent) and the API's (the code's shape, the limits) at their fields, in the page's language; the keyboard at the first. */
export const NewWithErrors: Story = {
  ...newCoupon,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const percent = canvas.getByRole('textbox', { name: starting(texts.percent[language]) });
    await userEvent.type(percent, '120');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    await expect(percent).toHaveAccessibleDescription(new RegExp(texts.percentRange[language]));
    await waitFor(() => expect(percent).toHaveFocus());
    await userEvent.clear(percent);
    await userEvent.type(percent, '20');
    const code = canvas.getByRole('textbox', { name: starting(texts.code[language]) });
    await userEvent.type(code, '!x');
    await userEvent.type(canvas.getByRole('textbox', { name: texts.totalLimit[language] }), '5');
    await userEvent.clear(canvas.getByRole('textbox', { name: texts.perShopperLimit[language] }));
    await userEvent.type(canvas.getByRole('textbox', { name: texts.perShopperLimit[language] }), '9');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(texts.codeShape[language])));
    await expect(canvas.getByRole('textbox', { name: texts.perShopperLimit[language] })).toHaveAccessibleDescription(
      new RegExp(texts.perShopper[language]),
    );
    await expect(
      canvas.getByRole('textbox', { name: starting(texts.descriptionEn[language]) }),
    ).toHaveAccessibleDescription(new RegExp(texts.required[language]));
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** A code another coupon has: the API's 409 is said at the code. */
export const CodeTaken: Story = {
  ...newCoupon,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const code = canvas.getByRole('textbox', { name: starting(texts.code[language]) });
    await userEvent.type(code, 'gold15');
    await userEvent.type(canvas.getByRole('textbox', { name: starting(texts.percent[language]) }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: starting(texts.descriptionEn[language]) }), '10 % off');
    await userEvent.type(canvas.getByRole('textbox', { name: starting(texts.descriptionAr[language]) }), 'خصم');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(texts.codeTaken[language])));
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** An existing coupon: its code shown, not changed; its uses (each order opens on the dashboard); a save shows the new version. */
export const Edit: Story = {
  ...ramadan,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading('RAMADAN25')[language] }),
    ).toBeVisible();
    const code = await canvas.findByRole('textbox', { name: starting(texts.code[language]) });
    await expect(code).toHaveValue('RAMADAN25');
    await expect(code).toHaveAttribute('readonly');
    await expect(canvas.getByRole('radio', { name: texts.fixed[language] })).toBeChecked();
    const uses = canvas.getByRole('table', { name: texts.uses[language] });
    await expect(within(uses).getByRole('link', { name: 'JY-261122-7KQ4M' })).toHaveAttribute(
      'href',
      '/dashboard/orders/JY-261122-7KQ4M',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.saved[language])).toBeVisible();
  },
};

/** A colleague saved the coupon first: the save is refused, and Reload the latest opens their version. */
export const VersionConflict: Story = {
  ...ramadan,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.conflict());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.save[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await userEvent.click(within(alert).getByRole('button', { name: texts.reload[language] }));
    await expect(await canvas.findByText(new RegExp(texts.reloaded[language].replace(/[()]/g, '\\$&')))).toBeVisible();
  },
};

/** Give to shoppers: two known addresses and one of no shopper, which is listed back. */
export const GiveWithUnknown: Story = {
  ...ramadan,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.coupons.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const emails = await canvas.findByRole('textbox', { name: texts.emails[language] });
    await userEvent.type(emails, 'noura@example.com, sara@example.com{Enter}nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: texts.give[language] }));
    await expect(await canvas.findByText(texts.given[language])).toBeVisible();
    const unknown = canvas.getByRole('list', { name: texts.unknownList[language] });
    await expect(
      within(unknown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['nobody@example.com']);
  },
};

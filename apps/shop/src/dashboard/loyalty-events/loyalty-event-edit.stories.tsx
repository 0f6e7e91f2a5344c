import { staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { StaffLoyaltyEventsPage } from './loyalty-events-page.tsx';
import { loyaltyEventsTexts as texts } from './story-texts.ts';

// Changing a window that has not started: the Year-end Super Saver (Gold, 10–12 December 2026,
// SAR 10 off orders of SAR 50) opened by its Edit button, in the same form that schedules one.

const meta = {
  title: 'Dashboard/Loyalty event editing',
  component: StaffLoyaltyEventsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/loyalty-events')],
} satisfies Meta<typeof StaffLoyaltyEventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table(2026)[language]);

/** Opens the Year-end Super Saver in the form; answers the form. */
async function openYearEnd(root: HTMLElement, language: Language) {
  await waitFor(async () => expect(await rows(root, language)).toHaveLength(4));
  await userEvent.click(within(root).getByRole('button', { name: texts.editYearEnd[language] }));
  const form = within(await within(root).findByRole('form', { name: texts.editForm[language] }));
  await expect(form.getByRole('heading', { name: texts.editForm[language] })).toHaveFocus();
  return form;
}

/** The form opens as the window was read (its coupon's code shown, not changed); a save renames it and makes its coupon 15 % off. */
export const EditOpen: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openYearEnd(canvasElement, language);
    await expect(form.getByRole('textbox', { name: texts.nameEn[language] })).toHaveValue('Year-end Super Saver');
    const code = form.getByRole('textbox', { name: new RegExp(`^${texts.couponCode[language]}`) });
    await expect(code).toHaveValue('SAVER-GOLD-4');
    await expect(code).toHaveAttribute('readonly');
    await expect(form.getByRole('radio', { name: texts.gold[language] })).toBeChecked();

    const nameField = form.getByRole('textbox', { name: texts.nameEn[language] });
    const arField = form.getByRole('textbox', { name: texts.nameAr[language] });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Year-end sale');
    await userEvent.clear(arField);
    await userEvent.type(arField, 'تخفيضات نهاية العام');
    await userEvent.click(form.getByRole('radio', { name: texts.percentKind[language] }));
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(`^${texts.percentOff[language]}`) }), '15');
    await userEvent.click(form.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved[language]);
    await waitFor(async () => {
      const row = (await rows(canvasElement, language))[3];
      await expect(row).toHaveTextContent(texts.savedName[language]);
      await expect(row).toHaveTextContent('SAVER-GOLD-4');
    });
    await expect(within(canvasElement).getByRole('form', { name: texts.form[language] })).toBeVisible();
  },
};

/** Nothing left to save on: each problem at its field in the page's language, the keyboard at the first. */
export const EditErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openYearEnd(canvasElement, language);
    await userEvent.clear(form.getByRole('textbox', { name: texts.nameEn[language] }));
    await userEvent.click(form.getByRole('radio', { name: texts.allTiers[language] }));
    await userEvent.click(form.getByRole('radio', { name: texts.percentKind[language] }));
    await userEvent.type(form.getByRole('textbox', { name: new RegExp(`^${texts.percentOff[language]}`) }), '150');
    await userEvent.click(form.getByRole('button', { name: texts.save[language] }));
    await expect(await form.findByRole('alert')).toHaveTextContent(texts.fixEdit[language]);
    // The first field to fix is the tier: the keyboard is at its chosen radio.
    await expect(form.getByRole('radio', { name: texts.allTiers[language] })).toHaveFocus();
    await expect(form.getByText(texts.required[language])).toBeVisible();
    await expect(form.getByText(texts.saverTier[language])).toBeVisible();
    await expect(form.getByText(texts.percentRange[language])).toBeVisible();
    await expect(form.getByRole('radiogroup', { name: texts.tier[language] })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Someone saved the window since the list was read: the form says so (409) and keeps what was typed. */
export const EditConflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.conflict());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const form = await openYearEnd(canvasElement, language);
    const nameField = form.getByRole('textbox', { name: texts.nameEn[language] });
    await userEvent.type(nameField, '!');
    await userEvent.click(form.getByRole('button', { name: texts.save[language] }));
    await expect(await form.findByRole('alert')).toHaveTextContent(texts.conflict[language]);
    await expect(nameField).toHaveValue('Year-end Super Saver!');
    await userEvent.click(form.getByRole('button', { name: texts.cancel[language] }));
    await expect(within(canvasElement).getByRole('form', { name: texts.form[language] })).toBeVisible();
  },
};

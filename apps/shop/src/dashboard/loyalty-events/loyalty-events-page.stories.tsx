import { staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers, tableRows } from '../story-setup.tsx';
import { StaffLoyaltyEventsPage } from './loyalty-events-page.tsx';
import { loyaltyEventsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Loyalty events',
  component: StaffLoyaltyEventsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/loyalty-events')],
} satisfies Meta<typeof StaffLoyaltyEventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Language = 'en' | 'ar';

const rows = (root: HTMLElement, language: Language) => tableRows(root, texts.table(2026)[language]);

/** Fills the form: names, a tier, and one day (12 December 2026: the same digits in either segment order). */
async function fillForm(
  root: HTMLElement,
  language: Language,
  tier: 'gold' | 'diamond',
  nameEn: string,
  nameAr: string,
  /** A Super Saver day's percent off. */
  saverPercent?: string,
) {
  const form = within(within(root).getByRole('form', { name: texts.form[language] }));
  if (saverPercent !== undefined) {
    await userEvent.click(form.getByRole('radio', { name: texts.superSaver[language] }));
    await userEvent.type(
      form.getByRole('textbox', { name: new RegExp(`^${texts.percentOff[language]}`) }),
      saverPercent,
    );
  }
  await userEvent.click(form.getByRole('radio', { name: texts[tier][language] }));
  await userEvent.type(form.getByRole('textbox', { name: texts.nameEn[language] }), nameEn);
  await userEvent.type(form.getByRole('textbox', { name: texts.nameAr[language] }), nameAr);
  for (const field of [texts.firstDay[language], texts.lastDay[language]]) {
    const [first] = within(form.getByRole('group', { name: field })).getAllByRole('spinbutton');
    await userEvent.click(first ?? root);
    await userEvent.keyboard('12122026');
  }
  await userEvent.click(form.getByRole('button', { name: texts.schedule[language] }));
  return form;
}

/** 2026's windows with each tier's allowance left: Gold has used both its Bonus Points Events. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: texts.nav[language] });
    await expect(within(nav).getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const shown = await waitFor(async () => {
      const found = await rows(canvasElement, language);
      await expect(found).toHaveLength(4);
      return found;
    });
    await expect(shown.map((row) => row.querySelector('td, th')?.textContent)).toEqual(texts.names[language]);
    const table = canvas.getByRole('table', { name: texts.table(2026)[language] });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(texts.columns[language]);
    await expect(shown[2]).toHaveTextContent(texts.running[language]);
    // Only the window that has not started can be changed or deleted.
    await expect(within(table).getAllByRole('button', { name: /./ })).toHaveLength(2);
    // A Super Saver day shows its coupon's code.
    await expect(shown[3]).toHaveTextContent('SAVER-GOLD-4');
    await expect(canvas.getByText(texts.goldBonusNone[language])).toBeVisible();
    await expect(canvas.getByText(texts.diamondBonusTwo[language])).toBeVisible();
    await expect(canvas.getByText(texts.goldSaverOne[language])).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: texts.year[language] })).toHaveValue('2026');
  },
};

/** A Diamond Bonus Points Event scheduled: the table and the allowance follow; the year-end one deleted after asking. */
export const ScheduleAndDelete: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(4));
    await fillForm(canvasElement, language, 'diamond', 'Diamond double days', 'أيام الماسية المضاعفة');
    await expectAnnounced(canvasElement, texts.added[language]);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(5));
    await expect(await canvas.findByText(texts.diamondBonusOne[language])).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: texts.deleteYearEnd[language] }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.deleteYearEnd[language] }));
    await expectAnnounced(canvasElement, texts.deleted[language]);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(4));
  },
};

/** A Diamond Super Saver day scheduled with 20 % off: listed with the coupon the API made for it. */
export const ScheduleSuperSaver: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(4));
    const form = within(canvas.getByRole('form', { name: texts.form[language] }));
    await expect(form.queryByRole('group', { name: texts.couponLegend[language] })).toBeNull();
    await fillForm(canvasElement, language, 'diamond', 'Diamond double days', 'أيام الماسية المضاعفة', '20');
    await expectAnnounced(canvasElement, texts.added[language]);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(5));
    await expect((await rows(canvasElement, language))[4]).toHaveTextContent('SAVER-DIAMOND-5');
  },
};

/** Scheduled with nothing filled in: each problem at its field, and the keyboard at the first. */
export const FormErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const form = within(canvas.getByRole('form', { name: texts.form[language] }));
    await userEvent.click(form.getByRole('button', { name: texts.schedule[language] }));
    await expect(await form.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    const nameEn = form.getByRole('textbox', { name: texts.nameEn[language] });
    await expect(nameEn).toHaveAttribute('aria-invalid', 'true');
    await expect(nameEn).toHaveFocus();
    await expect(form.getAllByText(texts.required[language])).toHaveLength(2);
    await expect(form.getAllByText(texts.enterDate[language])).toHaveLength(2);
  },
};

/** A third Gold Bonus Points Event in 2026: the API refuses it, and the form says so at the tier. */
export const LimitReached: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.full());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await waitFor(async () => expect(await rows(canvasElement, language)).toHaveLength(4));
    const form = await fillForm(canvasElement, language, 'gold', 'Gold again', 'الذهبية مجددًا');
    await expect(await form.findByText(texts.limit[language])).toBeVisible();
    await expect(form.getByRole('radiogroup', { name: texts.tier[language] })).toHaveAttribute('aria-invalid', 'true');
    await expect(await rows(canvasElement, language)).toHaveLength(4);
  },
};

/** Nothing scheduled in the year: a plain message, the full allowance and the form. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.empty());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.empty[language])).toBeVisible();
    await expect(canvas.getByRole('form', { name: texts.form[language] })).toBeVisible();
  },
};

/** While the year loads. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.loyaltyEvents.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.error[storyLanguage(globals)]);
  },
};

import { specialsHandlers, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { StaffSpecialsPage } from './specials-page.tsx';
import { specialsTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Specials',
  component: StaffSpecialsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/specials')],
} satisfies Meta<typeof StaffSpecialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar's button of a day of the month shown (not the neighbouring months' days in its grid). */
async function dayButton(root: HTMLElement, calendarName: string, day: number): Promise<HTMLElement> {
  const grid = await within(root).findByRole('grid', { name: new RegExp(calendarName) });
  const found = within(grid)
    .getAllByRole('button')
    .find(
      (cell) =>
        !cell.hasAttribute('data-outside-month') &&
        cell.querySelector('.staff-specials__date')?.textContent === String(day),
    );
  if (!found) throw new Error(`No day ${String(day)} in the calendar`);
  return found;
}

/** November 2026 with each day's special (22 November, today, features the orange juice) and the weeks' specials beside it. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full(), ...specialsHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: new RegExp(texts.month[language]) })).toBeInTheDocument();
    const today = await dayButton(canvasElement, texts.calendar[language], 22);
    await expect(today.dataset['special']).toBe(texts.orange[language] + ' +1');
    await expect(canvas.getByRole('button', { name: texts.week48[language] })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(texts.ginger[language])).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute('aria-current', 'page');
    // The keyboard moves day by day, right to left in Arabic: the next day is to the inline end.
    today.focus();
    await userEvent.keyboard(language === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^23/));
    await waitFor(() => expect(document.title).toBe(texts.title[language]));
  },
};

/** A coming day chosen on the calendar, a product added with the picker (searched by its slug), saved. */
export const SetsADay: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full(), ...specialsHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await dayButton(canvasElement, texts.calendar[language], 25));
    await expect(await canvas.findByRole('heading', { name: texts.dayHeading25[language] })).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: texts.add[language] }), 'apple');
    // The options come from the staff catalogue's search: found when they arrive (the preview's wait ceiling).
    await userEvent.click(await within(document.body).findByRole('option', { name: texts.apple[language] }));
    // The product joins the list and the picker closes.
    await expect(await canvas.findByText(texts.apple[language])).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((region) => texts.saved[language].test(region.textContent))).toBe(true),
    );
  },
};

/**
 * The picker's list closed without a choice (Escape here; a scroll of the page closes it the same
 * way) keeps the search typed, and ArrowDown opens the list again on its results.
 */
export const KeepsTheSearchWhenTheListCloses: Story = {
  parameters: { entry: '/dashboard/specials?period=2026-11-25' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full(), ...specialsHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const picker = await canvas.findByRole('combobox', { name: texts.add[language] });
    await userEvent.type(picker, 'apple');
    const page = within(document.body);
    // The option is looked up again on each try: the list renders its options anew while the
    // search's results arrive, and an option found before that is no longer in the page.
    const apple = () => page.getByRole('option', { name: texts.apple[language] });
    await waitFor(() => expect(apple()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(picker).toHaveValue('apple');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(apple()).toBeVisible());
    await userEvent.click(apple());
    await expect(await canvas.findByText(texts.apple[language])).toBeVisible();
    await expect(picker).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: texts.add[language] })).toHaveValue('');
  },
};

/** A week chosen beside the calendar and its special cleared: the week then says it has none. */
export const ClearsAWeek: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full(), ...specialsHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const week = await canvas.findByRole('button', { name: texts.week48[language] });
    await userEvent.click(week);
    await expect(await canvas.findByRole('heading', { name: texts.weekHeading48[language] })).toBeVisible();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: texts.clear[language] }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((region) => texts.cleared[language].test(region.textContent))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(week.nextElementSibling).toHaveTextContent(texts.none[language]));
  },
};

/** A day that is over (20 November) opened from the address: its special shows, read-only. */
export const PastDay: Story = {
  parameters: { entry: '/dashboard/specials?period=2026-11-20' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full(), ...specialsHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.past[language])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.save[language] })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Riyadh's day turned over after the calendar was opened: the save is refused and the page says why. */
export const Refused: Story = {
  parameters: { entry: '/dashboard/specials?period=2026-11-22' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full(), ...specialsHandlers.full({ dayOver: true }));
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.refused[language]);
  },
};

/** No day and no week of the month has a special. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...specialsHandlers.empty());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.empty[storyLanguage(globals)])).toBeVisible();
  },
};

/** The calendar on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...specialsHandlers.loading());
  },
  play: async ({ canvasElement, globals }) => {
    await expectAnnounced(canvasElement, texts.loading[storyLanguage(globals)]);
  },
};

/** The calendar could not be loaded: the error with Try again. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...specialsHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.error[storyLanguage(globals)])).toBeVisible();
  },
};

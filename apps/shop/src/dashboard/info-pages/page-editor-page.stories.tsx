import { pagesHandlers, staffInfoPages } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { StaffInfoPageEditorPage } from './page-editor-page.tsx';
import { pagesTexts as texts } from './story-texts.ts';

const terms = staffInfoPages['terms-conditions'];

const meta = {
  title: 'Dashboard/Information page editor',
  component: StaffInfoPageEditorPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/pages/:slug', '/dashboard/pages/terms-conditions')],
} satisfies Meta<typeof StaffInfoPageEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A section's region, by its number and heading. */
const sectionOf = async (canvas: Canvas, number: number, name: { en: string; ar: string }, language: 'en' | 'ar') =>
  within(await canvas.findByRole('region', { name: texts.section(number, name)[language] }));

/** The terms as loaded: title, intro and each section in both languages, each language in its own direction. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.terms[language] })).toBeVisible();
    await expect(await canvas.findByText(texts.version[language](terms.version))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.titleAr[language] })).toHaveValue(terms.title.ar);
    await expect(canvas.getByRole('textbox', { name: texts.introEn[language] })).toHaveValue(terms.intro.en[0]);
    const overview = await sectionOf(canvas, 1, texts.overview, language);
    await expect(overview.getByRole('textbox', { name: texts.headingAr[language] })).toHaveAttribute('dir', 'rtl');
    const paragraphsAr = overview.getByRole('textbox', { name: texts.paragraphsAr[language] });
    await expect(paragraphsAr).toHaveValue(terms.sections[0]?.paragraphs.ar[0]);
    await expect(getComputedStyle(paragraphsAr).direction).toBe('rtl');
    const paragraphsEn = overview.getByRole('textbox', { name: texts.paragraphsEn[language] });
    await expect(getComputedStyle(paragraphsEn).direction).toBe('ltr');
    // The first section cannot move up, the last cannot move down.
    await expect(canvas.getByRole('button', { name: texts.moveUp(texts.overview)[language] })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: texts.moveDown(texts.questions)[language] })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: texts.shopLink[language] })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await waitFor(() => expect(document.title).toBe(texts.editTitle(texts.terms)[language]));
  },
};

/**
 * The last section moved earlier from the keyboard (the focus stays on its buttons), a typo fixed
 * in Arabic, a second English paragraph written after a blank line, a section added, then saved:
 * the confirmation, and the form at the new version in the new order.
 */
export const EditedAndSaved: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const up = await canvas.findByRole('button', { name: texts.moveUp(texts.questions)[language] });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const first = await sectionOf(canvas, 1, texts.questions, language);
    // At the top it cannot move up: the focus is on its Move down.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: texts.moveDown(texts.questions)[language] })).toHaveFocus(),
    );
    const headingAr = first.getByRole('textbox', { name: texts.headingAr[language] });
    await userEvent.clear(headingAr);
    await userEvent.type(headingAr, 'أسئلتكم');
    const paragraphsEn = first.getByRole('textbox', { name: texts.paragraphsEn[language] });
    await userEvent.type(paragraphsEn, '{Enter}{Enter}We answer within a day.');

    await userEvent.click(canvas.getByRole('button', { name: texts.addSection[language] }));
    const added = await sectionOf(canvas, 3, { en: 'New section', ar: 'قسم جديد' }, language);
    await waitFor(() => expect(added.getByRole('textbox', { name: texts.headingEn[language] })).toHaveFocus());
    await userEvent.keyboard('Deliveries');
    await userEvent.type(added.getByRole('textbox', { name: texts.headingAr[language] }), 'التوصيل');
    await userEvent.type(added.getByRole('textbox', { name: texts.paragraphsEn[language] }), 'Every morning.');
    await userEvent.type(added.getByRole('textbox', { name: texts.paragraphsAr[language] }), 'كل صباح.');

    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved[language](terms.version + 1));
    await expect(await canvas.findByText(texts.version[language](terms.version + 1))).toBeVisible();
    const saved = await sectionOf(canvas, 1, { en: texts.questions.en, ar: 'أسئلتكم' }, language);
    await expect(saved.getByRole('textbox', { name: texts.paragraphsEn[language] })).toHaveValue(
      `${terms.sections[1]?.paragraphs.en[0] ?? ''}\n\nWe answer within a day.`,
    );
    await expect(await sectionOf(canvas, 3, { en: 'Deliveries', ar: 'التوصيل' }, language)).toBeTruthy();
    // The Save button that went pending with the focus was replaced by the new version's form: the
    // kit takes its pending announcement away with it (see the kit's Button) before axe looks.
    await waitFor(() => expect(document.querySelector('[aria-live] > [role="img"]')).toBeNull());
  },
};

/**
 * An empty Arabic heading and a section without Arabic paragraphs are named beside their fields
 * before anything is sent; then a paragraph too long for the API comes back as its field's message,
 * numbered, in the page's language, with the focus on it.
 */
export const FieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const overview = await sectionOf(canvas, 1, texts.overview, language);
    const headingAr = overview.getByRole('textbox', { name: texts.headingAr[language] });
    const paragraphsAr = overview.getByRole('textbox', { name: texts.paragraphsAr[language] });
    await userEvent.clear(headingAr);
    await userEvent.clear(paragraphsAr);
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(headingAr).toHaveAttribute('aria-invalid', 'true');
    await expect(overview.getByText(texts.required[language])).toBeVisible();
    await expect(overview.getByText(texts.noParagraphs[language])).toBeVisible();
    await waitFor(() => expect(headingAr).toHaveFocus());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);

    await userEvent.type(headingAr, 'نظرة عامة');
    await userEvent.type(paragraphsAr, 'ما تغطيه هذه الصفحة.');
    await expect(headingAr).not.toHaveAttribute('aria-invalid', 'true');
    const questions = await sectionOf(canvas, 2, texts.questions, language);
    const paragraphsEn = questions.getByRole('textbox', { name: texts.paragraphsEn[language] });
    await userEvent.click(paragraphsEn);
    await userEvent.type(paragraphsEn, '{Enter}{Enter}');
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await questions.findByText(texts.paragraphTooLong(2)[language])).toBeVisible();
    await expect(paragraphsEn).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(paragraphsEn).toHaveFocus());
    await expect(canvas.getByText(texts.version[language](terms.version))).toBeVisible();
  },
};

/** A colleague saved in between: the save is refused with what happened and Reload, which shows their change. */
export const Conflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.conflict());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.moveUp(texts.questions)[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await expect(canvas.getByRole('button', { name: texts.save[language] })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.reload[language] }));
    await expect(await canvas.findByText(texts.version[language](terms.version + 1))).toBeVisible();
    // Their new title, and the order as it was saved (the move was not).
    await expect(canvas.getByRole('textbox', { name: texts.titleEn[language] })).toHaveValue(texts.termsUpdated.en);
    await expect(await sectionOf(canvas, 1, texts.overview, language)).toBeTruthy();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.error[storyLanguage(globals)] })).toBeVisible();
  },
};

/** An address that names no page: said so, with the way back to the list. */
export const NotFound: Story = {
  parameters: { entry: '/dashboard/pages/no-such-page' },
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...pagesHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.notFound[language]);
    await expect(canvas.getByRole('link', { name: texts.back[language] })).toHaveAttribute('href', '/dashboard/pages');
    await expect(canvas.queryByRole('link', { name: texts.shopLink[language] })).toBeNull();
  },
};

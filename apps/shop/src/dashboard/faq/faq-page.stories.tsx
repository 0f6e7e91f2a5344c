import { faqHandlers, staffFaq } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { StaffFaqPage } from './faq-page.tsx';
import { faqTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/FAQ',
  component: StaffFaqPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/faq')],
} satisfies Meta<typeof StaffFaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A group's section (by its heading) and, within it, a question's fieldset (by its number). */
const groupOf = async (canvas: Canvas, name: string) => canvas.findByRole('region', { name });
const questionOf = (group: HTMLElement, number: number, language: 'en' | 'ar') =>
  within(within(group).getByRole('group', { name: texts.question(number)[language] }));

/** The FAQ as loaded: each group with its titles and questions in both languages, the page's own nav entry. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...faqHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading[language] })).toBeVisible();
    await expect(await canvas.findByText(texts.version[language](staffFaq.version))).toBeVisible();
    const delivery = await groupOf(canvas, texts.delivery[language]);
    await expect(within(delivery).getByRole('textbox', { name: texts.groupTitleAr[language] })).toHaveValue('التوصيل');
    const second = questionOf(delivery, 2, language);
    await expect(second.getByRole('textbox', { name: texts.questionEn[language] })).toHaveValue(texts.howMuch.en);
    await expect(second.getByRole('textbox', { name: texts.questionAr[language] })).toHaveAttribute('dir', 'rtl');
    const answerAr = second.getByRole('textbox', { name: texts.answerAr[language] });
    await expect(answerAr).toHaveValue(staffFaq.groups[0]?.entries[1]?.answer.ar);
    // Each answer is written in its language's direction, whatever the page's.
    await expect(getComputedStyle(answerAr).direction).toBe('rtl');
    const answerEn = second.getByRole('textbox', { name: texts.answerEn[language] });
    await expect(getComputedStyle(answerEn).direction).toBe('ltr');
    // The first question cannot move up, the last cannot move down.
    await expect(canvas.getByRole('button', { name: texts.moveUp(texts.where)[language] })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: texts.moveDown(texts.howMuch)[language] })).toBeDisabled();
    await expect(await groupOf(canvas, texts.points[language])).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.navEntry[language] })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe(texts.title[language]));
  },
};

/**
 * A question moved up with the keyboard (the focus stays on its buttons), its Arabic answer
 * changed, a question added to another group, then saved: the confirmation, and the form at the
 * new version in the new order.
 */
export const EditedAndSaved: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...faqHandlers.full());
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const up = await canvas.findByRole('button', { name: texts.moveUp(texts.howMuch)[language] });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const delivery = await groupOf(canvas, texts.delivery[language]);
    const first = questionOf(delivery, 1, language);
    await expect(first.getByRole('textbox', { name: texts.questionEn[language] })).toHaveValue(texts.howMuch.en);
    // At the top it cannot move up: the focus is on its Move down.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: texts.moveDown(texts.howMuch)[language] })).toHaveFocus(),
    );
    const answer = first.getByRole('textbox', { name: texts.answerAr[language] });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'مجاني في الرياض.{Enter}ورسوم لباقي المدن.');

    await userEvent.click(canvas.getByRole('button', { name: texts.addQuestionTo(texts.points)[language] }));
    const points = await groupOf(canvas, texts.points[language]);
    const added = questionOf(points, 2, language);
    await waitFor(() => expect(added.getByRole('textbox', { name: texts.questionEn[language] })).toHaveFocus());
    await userEvent.keyboard('How do I earn points?');
    await userEvent.type(added.getByRole('textbox', { name: texts.questionAr[language] }), 'كيف أكسب النقاط؟');
    await userEvent.type(added.getByRole('textbox', { name: texts.answerEn[language] }), 'With every order.');
    await userEvent.type(added.getByRole('textbox', { name: texts.answerAr[language] }), 'مع كل طلب.');

    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expectAnnounced(canvasElement, texts.saved[language](staffFaq.version + 1));
    await expect(await canvas.findByText(texts.version[language](staffFaq.version + 1))).toBeVisible();
    const saved = questionOf(await groupOf(canvas, texts.delivery[language]), 1, language);
    await expect(saved.getByRole('textbox', { name: texts.answerAr[language] })).toHaveValue(
      'مجاني في الرياض.\nورسوم لباقي المدن.',
    );
    await expect(
      questionOf(await groupOf(canvas, texts.points[language]), 2, language).getByRole('textbox', {
        name: texts.questionEn[language],
      }),
    ).toHaveValue('How do I earn points?');
    // The Save button that went pending with the focus was replaced by the new version's form: the
    // kit takes its pending announcement away with it (see the kit's Button) before axe looks.
    await waitFor(() => expect(document.querySelector('[aria-live] > [role="img"]')).toBeNull());
  },
};

/**
 * A missing Arabic answer is named beside its field before anything is sent; then a question too
 * long for the API comes back as its field's message, in the page's language, with the focus on it.
 */
export const FieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...faqHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const delivery = await groupOf(canvas, texts.delivery[language]);
    const answer = questionOf(delivery, 1, language).getByRole('textbox', { name: texts.answerAr[language] });
    await userEvent.clear(answer);
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(within(delivery).getByText(texts.required[language])).toBeVisible();
    await waitFor(() => expect(answer).toHaveFocus());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);

    await userEvent.type(answer, 'الرياض وجدة والدمام.');
    await expect(answer).not.toHaveAttribute('aria-invalid', 'true');
    const points = await groupOf(canvas, texts.points[language]);
    const question = questionOf(points, 1, language).getByRole('textbox', { name: texts.questionEn[language] });
    await userEvent.clear(question);
    question.focus();
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await within(points).findByText(texts.tooLong[language])).toBeVisible();
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(question).toHaveFocus());
    await expect(canvas.getByText(texts.version[language](staffFaq.version))).toBeVisible();
  },
};

/** A colleague saved in between: the save is refused with what happened and Reload, which shows their change. */
export const Conflict: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...faqHandlers.conflict());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.moveUp(texts.howMuch)[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await expect(canvas.getByRole('button', { name: texts.save[language] })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.reload[language] }));
    await expect(await canvas.findByText(texts.version[language](staffFaq.version + 1))).toBeVisible();
    // Their new title, and the order as it was saved (the move was not).
    const shipping = await groupOf(canvas, texts.shipping[language]);
    await expect(
      questionOf(shipping, 1, language).getByRole('textbox', { name: texts.questionEn[language] }),
    ).toHaveValue(texts.where.en);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...faqHandlers.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...faqHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: texts.error[storyLanguage(globals)] })).toBeVisible();
  },
};

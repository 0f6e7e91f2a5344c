import { fixtures, handlers, mockEndpoint } from '@juicyin/contract/msw';
import { getPointsSummary } from '@juicyin/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';
import { Survey } from './survey.tsx';

const meta = {
  title: 'Shop/Account/Tell us survey',
  component: Survey,
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof Survey>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  satisfaction: { en: 'How happy are you with Juicyin?', ar: 'قد إيش أنت راضٍ عن جوسين؟' },
  recommend: { en: 'How likely are you to recommend us to a friend?', ar: 'قد إيش ممكن تنصح صديقك فينا؟' },
  favourite: { en: 'What do you order most?', ar: 'وش أكثر شيء تطلبه؟' },
  smoothies: { en: 'Smoothies', ar: 'سموذي' },
  fiveStars: { en: '5 stars', ar: '5 نجوم' },
  fourStars: { en: '4 stars', ar: '4 نجوم' },
  submit: { en: 'Send answers', ar: 'أرسل الإجابات' },
  required: { en: 'Choose an answer', ar: 'اختر إجابة' },
  thanks: { en: 'Thanks — you earned 20 points', ar: 'شكرًا — كسبت 20 نقطة' },
  answered: { en: 'You have answered the survey. Thank you!', ar: 'جاوبت على الاستبيان. شكرًا لك!' },
  signIn: { en: 'Sign in to answer', ar: 'سجّل الدخول لتجاوب' },
};

const notAnswered = [
  mockEndpoint(getPointsSummary, { ...fixtures.pointsSummary, surveyAnswered: false }),
  ...handlers.account.signedIn,
  ...handlers.points.full,
];

/** The questions; sent unanswered, each says what is missing. */
export const Form: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notAnswered);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByRole('radiogroup', { name: new RegExp(texts.satisfaction[language]) }),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: new RegExp(texts.recommend[language]) })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: new RegExp(texts.favourite[language]) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findAllByText(texts.required[language])).toHaveLength(3);
  },
};

/** Answered: the thanks with the 20 points, and the form is gone. */
export const Sent: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notAnswered);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const satisfaction = await canvas.findByRole('radiogroup', { name: new RegExp(texts.satisfaction[language]) });
    await userEvent.click(within(satisfaction).getByRole('radio', { name: texts.fiveStars[language] }));
    const recommend = canvas.getByRole('radiogroup', { name: new RegExp(texts.recommend[language]) });
    await userEvent.click(within(recommend).getByRole('radio', { name: texts.fourStars[language] }));
    await userEvent.click(canvas.getByRole('radio', { name: texts.smoothies[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.thanks[language]);
    await expect(canvas.queryByRole('button', { name: texts.submit[language] })).not.toBeInTheDocument();
  },
};

/** Answered before: said so, no form. */
export const AlreadyAnswered: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.points.surveyAnswered);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(await canvas.findByText(texts.answered[language])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.submit[language] })).not.toBeInTheDocument();
  },
};

/** Answered in another tab meanwhile: the API's 409 is shown as answered. */
export const AnsweredElsewhere: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint(getPointsSummary, { ...fixtures.pointsSummary, surveyAnswered: false }),
      ...handlers.points.surveyAnswered.slice(1),
      ...handlers.account.signedIn,
    );
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const satisfaction = await canvas.findByRole('radiogroup', { name: new RegExp(texts.satisfaction[language]) });
    await userEvent.click(within(satisfaction).getByRole('radio', { name: texts.fiveStars[language] }));
    const recommend = canvas.getByRole('radiogroup', { name: new RegExp(texts.recommend[language]) });
    await userEvent.click(within(recommend).getByRole('radio', { name: texts.fiveStars[language] }));
    await userEvent.click(canvas.getByRole('radio', { name: texts.smoothies[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.submit[language] }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.answered[language]);
  },
};

/** A visitor is asked to sign in. */
export const Visitor: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedOut);
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: texts.signIn[storyLanguage(globals)] })).toBeVisible();
  },
};

import { staffBlogHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, staffFrameHandlers } from '../story-setup.tsx';
import { StaffBlogPostPage } from './staff-blog-post-page.tsx';
import { blogPostTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Blog post',
  component: StaffBlogPostPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StaffBlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accessible name that starts with a label (a required field's name ends with its mark). */
const starting = (label: string) => (name: string) => name.startsWith(label);

const newPost = { decorators: [dashboardDecorator('/dashboard/blog/new')] };
const coldPressed = { decorators: [dashboardDecorator('/dashboard/blog/:slug', '/dashboard/blog/why-cold-pressed')] };

/** A new post: an empty form, a draft until staff choose a publish time. */
export const NewEmpty: Story = {
  ...newPost,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.newHeading[language] })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: starting(texts.slug[language]) })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: texts.draft[language] })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: starting(texts.time[language]) })).toBeNull();
  },
};

/** Saved with problems: the form's own (no publish day) first, then the API's at their fields, in the page's language; the keyboard at the first. */
export const NewWithErrors: Story = {
  ...newPost,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(canvas.getByRole('radio', { name: texts.publishAt[language] }));
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.fix[language]);
    await userEvent.click(canvas.getByRole('radio', { name: texts.draft[language] }));
    const slug = canvas.getByRole('textbox', { name: starting(texts.slug[language]) });
    await userEvent.type(slug, 'Summer Citrus');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(new RegExp(texts.slugShape[language])));
    await expect(canvas.getByRole('textbox', { name: starting(texts.titleAr[language]) })).toHaveAccessibleDescription(
      new RegExp(texts.required[language]),
    );
    await expect(canvas.getByRole('textbox', { name: starting(texts.bodyEn[language]) })).toHaveAccessibleDescription(
      new RegExp(texts.paragraphs[language]),
    );
    await waitFor(() => expect(slug).toHaveFocus());
  },
};

/** An address another post has: the API's 409 is said at the slug. */
export const SlugTaken: Story = {
  ...newPost,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const field = (label: string) => canvas.getByRole('textbox', { name: starting(label) });
    await userEvent.type(field(texts.slug[language]), 'why-cold-pressed');
    await userEvent.type(field(texts.author[language]), 'Noura');
    await userEvent.type(field(texts.titleEn[language]), 'Cold');
    await userEvent.type(field(texts.titleAr[language]), 'بارد');
    await userEvent.type(field(texts.excerptEn[language]), 'Why.');
    await userEvent.type(field(texts.excerptAr[language]), 'لماذا.');
    await userEvent.type(field(texts.bodyEn[language]), 'One.');
    await userEvent.type(field(texts.bodyAr[language]), 'واحد.');
    await userEvent.click(canvas.getByRole('button', { name: texts.create[language] }));
    const slug = field(texts.slug[language]);
    await waitFor(() => expect(slug).toHaveAccessibleDescription(new RegExp(texts.slugTaken[language])));
    await waitFor(() => expect(slug).toHaveFocus());
  },
};

/** An existing post, filled in: its address shown, not changed; its publish day and time; a save shows the new version. */
export const Edit: Story = {
  ...coldPressed,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading('why-cold-pressed')[language] }),
    ).toBeVisible();
    const slug = await canvas.findByRole('textbox', { name: starting(texts.slug[language]) });
    await expect(slug).toHaveValue('why-cold-pressed');
    await expect(slug).toHaveAttribute('readonly');
    await expect(canvas.getByRole('radio', { name: texts.publishAt[language] })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: starting(texts.time[language]) })).toHaveValue('09:00');
    await expect(canvas.getByRole('textbox', { name: starting(texts.titleAr[language]) })).toHaveValue(
      'لماذا نعصر كل زجاجة على البارد',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.save[language] }));
    await expect(await canvas.findByText(texts.saved[language])).toBeVisible();
  },
};

/** A colleague saved the post first: the save is refused, and Reload opens their version. */
export const VersionConflict: Story = {
  ...coldPressed,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.conflict());
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    await userEvent.click(await canvas.findByRole('button', { name: texts.save[language] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(texts.conflict[language]);
    await userEvent.click(within(alert).getByRole('button', { name: texts.reload[language] }));
    await expect(await canvas.findByText(texts.reloaded[language])).toBeVisible();
  },
};

/** While the post loads. */
export const Loading: Story = {
  ...coldPressed,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.loading());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(texts.loading[storyLanguage(globals)])).toBeVisible();
  },
};

/** The API fails: a plain message with Try again. */
export const Error: Story = {
  ...coldPressed,
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.error());
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: texts.failed[storyLanguage(globals)] })).toBeVisible();
  },
};

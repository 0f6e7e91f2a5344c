import { staffBlogHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { imagesTexts } from '../product-images/story-texts.ts';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { StaffBlogPostPage } from './staff-blog-post-page.tsx';
import { blogPostTexts as texts } from './story-texts.ts';

const meta = {
  title: 'Dashboard/Blog post picture',
  component: StaffBlogPostPage,
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/blog/:slug', '/dashboard/blog/why-cold-pressed')],
} satisfies Meta<typeof StaffBlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post editor's Picture section (its heading names it). */
const section = (root: HTMLElement, language: 'en' | 'ar') =>
  within(root).findByRole('region', { name: texts.picture[language] });

/** The first bytes of a JPEG (the story server takes it as one). */
const jpegLike = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])], 'oranges.jpg', {
  type: 'image/jpeg',
});
/** A file named and typed as a JPEG that holds text: no picture at all. */
const notAPicture = new File(['not a picture'], 'broken.jpg', { type: 'image/jpeg' });

/** No picture uploaded: the drawn one is shown, with a form to upload one and no Remove. */
export const NoPicture: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const picture = await section(canvasElement, language);
    await expect(within(picture).getByText(texts.drawn[language])).toBeVisible();
    await expect(within(picture).getByRole('form', { name: texts.uploadForm[language] })).toBeVisible();
    await expect(within(picture).queryByRole('button', { name: texts.removePicture[language] })).toBeNull();
  },
};

/** A picture staff uploaded: its thumbnail with its alt text in the page's language, a form to replace it, and Remove. */
export const Picture: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.withPicture());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const picture = await section(canvasElement, language);
    await expect(within(picture).getByRole('img', { name: texts.pictureAlt[language] })).toBeVisible();
    await expect(within(picture).getByRole('form', { name: texts.replaceForm[language] })).toBeVisible();
    await expect(within(picture).getByRole('button', { name: texts.removePicture[language] })).toBeVisible();
  },
};

/** A picture chosen and described in both languages is uploaded and shown at once, with its alt text. */
export const Upload: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const picture = await section(canvasElement, language);
    const form = within(picture).getByRole('form', { name: texts.uploadForm[language] });
    await userEvent.upload(within(form).getByLabelText(imagesTexts.file[language], { selector: 'input' }), jpegLike);
    await userEvent.type(within(form).getByRole('textbox', { name: imagesTexts.altEn[language] }), 'Oranges');
    await userEvent.type(within(form).getByRole('textbox', { name: imagesTexts.altAr[language] }), 'برتقال');
    await userEvent.click(within(form).getByRole('button', { name: imagesTexts.upload[language] }));
    await expectAnnounced(canvasElement, texts.pictureUploaded[language]);
    const alt = { en: 'Oranges', ar: 'برتقال' }[language];
    await expect(await within(picture).findByRole('img', { name: alt })).toBeVisible();
    await expect(within(picture).getByRole('button', { name: texts.removePicture[language] })).toBeVisible();
  },
};

/** Upload without a file or alt text: each field says what it needs; a file that is no picture is refused by the API. */
export const UploadRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.full());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const picture = await section(canvasElement, language);
    const form = within(picture).getByRole('form', { name: texts.uploadForm[language] });
    await userEvent.click(within(form).getByRole('button', { name: imagesTexts.upload[language] }));
    await expect(await within(form).findByText(imagesTexts.noFile[language])).toBeVisible();
    const altEn = within(form).getByRole('textbox', { name: imagesTexts.altEn[language] });
    await expect(altEn).toHaveAttribute('aria-invalid', 'true');
    await expect(altEn).toHaveAccessibleDescription(imagesTexts.altEnMissing[language]);
    await userEvent.upload(within(form).getByLabelText(imagesTexts.file[language], { selector: 'input' }), notAPicture);
    await userEvent.type(altEn, 'Cup');
    await userEvent.type(within(form).getByRole('textbox', { name: imagesTexts.altAr[language] }), 'كوب');
    await userEvent.click(within(form).getByRole('button', { name: imagesTexts.upload[language] }));
    // The story server refuses a file whose bytes are not a picture (422 image_unreadable).
    await expect(await within(form).findByRole('alert')).toHaveTextContent(imagesTexts.unreadable[language]);
  },
};

/** Remove, asked again in a dialog: the drawn picture is back and Remove is gone. */
export const Remove: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffBlogHandlers.withPicture());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const picture = await section(canvasElement, language);
    await userEvent.click(within(picture).getByRole('button', { name: texts.removePicture[language] }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.removePicture[language] }));
    await expectAnnounced(canvasElement, texts.pictureRemoved[language]);
    await expect(within(picture).getByText(texts.drawn[language])).toBeVisible();
    await expect(within(picture).queryByRole('button', { name: texts.removePicture[language] })).toBeNull();
  },
};

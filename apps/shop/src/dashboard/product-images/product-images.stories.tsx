import { staffCatalogueFixtures, staffHandlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLanguage } from '../../testing/shop-frame.tsx';
import { dashboardDecorator, expectAnnounced, staffFrameHandlers } from '../story-setup.tsx';
import { ProductImagesSection } from './product-images-section.tsx';
import { imagesTexts as texts } from './story-texts.ts';

const orange = staffCatalogueFixtures.orangeJuice;

const meta = {
  title: 'Dashboard/Product pictures',
  component: ProductImagesSection,
  args: { slug: orange.slug },
  parameters: { layout: 'fullscreen' },
  decorators: [dashboardDecorator('/dashboard/products/:slug', `/dashboard/products/${orange.slug}`)],
  beforeEach: ({ msw }) => {
    msw.use(...staffFrameHandlers(), ...staffHandlers.catalogue.full());
  },
} satisfies Meta<typeof ProductImagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A material's section (its heading names it). */
const material = async (root: HTMLElement, name: string) => within(root).findByRole('region', { name });

/** The first bytes of a JPEG (the story server takes it as one). */
const jpegLike = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])], name, { type: 'image/jpeg' });
/** A file named and typed as a JPEG that holds text: no picture at all. */
const notAPicture = new File(['not a picture'], 'broken.jpg', { type: 'image/jpeg' });

/**
 * Fresh Orange Juice's pictures: two Regular and one Glass, each thumbnail with its alt text in the
 * page's language and its alt text in both languages to change; a form per material to add one.
 */
export const Pictures: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const regular = await material(canvasElement, texts.regular[language]);
    await expect(within(regular).getByText(texts.twoUploaded[language])).toBeVisible();
    await expect(await within(regular).findByRole('img', { name: texts.cupAlt[language] })).toBeVisible();
    await expect(within(regular).getByRole('img', { name: texts.orangesAlt[language] })).toBeVisible();
    const first = within(regular).getByRole('form', { name: texts.picture1[language] });
    await expect(within(first).getByRole('textbox', { name: texts.altEn[language] })).toHaveValue(texts.cupAlt.en);
    await expect(within(first).getByRole('textbox', { name: texts.altAr[language] })).toHaveValue(texts.cupAlt.ar);
    const glass = await material(canvasElement, texts.glass[language]);
    await expect(within(glass).getByText(texts.oneUploaded[language])).toBeVisible();
    await expect(within(glass).getByRole('img', { name: texts.bottleAlt[language] })).toBeVisible();
    await expect(within(glass).getByRole('form', { name: texts.addGlass[language] })).toBeVisible();
  },
};

/** A product with no uploads: each material says the shop shows its drawn pictures. */
export const NoPictures: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...staffHandlers.images.empty());
  },
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const regular = await material(canvasElement, texts.regular[language]);
    await expect(within(regular).getByText(texts.none[language])).toBeVisible();
    await expect(within(regular).queryByRole('img')).toBeNull();
  },
};

/** A picture chosen with the file field and described in both languages is uploaded and shown at once. */
export const Upload: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const glass = await material(canvasElement, texts.glass[language]);
    const form = within(glass).getByRole('form', { name: texts.addGlass[language] });
    await userEvent.upload(
      within(form).getByLabelText(texts.file[language], { selector: 'input' }),
      jpegLike('bottle.jpg'),
    );
    await expect(within(form).getByText('bottle.jpg')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: texts.altEn[language] }), 'Bottle on ice');
    await userEvent.type(within(form).getByRole('textbox', { name: texts.altAr[language] }), 'زجاجة على الثلج');
    await userEvent.click(within(form).getByRole('button', { name: texts.upload[language] }));
    await expectAnnounced(canvasElement, texts.uploaded[language]);
    const added = { en: 'Bottle on ice', ar: 'زجاجة على الثلج' }[language];
    await expect(await within(glass).findByRole('img', { name: added })).toBeVisible();
    // The form is empty again for the next picture.
    await expect(within(form).getByRole('textbox', { name: texts.altEn[language] })).toHaveValue('');
    await expect(within(form).getByText(texts.noFileChosen[language])).toBeVisible();
  },
};

/** Upload without a file or alt text: each field says what it needs; a file that is no picture is refused by the API. */
export const UploadRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const regular = await material(canvasElement, texts.regular[language]);
    const form = within(regular).getByRole('form', { name: texts.addRegular[language] });
    await userEvent.click(within(form).getByRole('button', { name: texts.upload[language] }));
    await expect(await within(form).findByText(texts.noFile[language])).toBeVisible();
    const altEn = within(form).getByRole('textbox', { name: texts.altEn[language] });
    await expect(altEn).toHaveAttribute('aria-invalid', 'true');
    await expect(altEn).toHaveAccessibleDescription(texts.altEnMissing[language]);
    await userEvent.upload(within(form).getByLabelText(texts.file[language], { selector: 'input' }), notAPicture);
    await userEvent.type(altEn, 'Cup');
    await userEvent.type(within(form).getByRole('textbox', { name: texts.altAr[language] }), 'كوب');
    await userEvent.click(within(form).getByRole('button', { name: texts.upload[language] }));
    // The story server refuses a file whose bytes are not a picture (422 image_unreadable).
    await expect(await within(form).findByRole('alert')).toHaveTextContent(texts.unreadable[language]);
    await expect(within(form).getByRole('button', { name: texts.choose[language] })).toHaveAccessibleDescription(
      expect.stringContaining(texts.unreadable[language]),
    );
  },
};

/** Alt text changed in Arabic and saved: the thumbnail's own alt text follows in an Arabic page. */
export const EditAltText: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const regular = await material(canvasElement, texts.regular[language]);
    const first = await within(regular).findByRole('form', { name: texts.picture1[language] });
    const save = within(first).getByRole('button', { name: texts.saveAlt[language] });
    await expect(save).toBeDisabled();
    const arabic = within(first).getByRole('textbox', { name: texts.altAr[language] });
    await userEvent.clear(arabic);
    await userEvent.type(arabic, 'عصير برتقال في كوب');
    await userEvent.click(save);
    await expectAnnounced(canvasElement, texts.altSaved[language]);
    if (language === 'ar') await expect(within(regular).getByRole('img', { name: 'عصير برتقال في كوب' })).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

/** Remove asks again; confirmed, the picture is gone and the next one is first. */
export const Remove: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const regular = await material(canvasElement, texts.regular[language]);
    await userEvent.click(await within(regular).findByRole('button', { name: texts.remove1[language] }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.removeConfirm[language] }));
    await expectAnnounced(canvasElement, texts.removed[language]);
    await expect(within(regular).getByText(texts.oneUploaded[language])).toBeVisible();
    await expect(within(regular).queryByRole('img', { name: texts.cupAlt[language] })).toBeNull();
    await expect(within(regular).getByRole('img', { name: texts.orangesAlt[language] })).toBeVisible();
  },
};

/** The first Regular picture moved later: the second leads now (the shop's card shows it). */
export const Reorder: Story = {
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage(globals);
    const regular = await material(canvasElement, texts.regular[language]);
    await expect(await within(regular).findByRole('button', { name: texts.earlier1[language] })).toBeDisabled();
    await userEvent.click(within(regular).getByRole('button', { name: texts.later1[language] }));
    await expectAnnounced(canvasElement, texts.moved[language]);
    const first = within(regular).getByRole('form', { name: texts.picture1[language] });
    await expect(within(first).getByRole('textbox', { name: texts.altEn[language] })).toHaveValue(texts.orangesAlt.en);
    await expect(
      within(regular)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([texts.orangesAlt[language], texts.cupAlt[language]]);
  },
};

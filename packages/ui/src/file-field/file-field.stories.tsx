import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { FileField, type FileFieldProps } from './file-field.tsx';

const copy = {
  en: {
    label: 'Picture file',
    description: 'JPEG, PNG or WebP, at most 5 MB.',
    error: 'Choose a JPEG, PNG or WebP picture.',
    choose: 'Choose a file',
    noFile: 'No file chosen',
  },
  ar: {
    label: 'ملف الصورة',
    description: 'JPEG أو PNG أو WebP، بحد أقصى 5 ميغابايت.',
    error: 'اختر صورة JPEG أو PNG أو WebP.',
    choose: 'اختيار ملف',
    noFile: 'لم يُختر أي ملف',
  },
} as const;
type Locale = keyof typeof copy;
const textFor = (locale: unknown) => copy[(locale as Locale | undefined) ?? 'en'];

/** The field with the chosen file kept in state, as a form keeps it. */
function ChosenFileField(props: Omit<FileFieldProps, 'fileName' | 'onSelect'>) {
  const [file, setFile] = useState<File | null>(null);
  return <FileField {...props} fileName={file?.name ?? null} onSelect={setFile} />;
}

const meta = {
  title: 'Foundations/FileField',
  component: ChosenFileField,
  args: { label: '', acceptedFileTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <ChosenFileField {...args} label={t.label} description={t.description} />
      </div>
    );
  },
} satisfies Meta<typeof ChosenFileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen, the button and the "no file" text are in the page's language, not the browser's. */
export const NoFileChosen: Story = {
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    const group = canvas.getByRole('group', { name: t.label });
    const button = canvas.getByRole('button', { name: t.choose });
    await expect(group).toContainElement(button);
    await expect(button).toHaveAccessibleDescription(`${t.noFile} ${t.description}`);
  },
};

/** A chosen file's name is shown and read with the button; the hidden input takes only the listed types. */
export const FileChosen: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = textFor(globals['locale']);
    const input = canvas.getByLabelText<HTMLInputElement>(t.label, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await userEvent.upload(input, new File(['juice'], 'mango-bottle.jpg', { type: 'image/jpeg' }));
    await expect(canvas.getByText('mango-bottle.jpg')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.choose })).toHaveAccessibleDescription(
      `mango-bottle.jpg ${t.description}`,
    );
  },
};

/** An error is shown under the field and read with the button. */
export const Invalid: Story = {
  render: (args, { globals }) => {
    const t = textFor(globals['locale']);
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <ChosenFileField {...args} label={t.label} description={t.description} errorMessage={t.error} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = textFor(globals['locale']);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.error);
    await expect(canvas.getByRole('button', { name: t.choose })).toHaveAccessibleDescription(
      `${t.noFile} ${t.description} ${t.error}`,
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

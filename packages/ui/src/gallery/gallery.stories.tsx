import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/index.ts';
import { Gallery, type GalleryImage } from './gallery.tsx';

type Locale = 'en' | 'ar';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'ar' ? 'ar' : 'en');

const copy = {
  en: {
    name: 'Fresh Orange Juice',
    thumbnails: 'Pictures',
    thumbnail: (n: number) => `Picture ${String(n)} of 5`,
    image: (n: number) => `Fresh Orange Juice, picture ${String(n)} of 5`,
    showing: (n: number) => `Showing picture ${String(n)} of 5`,
    glass: 'Show the glass pictures',
  },
  ar: {
    name: 'عصير برتقال طازج',
    thumbnails: 'الصور',
    thumbnail: (n: number) => `الصورة ${String(n)} من 5`,
    image: (n: number) => `عصير برتقال طازج، الصورة ${String(n)} من 5`,
    showing: (n: number) => `تعرض الصورة ${String(n)} من 5`,
    glass: 'اعرض صور الزجاج',
  },
};

const colours = ['#e8590c', '#f59f00', '#2b8a3e', '#1c7ed6', '#ae3ec9'];

/** Small pictures drawn inline (a fruit, or a glass), so stories never fetch an image. */
function picture(kind: 'regular' | 'glass', index: number): GalleryImage {
  const colour = colours[index] ?? '#e8590c';
  const shape =
    kind === 'regular'
      ? `<circle cx="50" cy="55" r="${String(20 + index * 3)}" fill="${colour}"/>`
      : `<path d="M30 20h40l-6 65H36z" fill="${colour}" stroke="#495057" stroke-width="2"/>`;
  return {
    src:
      'data:image/svg+xml,' +
      encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" data-kind="${kind}-${String(index + 1)}"><rect width="100" height="100" fill="#fff4e6"/>${shape}</svg>`,
      ),
  };
}

const regular = [0, 1, 2, 3, 4].map((index) => picture('regular', index));
const glass = [0, 1, 2, 3, 4].map((index) => picture('glass', index));

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: { name: '', images: regular, onSelectionChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: '28rem' }}>
      <Gallery {...args} name={copy[localeOf(globals)].name} />
    </div>
  ),
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPictureByDefault: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[localeOf(globals)];
    await expect(canvas.getByRole('tablist', { name: t.thumbnails })).toBeInTheDocument();
    await expect(canvas.getAllByRole('tab')).toHaveLength(5);
    await expect(canvas.getByRole('tab', { name: t.thumbnail(1) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('img', { name: t.image(1) })).toHaveAttribute('src', regular[0]?.src);
  },
};

export const ThumbnailClick: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = copy[localeOf(globals)];
    await userEvent.click(canvas.getByRole('tab', { name: t.thumbnail(3) }));
    await expect(canvas.getByRole('img', { name: t.image(3) })).toHaveAttribute('src', regular[2]?.src);
    await expect(canvas.getByRole('tab', { name: t.thumbnail(3) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.showing(3));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
  },
};

export const ArrowKeysFollowDirection: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const locale = localeOf(globals);
    const t = copy[locale];
    await userEvent.click(canvas.getByRole('tab', { name: t.thumbnail(1) }));
    // "Next" is the reading direction: ArrowRight in English, ArrowLeft in Arabic.
    await userEvent.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t.thumbnail(2) })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: t.image(2) })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: t.thumbnail(5) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('img', { name: t.image(5) })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: t.thumbnail(1) })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: t.image(1) })).toBeInTheDocument();
    await userEvent.keyboard(locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}');
    // Going back from the first wraps to the last.
    await expect(canvas.getByRole('img', { name: t.image(5) })).toBeInTheDocument();
  },
};

function MaterialSwitch({ name, label }: { readonly name: string; readonly label: string }) {
  const [material, setMaterial] = useState<'regular' | 'glass'>('regular');
  return (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: '28rem' }}>
      <Button
        variant="secondary"
        onPress={() => {
          setMaterial('glass');
        }}
      >
        {label}
      </Button>
      <Gallery name={name} images={material === 'glass' ? glass : regular} />
    </div>
  );
}

export const NewSetStartsAtFirst: Story = {
  render: (_args, { globals }) => {
    const t = copy[localeOf(globals)];
    return <MaterialSwitch name={t.name} label={t.glass} />;
  },
  play: async ({ canvas, userEvent, globals }) => {
    const t = copy[localeOf(globals)];
    await userEvent.click(canvas.getByRole('tab', { name: t.thumbnail(4) }));
    await expect(canvas.getByRole('img', { name: t.image(4) })).toHaveAttribute('src', regular[3]?.src);
    await userEvent.click(canvas.getByRole('button', { name: t.glass }));
    await waitFor(() => expect(canvas.getByRole('img', { name: t.image(1) })).toHaveAttribute('src', glass[0]?.src));
    await expect(canvas.getByRole('tab', { name: t.thumbnail(1) })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ThumbnailsBeside: Story = {
  args: { thumbnails: 'beside' },
  play: async ({ canvas, globals }) => {
    const t = copy[localeOf(globals)];
    await expect(canvas.getByRole('tablist', { name: t.thumbnails })).toBeVisible();
  },
};

export const OnePicture: Story = {
  args: { images: regular.slice(0, 1) },
  play: async ({ canvas, globals }) => {
    const t = copy[localeOf(globals)];
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('img', {
        name: `${t.name}${localeOf(globals) === 'ar' ? '، الصورة 1 من 1' : ', picture 1 of 1'}`,
      }),
    ).toBeInTheDocument();
  },
};

import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { formatNumber, type MessageTable, useMessages } from '../messages/index.ts';
import { VisuallyHidden } from '../visually-hidden/index.ts';
import '../theme/tokens.css';
import './gallery.css';
import { GalleryTabs } from './gallery-tabs.tsx';

export interface GalleryImage {
  readonly src: string;
  /** What the picture shows; by default "<name>, picture 2 of 5". */
  readonly alt?: string;
}

export interface GalleryMessages {
  /** The thumbnails' accessible name. */
  readonly thumbnails: string;
  /** A thumbnail's accessible name. */
  readonly thumbnail: (position: string, total: string) => string;
  /** The large picture's description when the image has no `alt` of its own. */
  readonly image: (name: string, position: string, total: string) => string;
  /** Announced when another picture is shown. */
  readonly showing: (position: string, total: string) => string;
}

export const galleryMessages: MessageTable<GalleryMessages, 'gallery'> = {
  name: 'gallery',
  en: {
    thumbnails: 'Pictures',
    thumbnail: (position, total) => `Picture ${position} of ${total}`,
    image: (name, position, total) => `${name}, picture ${position} of ${total}`,
    showing: (position, total) => `Showing picture ${position} of ${total}`,
  },
  ar: {
    thumbnails: 'الصور',
    thumbnail: (position, total) => `الصورة ${position} من ${total}`,
    image: (name, position, total) => `${name}، الصورة ${position} من ${total}`,
    showing: (position, total) => `تعرض الصورة ${position} من ${total}`,
  },
};

export const galleryStyles = cva('jui-gallery', {
  variants: {
    thumbnails: { below: 'jui-gallery--below', beside: 'jui-gallery--beside' },
  },
  defaultVariants: { thumbnails: 'below' },
});

export interface GalleryProps extends VariantProps<typeof galleryStyles> {
  /** What the pictures show (a product's name), for their descriptions. */
  readonly name: string;
  /** The pictures; the first is shown first, and a new set starts again at the first. */
  readonly images: readonly GalleryImage[];
  /** Called with the index of the picture the shopper chooses. */
  readonly onSelectionChange?: (index: number) => void;
  readonly messages?: Partial<GalleryMessages>;
  readonly className?: string;
}

/**
 * A picture gallery: one large picture and a thumbnail per picture (the WAI-ARIA tabs pattern, on
 * react-aria's hooks). Arrow keys move between thumbnails following the reading direction (ArrowLeft
 * is "next" in Arabic), Home and End go to the first and last; the chosen thumbnail is selected, and
 * the change is announced politely. The first picture is shown by default, and again whenever the
 * set of pictures changes (e.g. another material is chosen).
 *
 * A server renders the same tabs the browser does, so a page's gallery is hydrated as it is, with
 * nothing to build again once taken over.
 */
export function Gallery({ name, images, onSelectionChange, thumbnails, messages: overrides, className }: GalleryProps) {
  const { locale } = useLocale();
  const messages = useMessages(galleryMessages, overrides);
  const setKey = images.map((image) => image.src).join('\n');
  const [chosen, setChosen] = useState({ setKey, index: 0, changed: false });
  // A new set of pictures starts again at the first (state derived during render, no effect).
  const current = chosen.setKey === setKey ? chosen : { setKey, index: 0, changed: false };
  if (current !== chosen) setChosen(current);
  const total = images.length;
  const index = Math.min(current.index, Math.max(total - 1, 0));
  const count = formatNumber(locale, total);
  const describe = (image: GalleryImage, position: number) =>
    image.alt ?? messages.image(name, formatNumber(locale, position + 1), count);

  if (total === 0) return null;
  const only = images[0];
  if (total === 1 && only) {
    return (
      <div data-slot="gallery" className={galleryStyles({ thumbnails, className })}>
        <img className="jui-gallery__image" src={only.src} alt={describe(only, 0)} fetchPriority="high" />
      </div>
    );
  }
  return (
    <div data-slot="gallery" data-variant={thumbnails ?? 'below'} className={galleryStyles({ thumbnails, className })}>
      <GalleryTabs
        pictures={images.map((image, position) => ({ src: image.src, alt: describe(image, position) }))}
        index={index}
        label={messages.thumbnails}
        thumbnailLabel={(position) => messages.thumbnail(formatNumber(locale, position + 1), count)}
        onSelect={(next) => {
          setChosen({ setKey, index: next, changed: true });
          onSelectionChange?.(next);
        }}
      />
      <VisuallyHidden>
        <span role="status">{current.changed ? messages.showing(formatNumber(locale, index + 1), count) : ''}</span>
      </VisuallyHidden>
    </div>
  );
}

import { useState } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';

export interface ProductGalleryProps {
  /** The product's name, for the pictures' descriptions. */
  readonly name: string;
  /** The pictures of the chosen material, first shown by default. */
  readonly images: readonly string[];
}

/** The product's pictures: one large, and a thumbnail per picture that shows it large. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const t = useMessages();
  const [chosen, setChosen] = useState(0);
  const shown = images[chosen] ?? images[0];
  return (
    <div className="shop-gallery">
      {shown ? (
        <img
          className="shop-gallery__main"
          src={shown}
          alt={t('product.image', { name, position: chosen + 1, total: images.length })}
        />
      ) : null}
      {images.length > 1 ? (
        <ul className="shop-gallery__thumbnails" aria-label={t('product.thumbnails')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="shop-gallery__thumbnail"
                aria-pressed={index === chosen}
                aria-label={t('product.showImage', { position: index + 1, total: images.length })}
                onClick={() => {
                  setChosen(index);
                }}
              >
                <img src={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

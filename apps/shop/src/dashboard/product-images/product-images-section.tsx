import { ApiError, type StaffProductImage } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { staffProductQuery } from '../product/product-queries.ts';
import { ImageItem } from './image-item.tsx';
import { staffProductImagesQuery, useOrderImages } from './image-queries.ts';
import { UploadForm } from './upload-form.tsx';
import './product-images.css';

const MATERIALS = ['regular', 'glass'] as const;
type Done = 'uploaded' | 'altSaved' | 'removed' | 'moved' | 'moveFailed';

/**
 * The product page's Pictures: per material (Regular, Glass), the uploaded pictures in the order
 * the shop shows them, each with its alt text in English and Arabic to change and a Remove asked
 * again, moved earlier or later; and a form to upload another. A material with none shows its
 * drawn pictures in the shop.
 */
export function ProductImagesSection({ slug }: { readonly slug: string }) {
  const t = useMessages();
  const client = useApiClient();
  const product = useQuery(staffProductQuery(client, slug));
  const query = useQuery({ ...staffProductImagesQuery(client, slug), enabled: product.data !== undefined });
  const [done, setDone] = useState<{ what: Done; count: number } | null>(null);
  const say = (what: Done) => setDone((current) => ({ what, count: (current?.count ?? 0) + 1 }));
  const images = query.data?.items;
  // Shown with the product once it has loaded (a missing product, or one that failed to load, the page says so).
  if (!product.data || (query.error instanceof ApiError && query.error.status === 404)) return null;
  return (
    <section className="staff-images" aria-labelledby="staff-images-heading">
      <h2 id="staff-images-heading" className="staff-images__heading">
        {t('dashboard.images.heading')}
      </h2>
      <p className="staff-images__hint">{t('dashboard.images.hint')}</p>
      <p role="status" className="staff-images__notice">
        {done ? t(`dashboard.images.${done.what}`) : ''}
      </p>
      {images === undefined ? (
        query.isError ? (
          <div role="alert" className="staff-images__error">
            <p>{t('dashboard.images.failed')}</p>
            <Button variant="secondary" isPending={query.isFetching} onPress={() => void query.refetch()}>
              {t('dashboard.retry')}
            </Button>
          </div>
        ) : (
          <div aria-busy="true">
            <p role="status">{t('dashboard.images.loading')}</p>
            <Skeleton shape="rect" blockSize="10rem" />
          </div>
        )
      ) : (
        MATERIALS.map((material) => (
          <MaterialImages
            key={material}
            slug={slug}
            material={material}
            images={images.filter((image) => image.material === material)}
            onDone={say}
          />
        ))
      )}
    </section>
  );
}

function MaterialImages({
  slug,
  material,
  images,
  onDone,
}: {
  readonly slug: string;
  readonly material: StaffProductImage['material'];
  readonly images: readonly StaffProductImage[];
  readonly onDone: (what: Done) => void;
}) {
  const t = useMessages();
  const order = useOrderImages(slug);
  const headingId = `staff-images-${material}`;
  const move = (from: number, to: number) => () => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    order.mutate({ material, ids }, { onSuccess: () => onDone('moved'), onError: () => onDone('moveFailed') });
  };
  return (
    <section className="staff-images__material" aria-labelledby={headingId}>
      <h3 id={headingId} className="staff-images__material-heading">
        {t(`dashboard.images.material.${material}`)}
      </h3>
      <p className="staff-images__count">{t('dashboard.images.count', { count: images.length })}</p>
      {images.length > 0 ? (
        <ol className="staff-images__list">
          {images.map((image, index) => (
            <ImageItem
              key={image.id}
              slug={slug}
              image={image}
              position={index + 1}
              onDone={onDone}
              onMove={{
                ...(index > 0 ? { earlier: move(index, index - 1) } : {}),
                ...(index < images.length - 1 ? { later: move(index, index + 1) } : {}),
                isPending: order.isPending,
              }}
            />
          ))}
        </ol>
      ) : null}
      <UploadForm slug={slug} material={material} onUploaded={() => onDone('uploaded')} />
    </section>
  );
}

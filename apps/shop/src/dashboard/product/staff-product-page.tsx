import { ApiError, type StaffProduct } from '@juicyin/contract';
import { Badge } from '@juicyin/ui/badge';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useQueryFailure } from '../../catalogue/query-failed.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { useParams } from '../../router/hooks.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { ProductImagesSection } from '../product-images/index.ts';
import { staffProductQuery } from './product-queries.ts';
import { productSections } from './sections.tsx';
import './staff-product.css';
import './staff-product-sections.css';

type Notice = { readonly kind: 'saved' | 'reloaded'; readonly version: number } | null;

/**
 * The product as it was opened (kept apart from the query, so a refetch never replaces what staff
 * are typing on), the editor, and what happened last: saved, reloaded, or refused for a conflict.
 */
function ProductEditor({ slug }: { readonly slug: string }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const query = useQuery(staffProductQuery(client, slug));
  const failure = useQueryFailure(query);
  const [opened, setOpened] = useState<{ product: StaffProduct; reloads: number } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const product = opened?.product ?? query.data;
  if (!product && failure) {
    if (failure.error instanceof ApiError && failure.error.status === 404) {
      return (
        <p role="alert" className="staff-product__missing">
          {t('dashboard.product.notFound')}
        </p>
      );
    }
    return <QueryError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!product) {
    return (
      <div aria-busy="true" className="staff-product__loading">
        <p role="status">{t('dashboard.product.loading')}</p>
        <Skeleton shape="rect" blockSize="16rem" />
      </div>
    );
  }
  const open = (next: StaffProduct, kind: 'saved' | 'reloaded') => {
    // A reload starts every section from the latest; a save keeps what the other sections hold.
    setOpened((current) => ({ product: next, reloads: (current?.reloads ?? 0) + (kind === 'reloaded' ? 1 : 0) }));
    setNotice({ kind, version: next.version });
    setConflict(false);
  };
  const reload = async () => {
    setReloading(true);
    const latest = await query.refetch();
    setReloading(false);
    if (latest.data) open(latest.data, 'reloaded');
  };
  return (
    <div className="staff-product__body">
      <p className="staff-product__facts">
        {t('dashboard.product.facts', { category: t(`category.${product.category}`), version: product.version })}
        {product.archivedAt !== null ? (
          <>
            {' '}
            <Badge tone="neutral">{t('dashboard.productForm.archived')}</Badge>
          </>
        ) : null}
      </p>
      <p role="status" className="staff-product__notice">
        {notice?.kind === 'saved'
          ? t('dashboard.product.saved', { name: product.name[language], version: notice.version })
          : notice?.kind === 'reloaded'
            ? t('dashboard.product.reloaded', { version: notice.version })
            : ''}
      </p>
      {conflict ? (
        <div role="alert" className="staff-product__conflict">
          <p>{t('dashboard.product.conflict')}</p>
          <Button variant="secondary" isPending={reloading} onPress={() => void reload()}>
            {t('dashboard.product.reload')}
          </Button>
        </div>
      ) : null}
      {productSections.map(([name, Section]) => (
        <Section
          key={`${name}-${String(opened?.reloads ?? 0)}`}
          product={product}
          reloads={opened?.reloads ?? 0}
          onSaved={(saved) => open(saved, 'saved')}
          onConflict={() => {
            setNotice(null);
            setConflict(true);
          }}
        />
      ))}
    </div>
  );
}

/**
 * `/dashboard/products/:slug`: a product's details, its variants (material × size, SKU) with their
 * price and old price in SAR and their stock, adding and removing variants, and archiving (the
 * sections of `sections.tsx`); each write names the version the product was opened at, and one
 * someone else's save replaced is refused with a way to reload the latest.
 */
export function StaffProductPage() {
  const t = useMessages();
  const language = useLanguage();
  const { slug = '' } = useParams();
  const shown = useQuery(staffProductQuery(useApiClient(), slug)).data?.name[language] ?? slug;
  return (
    <DashboardFrame
      title={t('dashboard.product.pageTitle', { name: shown })}
      description={t('dashboard.product.pageDescription')}
      heading={t('dashboard.product.heading', { name: shown })}
      className="staff-product"
    >
      <Link href={pathTo('dashboardProducts')} variant="standalone" className="staff-product__back">
        {t('dashboard.product.back')}
      </Link>
      <ProductEditor key={slug} slug={slug} />
      <ProductImagesSection key={`images:${slug}`} slug={slug} />
    </DashboardFrame>
  );
}

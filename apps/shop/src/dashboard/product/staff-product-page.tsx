import { ApiError } from '@juicyin/contract';
import { Badge } from '@juicyin/ui/badge';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
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
import { useOpenedVersion } from '../versioned-document/use-opened-version.ts';

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
  const opened = useOpenedVersion(query);
  const product = opened.document;
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
        {opened.notice?.kind === 'saved'
          ? t('dashboard.product.saved', { name: product.name[language], version: opened.notice.version })
          : opened.notice?.kind === 'reloaded'
            ? t('dashboard.product.reloaded', { version: opened.notice.version })
            : ''}
      </p>
      {opened.conflict ? (
        <div role="alert" className="staff-product__conflict">
          <p>{t('dashboard.product.conflict')}</p>
          <Button variant="secondary" isPending={opened.isReloading} onPress={() => void opened.reload()}>
            {t('dashboard.product.reload')}
          </Button>
        </div>
      ) : null}
      {productSections.map(([name, Section]) => (
        <Section
          key={`${name}-${String(opened.reloads)}`}
          product={product}
          reloads={opened.reloads}
          onSaved={opened.saved}
          onConflict={opened.refused}
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

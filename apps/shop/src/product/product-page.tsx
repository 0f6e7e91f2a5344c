import { ApiError, type ProductDetail } from '@juicyin/contract';
import { Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Gallery } from '@juicyin/ui/gallery';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { Rating } from '@juicyin/ui/rating';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../router/hooks.ts';
import { api, type ApiClient } from '../api.ts';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { alsoBoughtQuery, productQuery, similarProductsQuery } from '../catalogue/queries.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { ProductPurchase } from '../bag/product-purchase.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { ShareLinks } from './share-links.tsx';
import { ReviewsWidgetSlot } from '../widgets/reviews-widget-slot.tsx';
import { RelatedToLastSearch } from '../last-search/related-to-last-search.tsx';
import { imagesOf, type Material, materialsOf, type Size, sizesOf, variantFor } from './variants.ts';
import { useQueryFailure } from '../catalogue/query-failed.ts';
import './product-page.css';
import { categoryPath, homePath, pathTo, productPath } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';
import { breadcrumbList } from '../shell/structured-data.ts';
import { useCanonicalUrl, usePageOrigin, usePageUrl } from '../shell/use-page-url.ts';
import { productImageUrls, productOpenGraph, productStructuredData } from './product-structured-data.ts';

export interface ProductPageProps {
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: ApiClient;
}

/** `product/:slug`: pictures per material, variants, price with VAT, description and related lists. */
export function ProductPage({ client = api }: ProductPageProps) {
  const { slug = '' } = useParams();
  const t = useMessages();
  const product = useQuery(productQuery(client, slug));
  const similar = useQuery(similarProductsQuery(client, slug));
  const alsoBought = useQuery(alsoBoughtQuery(client, slug));

  const failure = useQueryFailure(product);
  if (failure) {
    if (failure.error instanceof ApiError && failure.error.status === 404) {
      return (
        <>
          <PageHead title={t('notFound.pageTitle')} description={t('notFound.pageDescription')} noindex />
          <EmptyState
            headingLevel={2}
            title={<span role="alert">{t('product.notFound.title')}</span>}
            description={t('product.notFound.description')}
            action={
              <Link variant="button" href={pathTo('productsList')}>
                {t('product.notFound.action')}
              </Link>
            }
          />
        </>
      );
    }
    return (
      <QueryError
        onRetry={() => {
          void product.refetch();
        }}
        isRetrying={product.isFetching}
      />
    );
  }

  return (
    <div className="shop-product">
      {product.data ? <ProductDetails product={product.data} /> : <ProductLoading />}
      {product.data ? <ProductReviews slug={product.data.slug} client={client} /> : null}
      {product.data ? <ReviewsWidgetSlot client={client} product={product.data} /> : null}
      <ProductCards
        title={t('product.similar')}
        products={similar.isError ? [] : similar.data?.items}
        empty={<p>{t('product.noneRelated')}</p>}
      />
      <ProductCards
        title={t('product.alsoBought')}
        products={alsoBought.isError ? [] : alsoBought.data?.items}
        empty={<p>{t('product.noneRelated')}</p>}
      />
      <RelatedToLastSearch exclude={slug} client={client} />
    </div>
  );
}

function ProductLoading() {
  const t = useMessages();
  return (
    <div className="shop-product__main" aria-busy="true">
      <Skeleton shape="rect" blockSize="24rem" />
      <div className="shop-product__info">
        <p role="status">{t('product.loading')}</p>
        <Skeleton inlineSize="70%" />
        <Skeleton inlineSize="40%" />
        <Skeleton />
        <Skeleton />
      </div>
    </div>
  );
}

function ProductDetails({ product }: { readonly product: ProductDetail }) {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const [material, setMaterial] = useState<Material>(product.defaultVariant.material);
  const [size, setSize] = useState<Size>(product.defaultVariant.size);
  const variant = variantFor(product, material, size);
  const shown = display(variant.price, variant.oldPrice);
  const name = product.name[language];
  const category = t(`category.${product.category}`);

  const pageUrl = usePageUrl(productPath(product.slug));
  const origin = usePageOrigin();
  const canonical = useCanonicalUrl(productPath(product.slug));
  const crumbs = [
    { id: 'home', label: t('shell.home'), href: homePath() },
    { id: 'category', label: category, href: categoryPath(product.category) },
    { id: 'product', label: name },
  ];

  return (
    <>
      <PageHead
        title={t('product.pageTitle', { name })}
        description={product.description[language]}
        type="product"
        image={productImageUrls(product, origin)[0]}
        meta={productOpenGraph(product)}
        jsonLd={[
          productStructuredData(product, { language, origin, pageUrl: canonical }),
          breadcrumbList(crumbs, { origin, language, pageUrl: canonical }),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <div className="shop-product__main">
        {/* First on a phone, over the gallery; beside it, at the top of the details, on a desktop. */}
        <h1 className="shop-product__title">{name}</h1>
        <Gallery
          name={name}
          images={imagesOf(product, material).map((src, index) => {
            const alt = product.imageAlts[material][index]?.[language];
            return alt === undefined ? { src } : { src, alt };
          })}
        />
        <div className="shop-product__info">
          <Rating value={product.rating} reviewCount={product.reviewCount} />
          <div className="shop-product__price">
            <Price size="lg" amount={shown.price} oldAmount={shown.oldPrice} currency={shown.currency} />
            <p className="shop-product__vat">{t('product.vatInclusive')}</p>
          </div>
          {product.highlights.length > 0 ? (
            <ul className="shop-product__highlights">
              {product.highlights.map((highlight) => (
                <li key={highlight.en}>{highlight[language]}</li>
              ))}
            </ul>
          ) : null}
          <RadioGroup
            label={t('product.material')}
            appearance="card"
            orientation="horizontal"
            value={material}
            onChange={(value) => {
              const next = materialsOf(product).find((candidate) => candidate === value);
              if (next) setMaterial(next);
            }}
          >
            {materialsOf(product).map((option) => (
              <Radio key={option} value={option}>
                {t(`material.${option}`)}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label={t('product.size')}
            appearance="card"
            orientation="horizontal"
            value={variant.size}
            onChange={(value) => {
              const next = sizesOf(product, material).find((candidate) => candidate === value);
              if (next) setSize(next);
            }}
          >
            {sizesOf(product, material).map((option) => (
              <Radio key={option} value={option}>
                {t(`size.${option}`)}
              </Radio>
            ))}
          </RadioGroup>
          {variant.inStock ? null : <p role="status">{t('product.outOfStock')}</p>}
          <ProductPurchase product={product} variant={variant} />
          <ShareLinks name={name} pageUrl={pageUrl} />
        </div>
      </div>
      <section className="shop-product__description" aria-labelledby="shop-product-description">
        <h2 id="shop-product-description">{t('product.description')}</h2>
        <p>{product.description[language]}</p>
      </section>
    </>
  );
}

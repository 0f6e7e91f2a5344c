import { Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { EmptyState } from '@juicyin/ui/empty-state';
import { Link } from '@juicyin/ui/link';
import { Pagination } from '@juicyin/ui/pagination';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../router/hooks.ts';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { useQuickAdd } from '../bag/quick-add.tsx';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { alsoBoughtQuery, homeSectionsQuery, productListQuery } from '../catalogue/queries.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { mergeAlsoBought } from './also-bought.ts';
import {
  SPECIAL_KINDS,
  type SpecialKind,
  specialHref,
  specialKind,
  specialParams,
  specialPeriod,
} from './special-params.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './special-page.css';
import { homePath } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';

export interface SpecialPageProps {
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: ApiClient;
}

/** How many specials' co-purchases make "Customer also Shopped for", and how many it shows. */
const ALSO_BOUGHT_FROM = 4;
const ALSO_BOUGHT_SHOWN = 4;

/**
 * `special`: Special of Today (or of the week, from home's "View All"), with sub-links for Fruit,
 * Vegetable, Smoothies and Herbs juice kept in the URL, a grid whose cards open a Quick View, then
 * "Top selling juice" and "Customer also Shopped for" the specials.
 */
export function SpecialPage({ client: given }: SpecialPageProps) {
  const t = useMessages();
  const shopClient = useApiClient();
  const client = given ?? shopClient;
  const [search, setSearch] = useSearchParams();
  const params = specialParams(search);
  const kind = specialKind(search);
  const title = specialPeriod(search) === 'week' ? t('listing.title.specialWeek') : t('listing.title.special');
  const list = useQuery({ ...productListQuery(client, params), placeholderData: keepPreviousData });
  const home = useQuery(homeSectionsQuery(client));
  const specials = list.data?.items ?? [];
  const alsoBought = useQueries({
    queries: specials.slice(0, ALSO_BOUGHT_FROM).map((product) => alsoBoughtQuery(client, product.slug)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      lists: results.map((result) => result.data?.items ?? []),
    }),
  });
  const quickView = useQuickAdd();

  const kindLabel = (option: SpecialKind | null) =>
    option === null ? t('special.kind.all') : t(`special.kind.${option}`);

  return (
    <div className="shop-special">
      <PageHead title={t('special.pageTitle')} description={t('special.pageDescription')} />
      <Breadcrumbs
        items={[
          { id: 'home', label: t('shell.home'), href: homePath() },
          { id: 'here', label: title },
        ]}
      />
      <h1 className="shop-special__title">{title}</h1>
      <nav aria-label={t('special.kinds')}>
        <ul className="shop-special__kinds">
          {[null, ...SPECIAL_KINDS].map((option) => (
            <li key={option ?? 'all'}>
              <Link
                variant="standalone"
                className="shop-special__kind"
                href={specialHref(search, option)}
                aria-current={option === kind ? 'page' : undefined}
              >
                {kindLabel(option)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {queryFailed(list) ? (
        <QueryError
          onRetry={() => {
            void list.refetch();
          }}
          isRetrying={list.isFetching}
        />
      ) : (
        <section className="shop-special__results" aria-busy={list.isFetching} aria-labelledby="shop-special-count">
          <h2 id="shop-special-count" className="shop-special__count" aria-live="polite">
            {list.data ? t('special.count', { count: list.data.total }) : t('listing.loading')}
          </h2>
          <ProductCards
            products={list.data?.items}
            placeholders={8}
            onQuickView={quickView.open}
            empty={
              <EmptyState
                title={t('special.empty.title')}
                description={t('special.empty.description')}
                action={
                  kind === null ? undefined : (
                    <Link variant="button" href={specialHref(search, null)}>
                      {t('special.empty.action')}
                    </Link>
                  )
                }
              />
            }
          />
          {list.data ? (
            <Pagination
              page={list.data.page}
              pageCount={list.data.pageCount}
              onPageChange={(page) => {
                const next = new URLSearchParams(search);
                if (page > 1) next.set('page', String(page));
                else next.delete('page');
                setSearch(next);
              }}
            />
          ) : null}
        </section>
      )}
      <ProductCards
        title={t('special.topSelling')}
        products={home.isError ? [] : home.data?.topSelling}
        onQuickView={quickView.open}
        empty={<p>{t('home.section.empty')}</p>}
      />
      {queryFailed(list) || (list.data && specials.length === 0) ? null : (
        <ProductCards
          title={t('special.alsoBought')}
          products={
            !list.data || alsoBought.pending
              ? undefined
              : mergeAlsoBought(alsoBought.lists, new Set(specials.map((product) => product.slug)), ALSO_BOUGHT_SHOWN)
          }
          onQuickView={quickView.open}
          empty={<p>{t('product.noneRelated')}</p>}
        />
      )}
      {quickView.element}
    </div>
  );
}

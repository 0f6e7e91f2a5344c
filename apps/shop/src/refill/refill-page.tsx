import type { RefillProduct } from '@juicyin/contract';
import { Breadcrumbs } from '@juicyin/ui/breadcrumbs';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Pagination } from '@juicyin/ui/pagination';
import { Price } from '@juicyin/ui/price';
import { Skeleton } from '@juicyin/ui/skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useSearchParams } from '../router/hooks.ts';
import type { ApiClient } from '../api.ts';
import { openAuthDialog } from '../account/auth-dialog-state.ts';
import { useSession } from '../account/session.ts';
import { useApiClient } from '../api-client.tsx';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { homePath, productPath } from '../paths.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { myRefillsQuery, refillPage, refillProductsQuery } from './refill-queries.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './refill-page.css';
import { PageHead } from '../shell/page-head.tsx';

export interface RefillPageProps {
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: ApiClient;
}

/**
 * `refill` (REFILL NOW on home): what a refill is (PRODUCT.md §3), what the signed-in shopper can
 * refill — glass units delivered minus refills ordered — and every juice offered for refill with its
 * Glass and refill prices.
 */
export function RefillPage({ client: given }: RefillPageProps) {
  const t = useMessages();
  const shopClient = useApiClient();
  const client = given ?? shopClient;
  const [search, setSearch] = useSearchParams();
  const offers = useQuery({ ...refillProductsQuery(client, refillPage(search)), placeholderData: keepPreviousData });

  return (
    <div className="shop-refill">
      <PageHead title={t('refill.pageTitle')} description={t('refill.pageDescription')} />
      <Breadcrumbs
        items={[
          { id: 'home', label: t('shell.home'), href: homePath() },
          { id: 'here', label: t('refill.title') },
        ]}
      />
      <h1 className="shop-refill__title">{t('refill.title')}</h1>
      <div className="shop-refill__intro">
        <p>{t('refill.intro')}</p>
        <p>{t('refill.rule')}</p>
      </div>
      <section className="shop-refill__section" aria-labelledby="shop-refill-steps">
        <h2 id="shop-refill-steps">{t('refill.steps.title')}</h2>
        <ol className="shop-refill__steps">
          <li>{t('refill.steps.order')}</li>
          <li>{t('refill.steps.deliver')}</li>
          <li>{t('refill.steps.refill')}</li>
        </ol>
      </section>
      <YourRefills client={client} />
      <section className="shop-refill__section" aria-labelledby="shop-refill-products">
        <h2 id="shop-refill-products">{t('refill.products.title')}</h2>
        {queryFailed(offers) ? (
          <QueryError
            headingLevel={3}
            onRetry={() => {
              void offers.refetch();
            }}
            isRetrying={offers.isFetching}
          />
        ) : !offers.data ? (
          <Loading label={t('listing.loading')} />
        ) : offers.data.items.length === 0 ? (
          <p>{t('refill.products.none')}</p>
        ) : (
          <>
            <ul className="shop-refill__list" aria-busy={offers.isFetching}>
              {offers.data.items.map((offer) => (
                <RefillItem key={offer.product.slug} offer={offer} />
              ))}
            </ul>
            <Pagination
              page={offers.data.page}
              pageCount={offers.data.pageCount}
              onPageChange={(page) => {
                setSearch(page > 1 ? new URLSearchParams({ page: String(page) }) : new URLSearchParams());
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}

function Loading({ label }: { readonly label: string }) {
  return (
    <div className="shop-refill__loading" aria-busy="true">
      <p role="status">{label}</p>
      <Skeleton />
      <Skeleton inlineSize="80%" />
    </div>
  );
}

/** The signed-in shopper's refills; a guest is asked to sign in. */
function YourRefills({ client }: { readonly client: ApiClient }) {
  const t = useMessages();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const mine = useQuery({ ...myRefillsQuery(client), enabled: signedIn });

  return (
    <section className="shop-refill__section shop-refill__yours" aria-labelledby="shop-refill-yours">
      <h2 id="shop-refill-yours">{t('refill.yours.title')}</h2>
      {session.status === 'loading' ? (
        <Loading label={t('refill.yours.loading')} />
      ) : !signedIn ? (
        <div className="shop-refill__sign-in">
          <p>{t('refill.yours.signedOut')}</p>
          <Button
            variant="secondary"
            onPress={() => {
              openAuthDialog('sign-in');
            }}
          >
            {t('refill.yours.signIn')}
          </Button>
        </div>
      ) : queryFailed(mine) ? (
        <QueryError
          headingLevel={3}
          onRetry={() => {
            void mine.refetch();
          }}
          isRetrying={mine.isFetching}
        />
      ) : !mine.data ? (
        <Loading label={t('refill.yours.loading')} />
      ) : mine.data.items.length === 0 ? (
        <p>{t('refill.yours.none')}</p>
      ) : (
        <ul className="shop-refill__list">
          {mine.data.items.map((refill) => (
            <RefillItem key={refill.product.slug} offer={refill}>
              <p className="shop-refill__available">
                <strong>
                  <data value={refill.available}>{t('refill.yours.available', { count: refill.available })}</data>
                </strong>
              </p>
              <p className="shop-refill__detail">
                {t('refill.yours.detail', { delivered: refill.glassDelivered, ordered: refill.refillsOrdered })}
              </p>
            </RefillItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One juice: picture, name (to its page), Glass price and refill price. */
function RefillItem({ offer, children }: { readonly offer: RefillProduct; readonly children?: ReactNode }) {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const glass = display(offer.glassPrice);
  const refill = display(offer.refillPrice);
  const name = offer.product.name[language];
  return (
    <li className="shop-refill__item">
      <img className="shop-refill__image" src={offer.product.image} alt="" loading="lazy" />
      <div className="shop-refill__body">
        <h3 className="shop-refill__name">
          <Link variant="standalone" href={productPath(offer.product.slug)}>
            {name}
          </Link>
        </h3>
        <dl className="shop-refill__prices">
          <div>
            <dt>{t('refill.glassPrice')}</dt>
            <dd>
              <Price amount={glass.price} currency={glass.currency} />
            </dd>
          </div>
          <div>
            <dt>{t('refill.refillPrice')}</dt>
            <dd>
              <Price amount={refill.price} currency={refill.currency} size="lg" />
            </dd>
          </div>
        </dl>
        {children}
      </div>
    </li>
  );
}

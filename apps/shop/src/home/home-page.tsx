import type { HomeSections } from '@juicyin/contract';
import { Carousel, type CarouselSlide } from '@juicyin/ui/carousel';
import { type CategoryTile, CategoryTiles } from '@juicyin/ui/category-tiles';
import { Link } from '@juicyin/ui/link';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from '../api.ts';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { homeSectionsQuery } from '../catalogue/queries.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './home-page.css';
import { categoryPath, pathTo } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';
import { shopOrganization, shopWebSite } from '../shell/structured-data.ts';
import { usePageOrigin } from '../shell/use-page-url.ts';

export interface HomePageProps {
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: ApiClient;
}

/** The home page's product sections, in page order, with where "View All" leads. */
const sections: readonly { key: keyof HomeSections; title: MessageKey; viewAll: string }[] = [
  { key: 'topSelling', title: 'home.section.topSelling', viewAll: pathTo('productsList', { sort: 'rating' }) },
  { key: 'specialOfWeek', title: 'home.section.specialOfWeek', viewAll: pathTo('special', { special: 'week' }) },
  { key: 'mostSelling', title: 'home.section.mostSelling', viewAll: pathTo('productsList') },
  { key: 'newArrival', title: 'home.section.newArrival', viewAll: pathTo('productsList', { sort: 'newest' }) },
];

const tiles: readonly {
  id: string;
  label: MessageKey;
  description: MessageKey;
  href: string;
  tone: CategoryTile['tone'];
  /** The catalogue product whose drawn art the tile shows. */
  art: string;
}[] = [
  {
    id: 'fruit',
    label: 'category.fruit-juice',
    description: 'home.tile.fruit',
    href: pathTo('productsList'),
    tone: 'orange',
    art: 'fresh-orange-juice',
  },
  {
    id: 'smoothies',
    label: 'category.smoothies',
    description: 'home.tile.smoothies',
    href: categoryPath('smoothies'),
    tone: 'berry',
    art: 'mixed-berry-smoothie',
  },
  {
    id: 'vegetable',
    label: 'category.vegetable-juice',
    description: 'home.tile.vegetable',
    href: categoryPath('vegetable-juice'),
    tone: 'green',
    art: 'spinach-vegetable-juice',
  },
  {
    id: 'herb',
    label: 'category.herb-juice',
    description: 'home.tile.herb',
    href: categoryPath('herb-juice'),
    tone: 'herb',
    art: 'mint-herb-juice',
  },
];

/** A catalogue product's drawn art (the API draws it; the first view of the material). */
function productArt(slug: string, material: 'regular' | 'glass' = 'regular'): string {
  return `/api/images/products/${slug}/${material}-1.svg`;
}

/** Home: the offers carousel, category tiles, REFILL NOW and the product sections from the API. */
export function HomePage({ client = api }: HomePageProps) {
  const t = useMessages();
  const origin = usePageOrigin();
  const home = useQuery(homeSectionsQuery(client));
  const slides: CarouselSlide[] = [
    {
      id: 'refill',
      label: t('home.banner.refill'),
      content: (
        <div className="shop-home-slide">
          <img
            className="shop-home-slide__art"
            src={productArt('fresh-orange-juice')}
            alt=""
            width={160}
            height={160}
          />
          <p className="shop-home-slide__title">{t('home.banner.refill')}</p>
          <p className="shop-home-slide__line">{t('home.banner.doorstep')}</p>
          <Link variant="button" href={pathTo('productsList')}>
            {t('home.shopNow')}
          </Link>
        </div>
      ),
    },
    {
      id: 'special',
      label: t('home.banner.special'),
      content: (
        <div className="shop-home-slide">
          <img
            className="shop-home-slide__art"
            src={productArt('mango-smoothie', 'glass')}
            alt=""
            // The second slide: out of sight until the carousel moves.
            loading="lazy"
            width={160}
            height={160}
          />
          <p className="shop-home-slide__title">{t('home.banner.special')}</p>
          <p className="shop-home-slide__line">{t('home.banner.specialLine')}</p>
          <Link variant="button" href={pathTo('special')}>
            {t('home.banner.seeSpecial')}
          </Link>
        </div>
      ),
    },
  ];
  return (
    <div className="shop-home">
      <PageHead
        title={t('home.pageTitle')}
        description={t('home.pageDescription')}
        jsonLd={[shopOrganization(t('shell.brand'), origin), shopWebSite(t('shell.brand'), origin)]}
      />
      <h1 className="shop-home__title">{t('home.title')}</h1>
      <Carousel label={t('home.offers')} slides={slides} />
      <CategoryTiles
        className="shop-home-tiles"
        label={t('home.categories')}
        tiles={tiles.map((tile) => ({
          id: tile.id,
          label: t(tile.label),
          description: t(tile.description),
          href: tile.href,
          tone: tile.tone,
          imageSrc: productArt(tile.art),
        }))}
      />
      <section className="shop-home-refill" aria-labelledby="shop-home-refill-title">
        <h2 id="shop-home-refill-title">{t('home.refill.title')}</h2>
        <p>{t('home.refill.description')}</p>
        <Link variant="button" href={pathTo('refill')}>
          {t('home.refill.action')}
        </Link>
      </section>
      {queryFailed(home) ? (
        <QueryError
          onRetry={() => {
            void home.refetch();
          }}
          isRetrying={home.isFetching}
        />
      ) : (
        <div className="shop-home__sections" aria-busy={home.isPending}>
          {sections.map((section) => (
            <ProductCards
              key={section.key}
              title={t(section.title)}
              products={home.data?.[section.key]}
              action={
                <Link
                  variant="standalone"
                  href={section.viewAll}
                  aria-label={t('home.viewAllOf', { section: t(section.title) })}
                >
                  {t('home.viewAll')}
                </Link>
              }
              empty={<p>{t('home.section.empty')}</p>}
            />
          ))}
        </div>
      )}
    </div>
  );
}

import { Link } from '@juicyin/ui/link';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { ProductCards } from '../catalogue/product-cards.tsx';
import { productListQuery } from '../catalogue/queries.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { useLastSearch } from './last-search.ts';
import { searchPath } from '../paths.ts';

export interface RelatedToLastSearchProps {
  /** The product on screen, left out of the list (a product page). */
  readonly exclude?: string;
  /** How many products to show at most (one row of four by default). */
  readonly limit?: number;
  /** The API client (stories and tests pass one; the shop uses its own). */
  readonly client?: ApiClient;
}

/** The catalogue's query for a search: the same as the search results page's, so they share a cache. */
export function lastSearchParams(words: string) {
  return { q: words };
}

/**
 * "Related to your last search": the first results of the shopper's last search query. Hidden when
 * they have not searched, while the results load or cannot be loaded (it is a suggestion, not the
 * page's content), and when the search finds nothing but the product on screen.
 */
export function RelatedToLastSearch({ exclude, limit = 4, client }: RelatedToLastSearchProps) {
  const t = useMessages();
  const shopClient = useApiClient();
  const words = useLastSearch();
  const results = useQuery({
    ...productListQuery(client ?? shopClient, lastSearchParams(words)),
    enabled: words !== '',
  });
  if (words === '' || !results.data) return null;
  const products = results.data.items.filter((product) => product.slug !== exclude).slice(0, limit);
  if (products.length === 0) return null;
  return (
    <ProductCards
      title={t('product.relatedSearch')}
      products={products}
      action={
        <Link variant="standalone" href={searchPath(words)}>
          {t('product.relatedSearch.all', { words })}
        </Link>
      }
    />
  );
}

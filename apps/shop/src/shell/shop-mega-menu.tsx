import { MegaMenu, type MegaMenuProduct } from '@juicyin/ui/mega-menu';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '../router/hooks.ts';
import { api } from '../api.ts';
import { useDisplayPrice } from '../catalogue/display-price.ts';
import { productPath } from '../paths.ts';
import { productListQuery } from '../catalogue/queries.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { megaMenuItems } from './navigation.ts';

/** The best-rated fruit juices, featured in the Fruit Juice panel. */
export const featuredFruitParams = { category: 'fruit-juice', sort: 'rating', pageSize: '3' } as const;

export interface ShopMegaMenuProps {
  /** Opens the quick-add of a featured product (its slug); without it the panel has no Add to cart. */
  readonly onAddToCart?: (slug: string) => void;
}

/** The kit's MegaMenu with the shop's categories, seasons and featured fruit juices. */
export function ShopMegaMenu({ onAddToCart }: ShopMegaMenuProps) {
  const t = useMessages();
  const language = useLanguage();
  const display = useDisplayPrice();
  const { pathname } = useLocation();
  const { data } = useQuery(productListQuery(api, featuredFruitParams));
  const featured = data?.items.map((product): MegaMenuProduct => {
    const shown = display(product.price);
    return {
      id: product.slug,
      title: product.name[language],
      href: productPath(product.slug),
      price: shown.price,
      currency: shown.currency,
      rating: product.rating,
      imageSrc: product.image,
    };
  });
  return (
    <MegaMenu
      label={t('shell.megaMenu')}
      items={megaMenuItems(t, featured)}
      currentHref={pathname}
      {...(onAddToCart ? { onAddToCart } : {})}
    />
  );
}

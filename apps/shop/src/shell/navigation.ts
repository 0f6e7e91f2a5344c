import { SEASONS } from '@juicyin/domain';
import type { MegaMenuItem } from '@juicyin/ui/mega-menu';
import type { SidebarMenuGroup } from '@juicyin/ui/sidebar-menu';
import type { MessageKey } from '../i18n/messages.ts';
import { categoryPath, homePath, pathTo, seasonPath } from '../paths.ts';

type Translate = (key: MessageKey) => string;

const menuCategories = ['fruit-juice', 'herb-juice', 'vegetable-juice', 'smoothies'] as const;
const specialCategories = ['fruit-juice', 'vegetable-juice', 'smoothies', 'herb-juice'] as const;
const moreCategories = ['detox', 'ice-cream', 'salat'] as const;

function seasonLinks(t: Translate) {
  return SEASONS.map((season) => ({ id: season, label: t(`season.${season}`), href: seasonPath(season) }));
}

/** The side menu (SPEC §2): HOME, SPECIAL OF TODAY, PRODUCTS and SEASON, all routes of the app. */
export function sidebarGroups(t: Translate): SidebarMenuGroup[] {
  return [
    { id: 'home', label: t('shell.menu.home'), href: homePath() },
    {
      id: 'special',
      label: t('shell.menu.special'),
      items: [
        { id: 'special-all', label: t('listing.title.special'), href: pathTo('special') },
        ...specialCategories.map((category) => ({
          id: `special-${category}`,
          label: t(`category.${category}`),
          href: pathTo('special', { category }),
        })),
      ],
    },
    {
      id: 'products',
      label: t('shell.menu.products'),
      items: menuCategories.map((category) => ({
        id: category,
        label: t(`category.${category}`),
        href: categoryPath(category),
      })),
    },
    { id: 'season', label: t('shell.menu.season'), items: seasonLinks(t) },
  ];
}

/**
 * The category bar (SPEC §2): All Categories, Special of Today, the juice categories (Fruit Juice
 * with its featured products), the other categories and the seasons.
 */
export function megaMenuItems(t: Translate, fruitFeatured: MegaMenuItem['featured']): MegaMenuItem[] {
  return [
    { id: 'all', label: t('shell.megaMenu.all'), href: pathTo('productsList') },
    { id: 'special', label: t('listing.title.special'), href: pathTo('special') },
    {
      id: 'fruit-juice',
      label: t('category.fruit-juice'),
      links: [{ id: 'fruit-juice-all', label: t('category.fruit-juice'), href: categoryPath('fruit-juice') }],
      ...(fruitFeatured && fruitFeatured.length > 0 ? { featured: fruitFeatured } : {}),
    },
    ...menuCategories.slice(1).map((category) => ({
      id: category,
      label: t(`category.${category}`),
      href: categoryPath(category),
    })),
    {
      id: 'more',
      label: t('shell.megaMenu.more'),
      links: moreCategories.map((category) => ({
        id: category,
        label: t(`category.${category}`),
        href: categoryPath(category),
      })),
    },
    { id: 'season', label: t('shell.menu.season'), links: seasonLinks(t) },
  ];
}

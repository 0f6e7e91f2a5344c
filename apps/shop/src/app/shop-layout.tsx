import { SidebarMenu } from '@juicyin/ui/sidebar-menu';
import { lazy, Suspense, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountDialogs, useHeaderAccount } from '../account/header-account.tsx';
import { useAddToCartBySlug } from '../bag/use-bag.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { sidebarGroups } from '../shell/navigation.ts';
import { ShellMessages } from '../shell/shell-messages.tsx';
import { ShopHeader } from '../shell/shop-header.tsx';
import { ShopMegaMenu } from '../shell/shop-mega-menu.tsx';
import { RouterLinks } from './router-links.tsx';
import './shop-layout.css';

// Below the fold: the footer (and its blog teaser request) loads beside the page, not before it.
const ShopFooter = lazy(async () => ({ default: (await import('../shell/shop-footer.tsx')).ShopFooter }));

/**
 * The frame of every page: skip link, shell messages, header, mega menu, side menu, the page and
 * the footer.
 *
 * The header's session part (profile menu or Sign in, wishlist and bag counts, the bag panel) comes
 * from useHeaderAccount; the sign-in dialog mounts when opened.
 */
export function ShopLayout() {
  const t = useMessages();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const account = useHeaderAccount();
  const addToCart = useAddToCartBySlug();
  return (
    <RouterLinks>
      <a className="shop-skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <ShellMessages />
      <ShopHeader {...account} />
      <ShopMegaMenu onAddToCart={addToCart} />
      <div className="shop-body">
        <button
          type="button"
          className="shop-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('shell.menu.open')}
        </button>
        <div id={sidebarId} className="shop-sidebar" data-open={menuOpen || undefined}>
          <SidebarMenu
            label={t('shell.menu')}
            groups={sidebarGroups(t)}
            currentHref={pathname}
            defaultExpanded={['products']}
          />
        </div>
        <main id="content" className="shop-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Suspense fallback={null}>
        <ShopFooter />
      </Suspense>
      <AccountDialogs />
    </RouterLinks>
  );
}

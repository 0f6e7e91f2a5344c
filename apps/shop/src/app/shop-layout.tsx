import { SidebarMenu } from '@juicyin/ui/sidebar-menu';
import { lazy, Suspense, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
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
 * The header's session part is wired here: `<ShopHeader user={…} onSignIn={…} onSignOut={…}
 * wishlistCount={…} cartCount={…} cart={…} />` (see HeaderSession). Until then a visitor sees no
 * Sign in button (the kit shows it only with `onSignIn`), and the mega menu's featured products
 * get Add to cart once `<ShopMegaMenu onAddToCart={…} />` is given.
 */
export function ShopLayout() {
  const t = useMessages();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  return (
    <RouterLinks>
      <a className="shop-skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <ShellMessages />
      <ShopHeader user={null} />
      <ShopMegaMenu />
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
    </RouterLinks>
  );
}

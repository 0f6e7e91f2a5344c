import { SidebarMenu } from '@juicyin/ui/sidebar-menu';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from '../router/hooks.ts';
import { Outlet } from '../router/router.tsx';
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
  const sidebarId = useId();
  // The side menu as a drawer (narrower windows): open on the page where Menu was pressed, so it
  // closes on a new page; Escape closes it and gives the focus back to Menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      document.getElementById(`${sidebarId}-toggle`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, sidebarId]);
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
          id={`${sidebarId}-toggle`}
          className="shop-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
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

import { IconButton } from '@juicyin/ui/icon-button';
import { MenuIcon } from '@juicyin/ui/icons';
import { SidebarMenu } from '@juicyin/ui/sidebar-menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from '../router/hooks.ts';
import { Outlet } from '../router/router.tsx';
import { AccountDialogs, useHeaderAccount } from '../account/header-account.tsx';
import { useReferralLanding } from '../account-area/referral/referral-landing.ts';
import { useAddToCartBySlug } from '../bag/use-bag.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { withMessages } from '../i18n/with-messages.ts';
import { listings } from '../listing/listings.ts';
import { pathTo } from '../paths.ts';
import { sidebarGroups } from '../shell/navigation.ts';
import { ShellMessages } from '../shell/shell-messages.tsx';
import { ShopHeader } from '../shell/shop-header.tsx';
import { ShopMegaMenu } from '../shell/shop-mega-menu.tsx';
import { RouterLinks } from './router-links.tsx';
import './shop-layout.css';

// Below the fold: the footer (and its blog teaser request) loads beside the page, not before it.
const ShopFooter = lazy(async () => ({
  default: (await withMessages('footer', import('../shell/shop-footer.tsx'))).ShopFooter,
}));

// The connection bar and the update prompt (the offline worker's part of the shell) load after the
// first paint; the worker keeps their chunk for offline visits.
const OfflineParts = lazy(async () => ({
  default: (await withMessages('offline', import('../offline/offline-parts.tsx'))).OfflineParts,
}));

// The phone's menu drawer (its dialog, preferences and menu) loads the first time Menu is pressed,
// or when the pointer or focus reaches Menu: the first paint carries only the button.
const loadDrawer = () => import('../shell/shop-drawer.tsx');
const ShopDrawer = lazy(async () => ({ default: (await loadDrawer()).ShopDrawer }));
const preloadDrawer = () => {
  loadDrawer().catch(() => {
    // A failed preload is retried when Menu is pressed (React.lazy reports that failure).
  });
};

/** The pages that list products: on a desktop the side menu stays open beside them. */
const listingPaths = new Set([pathTo('special'), ...listings.map((listing) => listing.path)]);

/**
 * The frame of every page: skip link, shell messages, header, mega menu, side menu, the page and
 * the footer.
 *
 * Below desktop width the side menu, with country, currency and language, is a drawer behind the
 * header's Menu button; on a desktop the side menu stands beside the listing pages.
 *
 * The header's session part (profile menu or Sign in, wishlist and bag counts, the bag panel) comes
 * from useHeaderAccount; the sign-in dialog mounts when opened.
 */
export function ShopLayout() {
  const t = useMessages();
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLButtonElement>(null);
  // Open on the page where Menu was pressed, so the drawer closes on a new page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  // The drawer mounts once Menu has been pressed, and stays mounted (closed) after.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const account = useHeaderAccount();
  useReferralLanding();
  const addToCart = useAddToCartBySlug();
  const groups = sidebarGroups(t);
  const isListing = listingPaths.has(pathname);
  return (
    <RouterLinks>
      <a className="shop-skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <ShellMessages />
      <ShopHeader
        {...account}
        menu={
          <IconButton
            ref={menuRef}
            label={t('shell.menu.open')}
            className="shop-menu-toggle"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onHoverStart={preloadDrawer}
            onFocus={preloadDrawer}
            onPress={() => {
              setDrawerUsed(true);
              setOpenOn(pathname);
            }}
          >
            <MenuIcon />
          </IconButton>
        }
      />
      <ShopMegaMenu onAddToCart={addToCart} />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <ShopDrawer
            isOpen={menuOpen}
            onClose={() => setOpenOn(null)}
            triggerRef={menuRef}
            groups={groups}
            currentHref={pathname}
          />
        </Suspense>
      ) : null}
      <div className="shop-body" data-sidebar={isListing || undefined}>
        {isListing ? (
          <div className="shop-sidebar">
            <SidebarMenu
              label={t('shell.menu')}
              groups={groups}
              currentHref={pathname}
              defaultExpanded={['products']}
            />
          </div>
        ) : null}
        <main id="content" className="shop-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Suspense fallback={null}>
        <ShopFooter />
      </Suspense>
      <AccountDialogs />
      <Suspense fallback={null}>
        <OfflineParts />
      </Suspense>
    </RouterLinks>
  );
}

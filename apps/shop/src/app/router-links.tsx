import { ClientRouter } from '@juicyin/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/** An address with a scheme (`https:`, `mailto:`, `tel:`) points outside the shop. */
const external = /^[a-z][a-z\d+.-]*:/i;

/**
 * The router's href for the shop's own paths; an outside address (a share link) stays as written
 * (React Router's `useHref` would make `https://wa.me/…` into `/https:/wa.me/…`).
 */
function useShopHref(href: string): string {
  const isExternal = external.test(href);
  const routed = useHref(isExternal ? '/' : href);
  return isExternal ? href : routed;
}

/** Kit links inside it navigate through React Router (no page reload). */
export function RouterLinks({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ClientRouter navigate={(path) => void navigate(path)} useHref={useShopHref}>
      {children}
    </ClientRouter>
  );
}

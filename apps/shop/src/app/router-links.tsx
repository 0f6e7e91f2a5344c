import { ClientRouter } from '@juicyin/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from '../router/hooks.ts';

/**
 * Kit links inside it navigate through the shop's router (no page reload); an outside address (a
 * share link) keeps its href as written.
 */
export function RouterLinks({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ClientRouter navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </ClientRouter>
  );
}

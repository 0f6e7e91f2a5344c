import { ClientRouter } from '@juicyin/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/** Kit links inside it navigate through React Router (no page reload). */
export function RouterLinks({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ClientRouter navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </ClientRouter>
  );
}

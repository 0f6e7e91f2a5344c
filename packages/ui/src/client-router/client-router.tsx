import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface ClientRouterProps {
  /** The app router's navigate function: kit links and buttons with `href` call it. */
  readonly navigate: (path: string) => void;
  /** Turns a route path into an href (for apps with a base path). */
  readonly useHref?: (path: string) => string;
  readonly children: ReactNode;
}

/**
 * Makes every kit `Link` (and anything else with an `href`) navigate through the app's client
 * router instead of reloading the page, while keeping real `<a href>` elements.
 */
export function ClientRouter({ navigate, useHref, children }: ClientRouterProps) {
  return useHref ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  ) : (
    <RouterProvider navigate={navigate}>{children}</RouterProvider>
  );
}

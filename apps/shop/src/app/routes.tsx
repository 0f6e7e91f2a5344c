import type { RouteObject } from 'react-router';
import { HomePage } from '../home/home-page.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { ShopLayout } from './shop-layout.tsx';

/** Every route of the shop. Paths follow SPEC.md §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ShopLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'oops-page', Component: NotFoundPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routes } from './app/routes.tsx';
import { ShopApp } from './app/shop-app.tsx';
import { createBrowserHistory } from './router/history.ts';
import { createRouter } from './router/router.tsx';
import './shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ShopApp router={createRouter(routes, createBrowserHistory())} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { routes } from './app/routes.tsx';
import { ShopApp } from './app/shop-app.tsx';
import './shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ShopApp router={createBrowserRouter(routes)} />
  </StrictMode>,
);

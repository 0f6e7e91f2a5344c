import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadContract } from './api.ts';
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

// The data layer (contract client, schemas, zod) is a chunk of its own: start it now, beside the
// page's code, whichever screen makes the first request (a failed load is retried by that request).
loadContract().catch(() => undefined);

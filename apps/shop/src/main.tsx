import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api.ts';
import { HomePage } from './home/home-page.tsx';
import './shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <HomePage client={api} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadContract } from './api.ts';
import { routes } from './app/routes.tsx';
import { ShopApp } from './app/shop-app.tsx';
import { type Language, loadCatalogue } from './i18n/messages.ts';
import { adoptLanguageOfAddress, currentPreferences } from './preferences/use-preferences.ts';
import { createBrowserHistory } from './router/history.ts';
import { createRouter } from './router/router.tsx';
import './shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The data layer (contract client, schemas, zod) is a chunk of its own: start it now, beside the
// page's code and the messages, whichever screen makes the first request (a failed load is retried
// by that request).
loadContract().catch(() => undefined);

adoptLanguageOfAddress(window.location, window.history);

/** The shopper's language, or English (the page's own) when its catalogue cannot be loaded. */
async function firstLanguage(): Promise<Language> {
  const { language } = currentPreferences();
  try {
    await loadCatalogue(language);
    return language;
  } catch (error) {
    if (language === 'en') throw error;
    await loadCatalogue('en');
    return 'en';
  }
}

void firstLanguage().then((language) => {
  createRoot(root).render(
    <StrictMode>
      <ShopApp router={createRouter(routes, createBrowserHistory())} initialLanguage={language} />
    </StrictMode>,
  );
});

// The offline worker (built shop only; `VITE_PWA_DEV=1 pnpm dev` tries it in development), registered
// once the page has loaded, from a chunk of its own.
if ((import.meta.env.PROD || import.meta.env['VITE_PWA_DEV'] === '1') && 'serviceWorker' in navigator) {
  addEventListener('load', () => void import('./offline/register.ts').then(({ registerWorker }) => registerWorker()));
}

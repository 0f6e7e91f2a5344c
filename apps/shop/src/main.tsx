import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api, loadContract } from './api.ts';
import { queryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { ShopApp } from './app/shop-app.tsx';
import { type Language, loadCatalogue } from './i18n/messages.ts';
import {
  adoptLanguageOfAddress,
  adoptPreferences,
  currentPreferences,
  keepPreferencesCookie,
} from './preferences/use-preferences.ts';
import { createBrowserHistory } from './router/history.ts';
import { createRouter } from './router/router.tsx';
import { readPageState } from './server/page-state.ts';
import './shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered carries the data and preferences it was rendered with: the cache starts
// with that data, and the first render is the server's (its page's code and words loaded first), so
// React takes the page over without asking for the data again. Any other page (private pages, the
// offline worker's copy) is rendered here.
const rendered = readPageState(document);
if (rendered?.state.chosen) adoptPreferences(rendered.state.preferences);
adoptLanguageOfAddress(window.location, window.history);
keepPreferencesCookie();

/** The language wanted, or English (the page's own) when its catalogue cannot be loaded. */
async function firstLanguage(language: Language): Promise<Language> {
  try {
    await loadCatalogue(language);
    return language;
  } catch (error) {
    if (language === 'en') throw error;
    await loadCatalogue('en');
    return 'en';
  }
}

if (rendered?.state.hydrate) {
  void import('./server/take-over.tsx').then(({ takeOver }) => takeOver(rendered));
} else {
  // The data layer (contract client, schemas, zod) is a chunk of its own. A page rendered here asks
  // for its data at once: start it now, beside the page's code and the messages (a failed load is
  // retried by the first request). A page the server rendered has its data, and building the
  // schemas is one of its longest tasks on a phone: there the data layer loads with the first request.
  loadContract().catch(() => undefined);
  const router = createRouter(routes, createBrowserHistory(), { queryClient, api });
  void firstLanguage(currentPreferences().language).then((language) => {
    createRoot(root).render(
      <StrictMode>
        <ShopApp router={router} initialLanguage={language} />
      </StrictMode>,
    );
  });
}

// The offline worker (built shop only; `VITE_PWA_DEV=1 pnpm dev` tries it in development), registered
// once the page has loaded, from a chunk of its own. A server-rendered page runs this module after its
// first paint (public/after-paint.js), often after it has loaded.
if ((import.meta.env.PROD || import.meta.env['VITE_PWA_DEV'] === '1') && 'serviceWorker' in navigator) {
  const registerWorker = () => void import('./offline/register.ts').then((offline) => offline.registerWorker());
  if (document.readyState === 'complete') registerWorker();
  else addEventListener('load', registerWorker, { once: true });
}

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { meQuery } from '../account/session.ts';
import { hasSignedInMark } from '../account/signed-in-mark.ts';
import { api } from '../api.ts';
import { queryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import { ShopApp } from '../app/shop-app.tsx';
import { loadCatalogue } from '../i18n/messages.ts';
import { currentPreferences } from '../preferences/use-preferences.ts';
import { createBrowserHistory } from '../router/history.ts';
import { createRouter, currentNavigation } from '../router/router.tsx';
import { beginHydration } from './hydration.ts';
import { dataAsOf, type PageState } from './page-state.ts';
import { ShopDocument } from './shop-document.tsx';

/**
 * Takes over a page the server rendered (a chunk of its own: the page is already on screen, and a
 * client-rendered page never needs it). The cache starts with the data the page was rendered from,
 * so its loaders ask for none of it again; the page's code and words are loaded, then React hydrates
 * the same document the server rendered, in the same preferences.
 */
export async function takeOver({ state, text }: { readonly state: PageState; readonly text: string }): Promise<void> {
  hydrate(queryClient, dataAsOf(state.queries, Date.now()));
  // Rendered for a guest, and signed in since (in another tab while the page loaded): the page is
  // taken over as it was rendered, and then asks who is signed in.
  const me = meQuery(api).queryKey;
  if (queryClient.getQueryData(me) === null && hasSignedInMark()) {
    void queryClient.invalidateQueries({ queryKey: me, refetchType: 'none' });
  }
  const router = {
    ...createRouter(routes, createBrowserHistory(), { queryClient, api }),
    hydrating: true,
  };
  const { preferences, origin } = state;
  await Promise.all([loadCatalogue(preferences.language), currentNavigation(router).code]);
  // The parts below the first screen wait to be hydrated until they come near (`HydrateWhenNear`),
  // unless the shopper's own language is not the page's (kept in the browser, which the request did
  // not carry): the shop turns to it as soon as its words arrive, and a part still waiting then
  // would be hydrated in words that are not the server's. Then every part is hydrated with the
  // page, in the server's words, and turns with it.
  if (currentPreferences().language === preferences.language) beginHydration();
  // In a transition, React hydrates the page in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one task as long as the whole shell (1.4–1.9 s on a phone:
  // docs/PERFORMANCE.md). A press on the page before it is done makes React hydrate the rest at
  // once and then replay the press, so no press is lost.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ShopDocument language={preferences.language} state={text}>
          <ShopApp
            router={router}
            initialLanguage={preferences.language}
            renderedPreferences={preferences}
            origin={origin}
          />
        </ShopDocument>
      </StrictMode>,
    );
  });
}

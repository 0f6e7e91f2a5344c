import { getStoreSettings, type StoreSettings } from '@juicyin/contract';
import { fixtures, mockEndpoint } from '@juicyin/contract/msw';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ApiClient } from '../api.ts';
import { storeSettingsQuery } from '../shell/store-settings.ts';

/** The store settings with these widgets configured (the fixture has none). */
export function storeWithWidgets(widgets: Partial<StoreSettings['widgets']>) {
  return mockEndpoint(getStoreSettings, { ...fixtures.store, widgets: { ...fixtures.store.widgets, ...widgets } });
}

/** A script URL on the story's origin, answered by `scriptHandler`. */
export const storyScriptUrl = (name: string) => new URL(`/widgets/story/${name}.js`, document.baseURI).href;

/** How a story's script answers: a 404, never, or with this script. */
export type ScriptAnswer = 'missing' | 'hang' | { readonly script: string };

/**
 * Answers a story's widget script: each request in turn gets the next answer (the last one
 * repeats). `requests()` counts them.
 */
export function scriptHandler(name: string, answers: readonly ScriptAnswer[]) {
  let count = 0;
  const handler = http.get(`*/widgets/story/${name}.js`, () => {
    const answer = answers[Math.min(count, answers.length - 1)];
    count += 1;
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    if (answer === 'missing' || answer === undefined) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(answer.script, {
      headers: { 'content-type': 'text/javascript', 'cache-control': 'no-store' },
    });
  });
  return { handler, requests: () => count };
}

/** Says when the store settings have arrived (the slot decides on them in the same render). */
export function SettingsArrived({ client }: { readonly client: ApiClient }) {
  const settings = useQuery(storeSettingsQuery(client));
  return settings.data ? <p data-testid="settings-arrived" hidden /> : null;
}

import { type CataloguePart, loadCataloguePart } from '../i18n/messages.ts';

/** A loader's request left to the screen: its failure is the screen's to show (see the routes). */
export const ignore = (): undefined => undefined;

export const notFoundPage = async () => ({
  Component: (await import('../not-found/not-found-page.tsx')).NotFoundPage,
});

/** A page's code and its parts of the messages (see `loadCataloguePart`), loaded together. */
export async function withMessages<T>(parts: CataloguePart | readonly CataloguePart[], page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, ...[parts].flat().map(loadCataloguePart)]);
  return loaded;
}

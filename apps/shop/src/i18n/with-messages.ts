import { type CataloguePart, loadCataloguePart } from './messages.ts';

/**
 * A module's code and its parts of the messages (see `loadCataloguePart`), loaded together: a
 * page's route, or a lazy part of the shell (the footer, the sign-in dialog).
 */
export async function withMessages<T>(parts: CataloguePart | readonly CataloguePart[], code: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([code, ...[parts].flat().map(loadCataloguePart)]);
  return loaded;
}

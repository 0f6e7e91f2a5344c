import { PERSONAL_PREFIX } from './routes.ts';

/**
 * Deletes every signed-in shopper's saved answers (the offline worker's `juicyin-personal-*`
 * caches) from the page: sign-out calls it, so nothing personal stays readable offline even when
 * no worker controls the page. The worker also forgets them when it sees the sign-out request.
 */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PERSONAL_PREFIX)).map((name) => caches.delete(name)));
}

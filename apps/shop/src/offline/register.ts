import { Workbox } from 'workbox-window';
import { setUpdateWaiting } from './update-store.ts';

/**
 * Registers the offline worker (`/sw.js`). A new version installs beside the running one and waits:
 * the shell shows Reload to update, and only when the shopper presses it does the new worker take
 * over (skipWaiting), after which the page reloads once on the new version.
 */
export function registerWorker(url = '/sw.js', reload: () => void = () => location.reload()): Workbox {
  const workbox = new Workbox(url);
  workbox.addEventListener('waiting', () => {
    setUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
  return workbox;
}

/** The English messages of the connection bar and the update prompt, loaded with them after the first paint (see `../../messages.ts`). */
export const offlineEn = {
  'offline.banner.offline': 'You are offline. Pages you have seen still open; ordering needs a connection.',
  'offline.banner.back': 'You are back online.',
  'offline.update.ready': 'A new version of the shop is ready.',
  'offline.update.reload': 'Reload to update',
} as const;

export type OfflineMessageKey = keyof typeof offlineEn;

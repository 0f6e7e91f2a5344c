/** The information pages' English messages (FAQ, contact, terms and the other content pages), loaded with them (see `../../messages.ts`). */
export const infoEn = {
  'info.loading': 'Loading…',
} as const;

export type InfoMessageKey = keyof typeof infoEn;

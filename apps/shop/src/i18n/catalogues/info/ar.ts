/** The same keys as 'en.ts' in Arabic (a test checks). */
import type { InfoMessageKey } from './en.ts';

export const infoAr: Readonly<Record<InfoMessageKey, string>> = {
  'info.loading': 'جارٍ التحميل…',
};

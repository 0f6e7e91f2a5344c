/** The same keys as 'en.ts' in Arabic (a test checks). */
import type { BlogMessageKey } from './en.ts';

export const blogAr: Readonly<Record<BlogMessageKey, string>> = {
  'blog.loading': 'جارٍ التحميل…',
};

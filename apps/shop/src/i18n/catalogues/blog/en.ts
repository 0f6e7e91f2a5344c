/** The blog's English messages (list, post, comments, sharing), loaded with its pages (see `../../messages.ts`). */
export const blogEn = {
  'blog.loading': 'Loading…',
} as const;

export type BlogMessageKey = keyof typeof blogEn;

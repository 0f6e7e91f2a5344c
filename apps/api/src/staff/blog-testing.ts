import type { StaffBlogCreateBody } from '@juicyin/contract';
import type { Browser } from '../testing/server.ts';

export type Answer<T> = T & { error: { code: string; message: string; fields?: Record<string, string> } };

let made = 0;

/** A post's create body, published an hour before `now`, with a slug of its own unless `change` names one. */
export function postBody(now: Date, change: Partial<Exclude<StaffBlogCreateBody, undefined>> = {}) {
  made += 1;
  return {
    slug: `summer-citrus-${Date.now().toString(36)}-${String(made)}`,
    title: { en: 'Summer citrus', ar: 'حمضيات الصيف' },
    excerpt: { en: 'Three juices for hot days.', ar: 'ثلاثة عصائر للأيام الحارة.' },
    body: {
      en: ['Oranges are at their best in June.', 'Press them cold and drink them the same day.'],
      ar: ['البرتقال في أفضل حالاته في يونيو.', 'اعصره على البارد واشربه في اليوم نفسه.'],
    },
    author: 'Noura Al-Harbi',
    publishedAt: new Date(now.getTime() - 60 * 60 * 1000).toISOString(),
    featured: false,
    ofTheWeek: false,
    ...change,
  };
}

/** Staff write a post with the Idempotency-Key `key`. */
export function createPost<T>(staff: Browser, body: Record<string, unknown>, key: string) {
  return staff.json<Answer<T>>('/api/staff/blog-posts', { method: 'POST', body, headers: { 'idempotency-key': key } });
}

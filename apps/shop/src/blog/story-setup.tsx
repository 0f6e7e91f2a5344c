import { type BlogPost, type BlogSummary, listBlogPosts } from '@juicyin/contract';
import { fixtures } from '@juicyin/contract/msw';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';

/**
 * A blog screen's frame: the shop's frame in the story's language at the page's route and address
 * (a story may start elsewhere with the parameter `entry`).
 */
export function blogDecorator(path: string, entry: string): Decorator {
  return (Story, { globals, parameters }) => (
    <ShopFrame
      language={storyLanguage(globals)}
      path={path}
      initialEntry={typeof parameters['entry'] === 'string' ? parameters['entry'] : entry}
    >
      <Story />
    </ShopFrame>
  );
}

import { say } from '../testing/say.ts';

export { say };

const first = fixtures.blogList.items[0] as BlogSummary;

/**
 * `count` posts, newest first, a day apart from the fixtures' newest: the first is featured, the
 * fourth and fifth are the posts of the week.
 */
export function storyPosts(count: number): BlogSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const base: BlogSummary = fixtures.blogList.items[index % fixtures.blogList.items.length] ?? first;
    return {
      ...base,
      slug: `story-post-${number}`,
      title: { en: `${base.title.en} (${number})`, ar: `${base.title.ar} (${number})` },
      publishedAt: new Date(Date.parse(first.publishedAt) - index * 86_400_000).toISOString(),
      featured: index === 0,
      ofTheWeek: index === 3 || index === 4,
      commentCount: index % 3,
    };
  });
}

/** `listBlogPosts` over `posts`, paged as the API pages them (the query's `page` and `pageSize`). */
export function blogListHandler(posts: readonly BlogSummary[]): HttpHandler {
  return http.get(listBlogPosts.path.replace(/^\/api/, '*/api'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '24');
    const items = posts.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json(listBlogPosts.response.parse({ items, page, pageSize, total: posts.length }));
  });
}

/** The fixtures' post with three comments, one written as markup (to be shown as text). */
export const commentedPost: BlogPost = {
  ...fixtures.blogPost,
  commentCount: 3,
  comments: [
    ...fixtures.blogPost.comments,
    {
      id: '5b0c1d2e-3f40-4a51-8b62-7c8d9e0f1a2b',
      author: 'Omar K.',
      body: '<b>hi</b> <img src=x onerror=alert(1)>',
      createdAt: '2026-11-21T18:00:00.000Z',
    },
    {
      id: '6c1d2e3f-4051-4b62-9c73-8d9e0f1a2b3c',
      author: 'Lama S.',
      body: 'Ordered the refill.\nSecond line.',
      createdAt: '2026-11-22T08:00:00.000Z',
    },
  ],
};

/** The posts' pictures (the API draws them; in a story a plain one stands in). */
export const blogImages: HttpHandler = http.get(
  '*/api/images/blog/*',
  () =>
    new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#fff4e6"/><circle cx="110" cy="45" r="28" fill="#f59e0b"/></svg>',
      { headers: { 'content-type': 'image/svg+xml' } },
    ),
);

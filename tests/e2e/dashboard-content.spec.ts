// The dashboard's content screens on the real server (issue 21): staff hide a shopper's comment
// from /dashboard/comments, and the post no longer shows it (nor counts it) once the shopper
// reloads it — the post's cached answer and server-rendered page are dropped at once. The comment
// is new each run, on a post no other journey comments on, so nothing else sees it.
import { blogCommentSchema, buildPath, getBlogPost, listBlogPosts, postBlogComment } from '@juicyin/contract';
import { blogPostPath, pathTo } from '@juicyin/contract/paths';
import { expect } from '@playwright/test';
import { useLanguage } from './checkout-steps.ts';
import { registerShopper } from './orders/place-order.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { staffBrowserPage } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

test('staff hide a comment from the dashboard: the post no longer shows it, and counts one comment fewer (en)', async ({
  page,
  browser,
}) => {
  // Two browsers and a registration: the slow ceiling, as the other long journeys.
  test.slow();
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);
  await useLanguage(page, 'en');
  await page.goto(pathTo('home'));
  const shopper = await registerShopper(page.request, { firstName: 'Hessa' });
  const list = listBlogPosts.response.parse(await (await page.request.get(listBlogPosts.path, { headers })).json());
  // The last post: blog.spec.ts comments on the featured one.
  const post = list.items.at(-1);
  if (!post) throw new Error('The blog has no post');
  const text = `Spam, spam and spam (${String(Date.now())})`;
  const posted = await page.request.post(buildPath(postBlogComment.path, { slug: post.slug }), {
    headers,
    data: { body: text },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  blogCommentSchema.parse(await posted.json());

  const before = getBlogPost.response.parse(
    await (await page.request.get(buildPath(getBlogPost.path, { slug: post.slug }), { headers })).json(),
  );
  const countBefore = before.comments.length;

  await page.goto(blogPostPath(post.slug));
  const main = page.getByRole('main');
  const comments = main.getByRole('region', { name: say('blog.comments.count', { count: countBefore }) });
  await expect(comments.getByRole('listitem').filter({ hasText: text })).toBeVisible();

  // Staff find it first in the list (newest first) and hide it.
  const staff = await staffBrowserPage(browser);
  await staff.page.goto(pathTo('dashboardComments'));
  const screen = staff.page.getByRole('main');
  await expect(screen.getByRole('heading', { level: 1, name: say('dashboard.comments.heading') })).toBeVisible();
  const table = screen.getByRole('table', { name: say('dashboard.comments.caption') });
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(shopper.email);
  await expect(row).toContainText(post.title.en);
  const name = `${shopper.firstName} Al-Harbi`;
  await row.getByRole('button', { name: say('dashboard.comments.hideLabel', { name }) }).click();
  await expect(
    screen.getByRole('status').filter({ hasText: say('dashboard.comments.hidden', { name }) }),
  ).toBeVisible();
  await expect(row).toContainText(say('dashboard.comments.state.hidden'));
  await expect(row.getByRole('button', { name: say('dashboard.comments.showLabel', { name }) })).toBeVisible();
  await staff.context.close();

  // The shopper reloads the post: the comment is gone, and the heading counts one fewer.
  await page.reload();
  const after = main.getByRole('region', { name: say('blog.comments.count', { count: countBefore - 1 }) });
  await expect(after).toBeVisible();
  await expect(main.getByText(text)).toHaveCount(0);
});

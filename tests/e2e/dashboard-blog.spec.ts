// The dashboard's blog on the real server (issue 21): staff write a post in English and Arabic and
// publish it (dated three days ago, so it is neither the newest post nor the oldest one other
// journeys pick) and upload its picture, described in both languages; a shopper finds it in the blog
// list and opens it in English and in Arabic, its picture the upload with the alt text in that language. Staff
// then schedule another post for tomorrow: it is in no list and its page is not found. Both are put
// back to drafts at the end, which shoppers never see.
import {
  buildPath,
  deleteStaffBlogPicture,
  getBlogPost,
  getStaffBlogPost,
  listBlogPosts,
  type StaffBlogPost,
  updateStaffBlogPost,
} from '@juicyin/contract';
import { blogPostPath, pathTo, routePaths, withQuery } from '@juicyin/contract/paths';
import { expect, type Locator, type Page } from '@playwright/test';
import { useLanguage } from './checkout-steps.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };
const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
  shopText('en', key, values);

/** The Riyadh day (`2026-11-24`) `days` days from now (Riyadh keeps +03:00 all year). */
const riyadhDay = (days: number) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Types a date into a react-aria date field by its segments (their order follows the language). */
async function typeDate(field: Locator, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  for (const [type, value] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    await field.locator(`[data-type="${type}"]`).click();
    await field.page().keyboard.type(value ?? '');
  }
}

interface Post {
  readonly slug: string;
  readonly title: { readonly en: string; readonly ar: string };
  readonly paragraph: { readonly en: string; readonly ar: string };
}

/** Writes a post on /dashboard/blog/new, published from `day` at 09:00 Riyadh time; waits for its editor. */
async function writePost(page: Page, post: Post, day: string): Promise<void> {
  await page.goto(pathTo('dashboardBlog'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: say('dashboard.blog.heading') })).toBeVisible();
  await main.getByRole('link', { name: say('dashboard.blog.new') }).click();
  await expect(page).toHaveURL(pathTo('dashboardBlogNew'));
  const field = (key: Parameters<typeof shopText>[1]) => main.getByRole('textbox', { name: say(key) });
  await field('dashboard.blogPost.field.slug').fill(post.slug);
  await field('dashboard.blogPost.field.author').fill('Noura Al-Harbi');
  await field('dashboard.blogPost.field.title.en').fill(post.title.en);
  await field('dashboard.blogPost.field.title.ar').fill(post.title.ar);
  await field('dashboard.blogPost.field.excerpt.en').fill(`${post.title.en}, in short.`);
  await field('dashboard.blogPost.field.excerpt.ar').fill(`${post.title.ar} باختصار.`);
  await field('dashboard.blogPost.field.body.en').fill(`${post.paragraph.en}\n\nPress it **cold**.`);
  await field('dashboard.blogPost.field.body.ar').fill(`${post.paragraph.ar}\n\nاعصره على **البارد**.`);
  // Chosen by its words, as staff do: a forced press on the radio's hidden input (pressed at that 1 px
  // input's place, which nothing visible covers for sure) was done and chose nothing, in en and in ar.
  await main.getByText(say('dashboard.blogPost.field.publishAt'), { exact: true }).click();
  await expect(main.getByRole('radio', { name: say('dashboard.blogPost.field.publishAt') })).toBeChecked();
  await typeDate(main.getByRole('group', { name: say('dashboard.blogPost.field.day') }), day);
  await field('dashboard.blogPost.field.time').fill('09:00');
  await main.getByRole('button', { name: say('dashboard.blogPost.create') }).click();
  await expect(page).toHaveURL(buildPath(routePaths.dashboardBlogPost, { slug: post.slug }));
}

test('staff write a post in English and Arabic and publish it: a shopper reads it in both; one scheduled for tomorrow is not listed', async ({
  page,
  browser,
  serverURL,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const published: Post = {
    slug: `citrus-season-${run}`,
    title: { en: `Citrus season ${run}`, ar: `موسم الحمضيات ${run}` },
    paragraph: { en: 'Oranges from Najran are sweet this month.', ar: 'برتقال نجران حلو هذا الشهر.' },
  };
  const scheduled: Post = {
    slug: `mango-week-${run}`,
    title: { en: `Mango week ${run}`, ar: `أسبوع المانجو ${run}` },
    paragraph: { en: 'Mangoes arrive tomorrow.', ar: 'يصل المانجو غداً.' },
  };
  const alt = { en: `Oranges from Najran ${run}`, ar: `برتقال من نجران ${run}` };
  const api = await signInAsStaff(serverURL);
  try {
    const staff = await staffBrowserPage(browser);
    await useLanguage(staff.page, 'en');
    await writePost(staff.page, published, riyadhDay(-3));
    await expect(
      staff.page.getByRole('main').getByText(say('dashboard.blog.status.published'), { exact: true }),
    ).toBeVisible();

    // Staff upload its picture (a real JPEG: a screenshot of the editor), chosen through the field's button.
    const jpeg = await staff.page.screenshot({ type: 'jpeg', quality: 80 });
    const picture = staff.page.getByRole('region', { name: say('dashboard.blogPost.picture.heading') });
    await expect(picture.getByText(say('dashboard.blogPost.picture.drawn'))).toBeVisible();
    const form = picture.getByRole('form', { name: say('dashboard.blogPost.picture.upload') });
    const picker = staff.page.waitForEvent('filechooser');
    await form
      .getByRole('group', { name: say('dashboard.images.file') })
      .getByRole('button')
      .click();
    await (await picker).setFiles({ name: 'oranges.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(form.getByText('oranges.jpg')).toBeVisible();
    await form.getByRole('textbox', { name: say('dashboard.images.altEn') }).fill(alt.en);
    await form.getByRole('textbox', { name: say('dashboard.images.altAr') }).fill(alt.ar);
    await form.getByRole('button', { name: say('dashboard.images.upload') }).click();
    await expect(
      staff.page.getByRole('status').filter({ hasText: say('dashboard.blogPost.picture.uploaded') }),
    ).toBeVisible();
    await expect(picture.getByRole('img', { name: alt.en, exact: true })).toBeVisible();

    // A shopper finds it in the blog's list and opens it, in English and in Arabic.
    await useLanguage(page, 'en');
    for (const language of ['en', 'ar'] as const) {
      // The address's language parameter switches the shop's language (as a search engine's link does).
      await page.goto(withQuery(pathTo('blog'), { lang: language }));
      const main = page.getByRole('main');
      await main.getByRole('link', { name: published.title[language] }).first().click();
      await expect(page).toHaveURL(blogPostPath(published.slug));
      await expect(main.getByRole('heading', { level: 1, name: published.title[language] })).toBeVisible();
      await expect(main.getByText(published.paragraph[language])).toBeVisible();
      // The text's Markdown is rendered: **cold** is bold.
      await expect(main.locator('strong', { hasText: { en: 'cold', ar: 'البارد' }[language] })).toBeVisible();
      // The uploaded picture (not the drawn one), with staff's alt text in the page's language.
      const image = main.getByRole('img', { name: alt[language], exact: true });
      await expect(image).toHaveAttribute('src', /^\/api\/images\/uploads\/[0-9a-f]{32}-large\.jpg$/);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }

    // Scheduled for tomorrow: listed for staff as scheduled, for shoppers nowhere.
    await writePost(staff.page, scheduled, riyadhDay(1));
    await expect(
      staff.page.getByRole('main').getByText(say('dashboard.blog.status.scheduled'), { exact: true }),
    ).toBeVisible();
    await staff.page.goto(pathTo('dashboardBlog'));
    const row = staff.page.getByRole('row').filter({ hasText: scheduled.title.en });
    await expect(row.getByText(say('dashboard.blog.status.scheduled'), { exact: true })).toBeVisible();
    await staff.context.close();

    await page.goto(withQuery(pathTo('blog'), { lang: 'en' }));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: published.title.en }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: scheduled.title.en })).toHaveCount(0);
    const list = listBlogPosts.response.parse(
      await (await page.request.get(`${listBlogPosts.path}?pageSize=60`, { headers })).json(),
    );
    expect(list.items.map((post) => post.slug)).not.toContain(scheduled.slug);
    const hidden = await page.request.get(buildPath(getBlogPost.path, { slug: scheduled.slug }), { headers });
    expect(hidden.status()).toBe(404);
  } finally {
    // Both back to drafts, which shoppers never see.
    const removed = await api.delete(buildPath(deleteStaffBlogPicture.path, { slug: published.slug }));
    expect([200, 404], await removed.text()).toContain(removed.status());
    for (const post of [published, scheduled]) {
      const opened = await api.get(buildPath(getStaffBlogPost.path, { slug: post.slug }));
      if (opened.status() !== 200) continue;
      const { version, title, excerpt, body, author, featured, ofTheWeek } = (await opened.json()) as StaffBlogPost;
      const drafted = await api.put(buildPath(updateStaffBlogPost.path, { slug: post.slug }), {
        data: { version, title, excerpt, body, author, publishedAt: null, featured, ofTheWeek },
      });
      expect(drafted.status(), await drafted.text()).toBe(200);
    }
    await api.dispose();
  }
});

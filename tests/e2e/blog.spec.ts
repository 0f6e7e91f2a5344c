// The blog (issue 18): from the footer's READ ALL to the list, a post opened from it, a share link
// used (a new tab at the network's share page, closed again; the count goes up by one, from the
// server's answer), a visitor signing in from 'Sign in to comment' and posting a comment written as
// markup, shown as text; in English and in Arabic.
import { buildPath, getBlogPost, listBlogPosts } from '@juicyin/contract';
import { blogPostPath, pathTo } from '@juicyin/contract/paths';
import { type Browser, expect } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage } from './checkout-steps.ts';
import { registerShopper, type Shopper } from './orders/place-order.ts';
import { type Language, shopText } from './shop-words.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

/** The kit's words this journey uses: the footer's READ ALL and the sign-in dialog's (packages/ui). */
const kitWords = {
  en: { readAll: 'READ ALL', title: 'Welcome to Juicyin', email: 'E-mail', password: 'Password', logIn: 'Log In' },
  ar: {
    readAll: 'اقرأ الكل',
    title: 'مرحباً بك في جوسي إن',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'دخول',
  },
} as const;

/** A shopper registered in a browser context of their own, so this page is still a visitor's. */
async function shopperElsewhere(browser: Browser, firstName: string): Promise<Shopper> {
  const other = await browser.newContext();
  const page = await other.newPage();
  await page.goto(pathTo('home'));
  const shopper = await registerShopper(page.request, { firstName });
  await other.close();
  return shopper;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`the blog in ${language}: READ ALL, a post, a share counted, a visitor signs in and comments (shown as text)`, async ({
    page,
    browser,
    serverURL,
  }) => {
    const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
      shopText(language, key, values);
    await useLanguage(page, language);
    // The networks' share pages are not reached from the test machine: the new tab gets a stand-in.
    await page
      .context()
      .route(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com|wa\.me|t\.me)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', body: 'share page' }),
      );

    const list = listBlogPosts.response.parse(await (await page.request.get(listBlogPosts.path, { headers })).json());
    const lead = list.items.find((post) => post.featured) ?? list.items[0];
    if (!lead) throw new Error('The blog has no post');

    await page.goto(pathTo('home'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: kitWords[language].readAll }).click();
    await expect(page).toHaveURL(pathTo('blog'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: say('blog.title') })).toBeVisible();

    await main
      .getByRole('region', { name: say('blog.list.featured') })
      .getByRole('link', { name: lead.title[language] })
      .click();
    await expect(page).toHaveURL(blogPostPath(lead.slug));
    await expect(main.getByRole('heading', { level: 1, name: lead.title[language] })).toBeVisible();

    // Share on Facebook: the post's absolute address in a new tab; the count box shows one more.
    const before = getBlogPost.response.parse(
      await (await page.request.get(buildPath(getBlogPost.path, { slug: lead.slug }), { headers })).json(),
    );
    const share = main.getByRole('region', { name: say('blog.share.title') });
    const facebook = share.getByRole('link', { name: say('blog.share.facebook') });
    const facebookItem = share
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: say('blog.share.facebook') }) });
    const address = `${serverURL}${blogPostPath(lead.slug)}`;
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
    );
    await expect(facebookItem).toContainText(say('blog.share.count', { count: before.shares.facebook }));
    const popup = page.waitForEvent('popup');
    const counted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/${lead.slug}/shares`),
    );
    await facebook.click();
    const tab = await popup;
    expect(tab.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    await tab.close();
    expect((await counted).status()).toBe(200);
    await expect(facebookItem).toContainText(say('blog.share.count', { count: before.shares.facebook + 1 }));

    // A visitor: Sign in to comment opens the sign-in dialog; once signed in, the form is there.
    const shopper = await shopperElsewhere(browser, 'Reem');
    const comments = main.getByRole('region', { name: say('blog.comments.count', { count: before.comments.length }) });
    await comments.getByRole('button', { name: say('blog.comments.signIn') }).click();
    const words = kitWords[language];
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: new RegExp(words.email) }).fill(shopper.email);
    await dialog.getByLabel(new RegExp(`^${words.password}`)).fill(shopper.password);
    await dialog.getByRole('button', { name: words.logIn }).click();
    await expect(dialog).toBeHidden();

    const text = `<b>hi</b> (${language} ${Date.now()})`;
    const field = comments.getByRole('textbox', { name: new RegExp(say('blog.comments.label')) });
    await field.fill(text);
    await comments.getByRole('button', { name: say('blog.comments.submit') }).click();
    // The heading counts the new comment: the section's name is now one more.
    const after = main.getByRole('region', {
      name: say('blog.comments.count', { count: before.comments.length + 1 }),
    });
    await expect(after.getByRole('status')).toHaveText(say('blog.comments.sent'));
    await expect(after.getByRole('textbox', { name: new RegExp(say('blog.comments.label')) })).toHaveValue('');
    const posted = after.getByRole('listitem').filter({ hasText: text });
    await expect(posted).toBeVisible();
    await expect(posted).toContainText(`${shopper.firstName} A.`);
    await expect(after.locator('b')).toHaveCount(0);

    // Still there, as text, after a reload (the server kept it).
    await page.reload();
    await expect(main.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(main.locator('.shop-blog-comments b')).toHaveCount(0);
  });
}

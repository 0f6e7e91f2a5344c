// Server-rendered pages (issue 19): what a crawler, a link preview or a browser without JavaScript
// gets from the first byte, and a browser with JavaScript taking the page over as it is.
import {
  buildPath,
  createReview,
  type listBlogPosts,
  type ProductDetail,
  type ProductList,
  type ResponseOf,
} from '@juicyin/contract';
import { halalas, sarText } from '../../packages/domain/src/index.ts';
import { blogPostPath, homePath, pathTo, productPath } from '@juicyin/contract/paths';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { placeOrderThroughApi, registerShopper, type Shopper } from './orders/place-order.ts';
import { deliverOrder, signInAsStaff } from './staff.ts';
import { shopText } from './shop-words.ts';

const json = { accept: 'application/json' };

async function firstProducts(page: Page): Promise<ProductList['items']> {
  const answer = await page.request.get('/api/products?category=fruit-juice&pageSize=2', { headers: json });
  return ((await answer.json()) as ProductList).items;
}

/** Follows home's Fruit Juice tile to its listing. */
async function followFruitJuiceTile(page: Page): Promise<void> {
  const tile = page
    .getByRole('main')
    .getByRole('link', { name: shopText('en', 'category.fruit-juice') })
    .first();
  const listing = (await tile.getAttribute('href')) ?? '';
  await tile.click();
  await expect(page).toHaveURL(listing);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a listing, a product and a blog post show their content, and their links lead on', async ({ page }) => {
    const [product] = await firstProducts(page);
    const posts = (await (await page.request.get('/api/blog?pageSize=1', { headers: json })).json()) as ResponseOf<
      typeof listBlogPosts
    >;
    const [post] = posts.items;
    if (!product || !post) throw new Error('The seeded shop has no fruit juice or no blog post');

    await page.goto(homePath());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopText('en', 'home.title'));
    // A link of the server's page, followed as a browser without JavaScript follows it.
    await followFruitJuiceTile(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: product.name.en }).first().click();
    await expect(page).toHaveURL(productPath(product.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.en);
    await expect(page).toHaveTitle(`${product.name.en} — Juicyin`);

    await page.goto(blogPostPath(post.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title.en);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: shopText('en', 'shell.footer.faq') })
      .click();
    await expect(page).toHaveURL(pathTo('faq'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopText('en', 'faq.title'));
  });

  test('the Arabic cookie gives a right-to-left page in Arabic from the first byte, styled whole on a phone', async ({
    page,
    context,
    serverURL,
  }) => {
    await context.addCookies([{ name: 'juicyin-preferences', value: 'ar.SAR.SA', url: serverURL }]);
    const answer = await page.request.get(pathTo('special'));
    expect((await answer.text()).startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    await page.goto(pathTo('special'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopText('ar', 'listing.title.special'));
    // Every page's styles come with the page (not with its code): nothing is wider than the phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const [product] = await firstProducts(page);
    await page.goto(productPath(product?.slug ?? ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product?.name.ar ?? '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a product link’s preview, as a crawler fetches the page: Open Graph tags and a JSON-LD Product priced as the catalogue', async ({
  page,
  serverURL,
}) => {
  const [listed] = await firstProducts(page);
  if (!listed) throw new Error('The seeded shop has no fruit juice');
  const product = (await (
    await page.request.get(`/api/products/${listed.slug}`, { headers: json })
  ).json()) as ProductDetail;
  // No JavaScript, no cookie: the HTML as WhatsApp's or X's crawler gets it.
  const html = await (await page.request.get(productPath(product.slug), { headers: { cookie: '' } })).text();
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(meta('og:title')).toBe(`${product.name.en} — Juicyin`);
  expect(meta('og:type')).toBe('product');
  // A picture the previews can show (they show no SVG): the product's, as PNG.
  expect(meta('og:image')).toMatch(new RegExp(`^${serverURL}/api/images/products/${product.slug}/[\\w-]+\\.png$`));
  const picture = await page.request.get(meta('og:image') ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const price = sarText(halalas(product.defaultVariant.price));
  expect(meta('product:price:amount')).toBe(price);
  expect(meta('product:price:currency')).toBe('SAR');
  const documents = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text = '']) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceCurrency: string } },
  );
  const described = documents.find((document) => document['@type'] === 'Product');
  expect(described?.offers).toMatchObject({ price, priceCurrency: 'SAR' });
});

test('an address with no page, and a product that does not exist, answer 404 with the not-found page', async ({
  page,
}) => {
  for (const address of ['/no/such/juice', productPath('no-such-juice')]) {
    const answer = await page.request.get(address);
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
  }
  await page.goto(productPath('no-such-juice'));
  await expect(page.getByRole('alert')).toHaveText(shopText('en', 'product.notFound.title'));
});

test.describe('with JavaScript', () => {
  // The offline worker is allowed: it is part of the page a shopper gets, and blocking it makes its
  // registration throw.
  test.use({ serviceWorkers: 'allow' });

  test('a listing is taken over as it is: no console error or warning, no second request for its data', async ({
    page,
  }) => {
    const [product] = await firstProducts(page);
    if (!product) throw new Error('The seeded shop has no fruit juice');
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    page.on('pageerror', (error) => said.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/')) asked.push(url.pathname);
    });

    await page.goto(pathTo('fruit-juice'));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: product.name.en }).first()).toBeVisible();
    // Taken over: the header's language switch works, and the page turns Arabic in place.
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopText('ar', 'category.fruit-juice'));
    await expect(main.getByRole('link', { name: product.name.ar }).first()).toBeVisible();
    expect(asked.filter((path) => path.startsWith('/api/products'))).toEqual([]);
    expect(said).toEqual([]);

    // The choice went into the cookie: the next page is Arabic from the server.
    const next = await page.request.get(homePath());
    expect((await next.text()).startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
  });

  test('a guest’s page is taken over without asking who is signed in or building the API’s schemas; they load with its first request', async ({
    page,
  }) => {
    const scripts = new Set<string>();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.serviceWorker()) return; // the offline worker keeps every chunk for later
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/')) asked.push(url.pathname);
    });
    // The data layer's chunk is the one with zod's schema classes.
    const loadedSchemas = async () => {
      const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
      return bodies.some((body) => body.includes('ZodObject'));
    };

    await page.goto(homePath());
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    expect(await loadedSchemas()).toBe(false);
    expect(asked).toEqual([]);

    // The first request: a listing opened from home asks for its products, through the data layer.
    await followFruitJuiceTile(page);
    // Its count of products: the listing's answer has arrived.
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ products?$/ })).toBeVisible();
    expect(asked).toContain('/api/products');
    expect(await loadedSchemas()).toBe(true);
  });

  test('a page rendered for a guest, opened by a shopper who signed in while it was on its way, shows the shopper once taken over', async ({
    page,
  }) => {
    // The page is asked for by a guest; the shopper signs in (in another tab) before it arrives, so
    // the browser has the signed-in mark by the time the page runs.
    let signedIn: Promise<Shopper> | undefined;
    let served = '';
    await page.route(homePath(), async (route) => {
      const response = await route.fetch();
      served = await response.text();
      signedIn = registerShopper(page.request);
      await signedIn;
      await route.fulfill({ response });
    });
    await page.goto(homePath());
    expect(served).toContain('"queryKey":["account","me"]');
    const shopper = await (signedIn ?? Promise.reject(new Error('The page was not asked for')));
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expect(page.getByRole('button', { name: `Account of ${shopper.firstName}` })).toBeVisible();
  });

  test('home hydrates its product cards as they come near: on a phone that is never idle, a card far below stays the server’s until scrolled to, then works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Cards are also hydrated when the browser is idle; this phone never is.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    await page.goto(homePath());
    const main = page.getByRole('main');
    // The last section's last card, far below a phone's first screen.
    const card = main.locator('.shop-home__sections li').last();
    const heart = card.getByRole('button', { name: /wishlist/i });
    await expect(heart).toBeAttached();
    // React's own properties on an element are the sign that React has taken it over.
    const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const hydrated = () => heart.evaluate(taken);
    // The first screen is React's (the header's Menu), the card far below is not yet.
    expect(await page.getByRole('banner').getByRole('button').first().evaluate(taken)).toBe(true);
    expect(await hydrated()).toBe(false);

    await heart.scrollIntoViewIfNeeded();
    await expect.poll(hydrated).toBe(true);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(said).toEqual([]);
  });

  test('a shopper whose Arabic is kept only in the browser gets the English page turned Arabic whole: no hydration error, cards far below in Arabic too, and the cookie for the next page', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A choice made before the preference cookie existed: in localStorage only, so the server
    // renders English. This phone is never idle, so the cards far below still wait to be
    // hydrated when the Arabic words arrive.
    await page.addInitScript(() => {
      localStorage.setItem('juicyin.preferences', JSON.stringify({ language: 'ar', currency: 'SAR', country: 'SA' }));
      window.requestIdleCallback = () => 0;
    });
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    page.on('pageerror', (error) => said.push(error.message));

    await page.goto(homePath());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByRole('main').locator('.shop-home__sections li').last();
    const heart = card.getByRole('button', { name: /قائمة الأمنيات/ });
    await heart.scrollIntoViewIfNeeded();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(said).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'juicyin-preferences')?.value).toBe('ar.SAR.SA');
  });

  test('taking a page over and pressing a button add no stylesheet: a new one would make the browser lay the whole page out again', async ({
    page,
  }) => {
    const served = await (await page.request.get(homePath())).text();
    const stylesheets = 'style, link[rel="stylesheet"]';
    await page.goto(homePath());
    const inServedPage = await page.evaluate(
      ([html, selector]) => new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector).length,
      [served, stylesheets] as const,
    );
    // react-aria's press rule (touch-action on pressable elements) comes with the page.
    await expect(page.locator('style#react-aria-pressable-style')).toHaveCount(1);

    const heart = page
      .getByRole('main')
      .locator('.shop-home__sections li')
      .first()
      .getByRole('button', {
        name: /wishlist/i,
      });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await page.locator(stylesheets).count()).toBe(inServedPage);
  });
});

test('a phone lays out only the product cards near the viewport: one far below is skipped until scrolled to, then shown whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(homePath());
  const cards = page.locator('.shop-near');
  // With `contentVisibilityAuto`, an element the browser skips the rendering of is not visible.
  const laidOut = (index: number) =>
    cards
      .nth(index)
      .getByRole('link')
      .first()
      .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
  await expect(cards.first()).toBeVisible();
  const last = (await cards.count()) - 1;
  expect(last).toBeGreaterThan(8);
  await expect.poll(() => laidOut(last)).toBe(false);
  await cards.nth(last).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(last)).toBe(true);
  await expect(cards.nth(last).getByRole('link').first()).toBeInViewport();
});

test('a page kept since long ago is taken over with its own data: nothing it shows is asked for again', async ({
  page,
}) => {
  const [product] = await firstProducts(page);
  if (!product) throw new Error('The seeded shop has no fruit juice');
  // The browser's clock runs ten minutes ahead of the server's: each page arrives as if the server
  // had kept it since ten minutes ago, well past the data cache's stale time (30 s).
  await page.addInitScript(() => {
    const serverNow = Date.now.bind(Date);
    Date.now = () => serverNow() + 10 * 60_000;
  });
  // Data the page asks the API for. Not the pictures, nor the reviews widget's script (the journeys'
  // server configures one): the parts below the first screen are taken over when the browser is
  // idle, which on a loaded machine comes before the check, and the widget then loads its script.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const data = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (data && url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  for (const path of [homePath(), productPath(product.slug)]) {
    // A copy rendered now, then served again: the one a later shopper gets.
    await page.request.get(path);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Requests leave in order: once one made after the page was taken over is seen, so is any the
    // page made while it was taken over.
    const marker = page.waitForRequest((request) => request.url().endsWith('/robots.txt?taken-over'));
    await page.evaluate(() => fetch('/robots.txt?taken-over'));
    await marker;
    expect(asked, path).toEqual([]);
  }
});

test('a rendered page is served again until the catalogue changes: a new review’s rating is in the next copy', async ({
  page,
  serverURL,
}) => {
  await registerShopper(page.request, { firstName: 'Rater' });
  const { number, order } = await placeOrderThroughApi(page.request, { lineCount: 1 });
  const staff = await signInAsStaff(serverURL);
  await deliverOrder(staff, number);
  await staff.dispose();
  const slug = order.lines[0]?.slug ?? '';
  const reviewCount = async () => {
    const answer = await page.request.get(productPath(slug), { headers: { cookie: '' } });
    const html = await answer.text();
    const described = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, text = '']) => JSON.parse(text) as { '@type': string; aggregateRating?: { reviewCount: number } })
      .find((document) => document['@type'] === 'Product');
    return { etag: answer.headers()['etag'], count: described?.aggregateRating?.reviewCount ?? 0 };
  };
  const before = await reviewCount();
  // The same copy (the server keeps it) while nothing changed.
  expect(await reviewCount()).toEqual(before);

  const review = await page.request.post(buildPath(createReview.path, { slug }), {
    headers: { ...json, 'x-juicyin-client': '1' },
    data: { rating: 5, text: 'Served cold, as promised.' },
  });
  expect(review.status(), await review.text()).toBe(201);
  const after = await reviewCount();
  expect(after.count).toBe(before.count + 1);
  expect(after.etag).not.toBe(before.etag);
});

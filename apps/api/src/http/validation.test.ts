import { endpoints } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

type Case = readonly [
  name: string,
  request: { path?: string; body?: unknown; headers?: Record<string, string> },
  field: string,
];

interface Row {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly cases: readonly Case[];
}

const long = (n: number) => 'x'.repeat(n);
const uuid = '00000000-0000-4000-8000-000000000000';
const address = {
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  mobile: '0551234567',
  postalCode: '12271',
  buildingNumber: '7235',
  additionalNumber: '2121',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  city: 'Riyadh',
  region: 'Riyadh',
  type: 'home',
};
const register = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.com',
  password: 'cold-pressed-77',
  acceptTerms: true,
};
const token = 'a'.repeat(43);
const loyaltyWindow = {
  kind: 'bonus-points',
  name: { en: 'Double points', ar: 'نقاط مضاعفة' },
  tier: 'gold',
  startDate: '2031-03-01',
  endDate: '2031-03-02',
};

const blogPost = {
  slug: 'summer-citrus',
  title: { en: 'Summer citrus', ar: 'حمضيات الصيف' },
  excerpt: { en: 'Oranges in July.', ar: 'برتقال في يوليو.' },
  body: { en: ['Press it **cold**.'], ar: ['اعصره على البارد.'] },
  author: 'Noura Al-Harbi',
  publishedAt: null,
  featured: false,
  ofTheWeek: false,
};

const coupon = {
  code: 'VALID10',
  kind: 'percent',
  value: 10,
  minSubTotal: 0,
  validFrom: null,
  validUntil: null,
  totalLimit: null,
  perShopperLimit: null,
  tier: null,
  description: { en: '10 % off', ar: 'خصم ١٠٪' },
};

/** A product's details and a new variant as the dashboard sends them. */
const productDetails = {
  name: { en: 'Kiwi Juice', ar: 'عصير كيوي' },
  description: { en: 'Kiwi.', ar: 'كيوي.' },
  highlights: [],
  category: 'fruit-juice',
  flavour: { key: 'kiwi', en: 'Kiwi', ar: 'كيوي' },
  seasons: [],
  refillPrice: null,
};
const newVariant = { sku: 'KIWI-R-1L', material: 'regular', size: '1-ltr', price: 1400, oldPrice: null, stock: 3 };
const product = { slug: 'kiwi-juice', ...productDetails, variants: [newVariant] };

/** Per endpoint taking input: wrong types, missing fields, oversize strings, unknown fields. */
const table: readonly Row[] = [
  {
    id: 'listProducts',
    method: 'GET',
    path: '/api/products',
    cases: [
      ['wrong type', { path: '/api/products?page=first' }, 'query.page'],
      ['out of range', { path: '/api/products?pageSize=500' }, 'query.pageSize'],
      ['unknown value', { path: '/api/products?category=soup' }, 'query.category'],
      ['oversize search', { path: `/api/products?q=${long(101)}` }, 'query.q'],
      ['unknown field', { path: '/api/products?colour=red' }, 'query.colour'],
    ],
  },
  {
    id: 'getProduct',
    method: 'GET',
    path: '/api/products/:slug',
    cases: [
      ['malformed slug', { path: '/api/products/Orange%20Juice' }, 'params.slug'],
      ['oversize slug', { path: `/api/products/${long(121)}` }, 'params.slug'],
      ['unknown query field', { path: '/api/products/fresh-orange-juice?x=1' }, 'query.x'],
    ],
  },
  {
    id: 'listSimilarProducts',
    method: 'GET',
    path: '/api/products/:slug/similar',
    cases: [['malformed slug', { path: '/api/products/UPPER/similar' }, 'params.slug']],
  },
  {
    id: 'listAlsoBought',
    method: 'GET',
    path: '/api/products/:slug/also-bought',
    cases: [['malformed slug', { path: '/api/products/a_b/also-bought' }, 'params.slug']],
  },
  {
    id: 'getHomeSections',
    method: 'GET',
    path: '/api/home',
    cases: [['unknown field', { path: '/api/home?x=1' }, 'query.x']],
  },
  {
    id: 'register',
    method: 'POST',
    path: '/api/auth/register',
    cases: [
      ['wrong type', { body: { ...register, firstName: 7 } }, 'firstName'],
      ['missing field', { body: { ...register, acceptTerms: undefined } }, 'acceptTerms'],
      ['terms refused', { body: { ...register, acceptTerms: false } }, 'acceptTerms'],
      ['oversize name', { body: { ...register, lastName: long(61) } }, 'lastName'],
      ['not an e-mail', { body: { ...register, email: 'noura@' } }, 'email'],
      ['short password', { body: { ...register, password: 'short' } }, 'password'],
      ['unknown field', { body: { ...register, isAdmin: true } }, 'isAdmin'],
      ['malformed referral code', { body: { ...register, referralCode: 'NOT A CODE' } }, 'referralCode'],
    ],
  },
  {
    id: 'login',
    method: 'POST',
    path: '/api/auth/login',
    cases: [
      ['wrong type', { body: { email: 'a@example.com', password: 'x', rememberMe: 'yes' } }, 'rememberMe'],
      ['missing field', { body: { email: 'a@example.com' } }, 'password'],
      ['oversize password', { body: { email: 'a@example.com', password: long(201) } }, 'password'],
      ['unknown field', { body: { email: 'a@example.com', password: 'x', otp: '1' } }, 'otp'],
    ],
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/api/auth/logout',
    cases: [['unexpected body', { body: { everywhere: true } }, 'body']],
  },
  {
    id: 'getMe',
    method: 'GET',
    path: '/api/me',
    cases: [['unknown query field', { path: '/api/me?fields=all' }, 'query.fields']],
  },
  {
    id: 'updateProfile',
    method: 'PATCH',
    path: '/api/me',
    cases: [
      ['wrong type', { body: { gender: 3 } }, 'gender'],
      ['unknown language', { body: { preferredLanguage: 'fr' } }, 'preferredLanguage'],
      ['oversize name', { body: { firstName: long(61) } }, 'firstName'],
      ['future birthdate', { body: { birthdate: '2999-01-01' } }, 'birthdate'],
      ['unknown field', { body: { points: 1000 } }, 'points'],
    ],
  },
  {
    id: 'changePassword',
    method: 'POST',
    path: '/api/me/password',
    cases: [
      ['missing field', { body: { newPassword: 'squeezed-fresh-88' } }, 'currentPassword'],
      ['wrong type', { body: { currentPassword: 1, newPassword: 'squeezed-fresh-88' } }, 'currentPassword'],
      ['oversize password', { body: { currentPassword: 'x', newPassword: long(201) } }, 'newPassword'],
      ['unknown field', { body: { currentPassword: 'x', newPassword: 'squeezed-fresh-88', confirm: 'x' } }, 'confirm'],
    ],
  },
  {
    id: 'requestEmailVerification',
    method: 'POST',
    path: '/api/me/verify-email',
    cases: [['unexpected body', { body: { email: 'a@example.com' } }, 'body']],
  },
  {
    id: 'verifyEmail',
    method: 'POST',
    path: '/api/auth/verify-email',
    cases: [
      ['missing field', { body: {} }, 'token'],
      ['wrong type', { body: { token: 12345 } }, 'token'],
      ['oversize token', { body: { token: long(101) } }, 'token'],
      ['unknown field', { body: { token, email: 'a@example.com' } }, 'email'],
    ],
  },
  {
    id: 'forgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    cases: [
      ['missing field', { body: {} }, 'email'],
      ['oversize e-mail', { body: { email: `${long(250)}@example.com` } }, 'email'],
      ['unknown field', { body: { email: 'a@example.com', redirect: 'https://evil.example' } }, 'redirect'],
    ],
  },
  {
    id: 'resetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    cases: [
      ['missing field', { body: { token } }, 'password'],
      ['common password', { body: { token, password: 'password123' } }, 'password'],
      ['wrong type', { body: { token: [token], password: 'squeezed-fresh-88' } }, 'token'],
      ['unknown field', { body: { token, password: 'squeezed-fresh-88', email: 'a@example.com' } }, 'email'],
    ],
  },
  {
    id: 'getPoints',
    method: 'GET',
    path: '/api/me/points',
    cases: [['unknown query field', { path: '/api/me/points?all=1' }, 'query.all']],
  },
  {
    id: 'updateNotificationSettings',
    method: 'PUT',
    path: '/api/me/notifications',
    cases: [
      [
        'wrong type',
        { body: { balanceUpdate: 'yes', pointExpiration: true, newsletter: true, messages: true } },
        'balanceUpdate',
      ],
      ['missing field', { body: { balanceUpdate: true, pointExpiration: true, newsletter: true } }, 'messages'],
      [
        'unknown field',
        { body: { balanceUpdate: true, pointExpiration: true, newsletter: true, messages: true, sms: true } },
        'sms',
      ],
    ],
  },
  {
    id: 'listAddresses',
    method: 'GET',
    path: '/api/me/addresses',
    cases: [['unknown query field', { path: '/api/me/addresses?page=1' }, 'query.page']],
  },
  {
    id: 'createAddress',
    method: 'POST',
    path: '/api/me/addresses',
    cases: [
      ['wrong type', { body: { ...address, type: 'castle' } }, 'type'],
      ['missing field', { body: { ...address, city: undefined } }, 'city'],
      ['oversize street', { body: { ...address, street: long(201) } }, 'street'],
      ['bad postal code', { body: { ...address, postalCode: '123456' } }, 'postalCode'],
      ['unknown field', { body: { ...address, shopperId: uuid } }, 'shopperId'],
    ],
  },
  {
    id: 'updateAddress',
    method: 'PUT',
    path: '/api/me/addresses/:id',
    cases: [
      ['malformed id', { path: '/api/me/addresses/42', body: address }, 'params.id'],
      [
        'bad location',
        { path: `/api/me/addresses/${uuid}`, body: { ...address, location: { lat: 95, lng: 46 } } },
        'location.lat',
      ],
    ],
  },
  {
    id: 'deleteAddress',
    method: 'DELETE',
    path: '/api/me/addresses/:id',
    cases: [['malformed id', { path: '/api/me/addresses/not-a-uuid' }, 'params.id']],
  },
  {
    id: 'setDefaultAddress',
    method: 'POST',
    path: '/api/me/addresses/:id/default',
    cases: [['malformed id', { path: '/api/me/addresses/1/default' }, 'params.id']],
  },
  {
    id: 'getBag',
    method: 'GET',
    path: '/api/me/bag',
    cases: [['unknown query field', { path: '/api/me/bag?x=1' }, 'query.x']],
  },
  {
    id: 'setBagLine',
    method: 'PUT',
    path: '/api/me/bag/lines/:sku',
    cases: [
      ['wrong type', { path: '/api/me/bag/lines/J00001-R-1L', body: { quantity: '2' } }, 'quantity'],
      ['fraction', { path: '/api/me/bag/lines/J00001-R-1L', body: { quantity: 1.5 } }, 'quantity'],
      ['missing field', { path: '/api/me/bag/lines/J00001-R-1L', body: {} }, 'quantity'],
      ['unknown field', { path: '/api/me/bag/lines/J00001-R-1L', body: { quantity: 1, price: 1 } }, 'price'],
      ['malformed sku', { path: '/api/me/bag/lines/j1', body: { quantity: 1 } }, 'params.sku'],
    ],
  },
  {
    id: 'removeBagLine',
    method: 'DELETE',
    path: '/api/me/bag/lines/:sku',
    cases: [['oversize sku', { path: `/api/me/bag/lines/${'A'.repeat(41)}` }, 'params.sku']],
  },
  {
    id: 'mergeBag',
    method: 'POST',
    path: '/api/me/bag/merge',
    cases: [
      ['wrong type', { body: { lines: 'J00001-R-1L' } }, 'lines'],
      ['bad line', { body: { lines: [{ sku: 'J00001-R-1L', quantity: 0 }] } }, 'lines.0.quantity'],
      [
        'too many lines',
        { body: { lines: Array.from({ length: 101 }, () => ({ sku: 'J00001-R-1L', quantity: 1 })) } },
        'lines',
      ],
      ['unknown field', { body: { lines: [{ sku: 'J00001-R-1L', quantity: 1, unitPrice: 1 }] } }, 'lines.0.unitPrice'],
    ],
  },
  {
    id: 'getWishlist',
    method: 'GET',
    path: '/api/me/wishlist',
    cases: [['unknown query field', { path: '/api/me/wishlist?x=1' }, 'query.x']],
  },
  {
    id: 'addWishlistItem',
    method: 'PUT',
    path: '/api/me/wishlist/:sku',
    cases: [
      ['malformed sku', { path: '/api/me/wishlist/lower-case' }, 'params.sku'],
      ['unexpected body', { path: '/api/me/wishlist/J00001-R-1L', body: { note: 'x' } }, 'body'],
    ],
  },
  {
    id: 'removeWishlistItem',
    method: 'DELETE',
    path: '/api/me/wishlist/:sku',
    cases: [['malformed sku', { path: '/api/me/wishlist/%3Cb%3E' }, 'params.sku']],
  },
  {
    id: 'mergeWishlist',
    method: 'POST',
    path: '/api/me/wishlist/merge',
    cases: [
      ['wrong type', { body: { skus: [1, 2] } }, 'skus.0'],
      ['missing field', { body: {} }, 'skus'],
      ['unknown field', { body: { skus: [], replace: true } }, 'replace'],
    ],
  },
  {
    id: 'listBlogPosts',
    method: 'GET',
    path: '/api/blog',
    cases: [
      ['wrong type', { path: '/api/blog?page=two' }, 'query.page'],
      ['unknown field', { path: '/api/blog?author=me' }, 'query.author'],
    ],
  },
  {
    id: 'getBlogPost',
    method: 'GET',
    path: '/api/blog/:slug',
    cases: [['malformed slug', { path: '/api/blog/Why%20Juice' }, 'params.slug']],
  },
  {
    id: 'postBlogComment',
    method: 'POST',
    path: '/api/blog/:slug/comments',
    cases: [
      ['missing field', { path: '/api/blog/why-cold-pressed/comments', body: {} }, 'body'],
      ['wrong type', { path: '/api/blog/why-cold-pressed/comments', body: { body: ['x'] } }, 'body'],
      ['oversize comment', { path: '/api/blog/why-cold-pressed/comments', body: { body: long(1001) } }, 'body'],
      ['control characters', { path: '/api/blog/why-cold-pressed/comments', body: { body: 'a\u0000b' } }, 'body'],
      [
        'unknown field',
        { path: '/api/blog/why-cold-pressed/comments', body: { body: 'x', author: 'Admin' } },
        'author',
      ],
    ],
  },
  {
    id: 'sendEnquiry',
    method: 'POST',
    path: '/api/contact',
    cases: [
      ['missing field', { body: { fullName: 'A', email: 'a@example.com' } }, 'enquiry'],
      ['wrong type', { body: { fullName: 'A', email: 'a@example.com', enquiry: 5 } }, 'enquiry'],
      ['oversize enquiry', { body: { fullName: 'A', email: 'a@example.com', enquiry: long(2001) } }, 'enquiry'],
      ['unknown field', { body: { fullName: 'A', email: 'a@example.com', enquiry: 'x', cc: 'b@example.com' } }, 'cc'],
    ],
  },
  {
    id: 'shareBlogPost',
    method: 'POST',
    path: '/api/blog/:slug/shares',
    cases: [
      ['missing field', { path: '/api/blog/why-cold-pressed/shares', body: {} }, 'target'],
      ['unknown target', { path: '/api/blog/why-cold-pressed/shares', body: { target: 'myspace' } }, 'target'],
      ['malformed slug', { path: '/api/blog/Why%20Juice/shares', body: { target: 'x' } }, 'params.slug'],
      ['unknown field', { path: '/api/blog/why-cold-pressed/shares', body: { target: 'x', count: 100 } }, 'count'],
    ],
  },
  {
    id: 'sendPriceMatch',
    method: 'POST',
    path: '/api/price-match',
    cases: [
      [
        'negative price',
        { body: { fullName: 'A', email: 'a@example.com', product: 'Orange', seenAt: 'Shop', price: -1 } },
        'price',
      ],
      [
        'link not http(s)',
        {
          body: {
            fullName: 'A',
            email: 'a@example.com',
            product: 'Orange',
            seenAt: 'Shop',
            price: 100,
            link: 'javascript:alert(1)',
          },
        },
        'link',
      ],
      ['missing field', { body: { fullName: 'A', email: 'a@example.com', product: 'Orange', price: 100 } }, 'seenAt'],
      [
        'oversize product',
        { body: { fullName: 'A', email: 'a@example.com', product: long(201), seenAt: 'Shop', price: 100 } },
        'product',
      ],
    ],
  },
  {
    id: 'getInfoPage',
    method: 'GET',
    path: '/api/pages/:slug',
    cases: [['malformed slug', { path: '/api/pages/Privacy%20Policy' }, 'params.slug']],
  },
  {
    id: 'subscribeNewsletter',
    method: 'POST',
    path: '/api/newsletter',
    cases: [
      ['wrong type', { body: { email: true } }, 'email'],
      ['unknown locale', { body: { email: 'a@example.com', locale: 'fr' } }, 'locale'],
      ['unknown field', { body: { email: 'a@example.com', frequency: 'daily' } }, 'frequency'],
    ],
  },
  {
    id: 'getFaq',
    method: 'GET',
    path: '/api/faq',
    cases: [['unknown field', { path: '/api/faq?group=order' }, 'query.group']],
  },
  {
    id: 'getStoreSettings',
    method: 'GET',
    path: '/api/store',
    cases: [['unknown field', { path: '/api/store?x=1' }, 'query.x']],
  },
  {
    id: 'getDevOutbox',
    method: 'GET',
    path: '/api/dev/outbox',
    cases: [
      ['oversize address', { path: `/api/dev/outbox?to=${long(255)}` }, 'query.to'],
      ['unknown field', { path: '/api/dev/outbox?limit=5' }, 'query.limit'],
    ],
  },
  // Reviews, points, wallet (helper B).
  {
    id: 'listReviews',
    method: 'GET',
    path: '/api/products/:slug/reviews',
    cases: [
      ['malformed slug', { path: '/api/products/UPPER/reviews' }, 'params.slug'],
      ['out of range', { path: '/api/products/mango-smoothie/reviews?pageSize=61' }, 'query.pageSize'],
      ['unknown field', { path: '/api/products/mango-smoothie/reviews?sort=best' }, 'query.sort'],
    ],
  },
  {
    id: 'createReview',
    method: 'POST',
    path: '/api/products/:slug/reviews',
    cases: [
      [
        'rating out of range',
        { path: '/api/products/mango-smoothie/reviews', body: { rating: 6, text: 'Good' } },
        'rating',
      ],
      ['missing text', { path: '/api/products/mango-smoothie/reviews', body: { rating: 5 } }, 'text'],
      [
        'oversize text',
        { path: '/api/products/mango-smoothie/reviews', body: { rating: 5, text: long(2001) } },
        'text',
      ],
      [
        'unknown field',
        { path: '/api/products/mango-smoothie/reviews', body: { rating: 5, text: 'x', verified: true } },
        'verified',
      ],
    ],
  },
  {
    id: 'getReviewEligibility',
    method: 'GET',
    path: '/api/me/reviews/:slug',
    cases: [['malformed slug', { path: '/api/me/reviews/Mango_Smoothie' }, 'params.slug']],
  },
  {
    id: 'getPointsHistory',
    method: 'GET',
    path: '/api/me/points/history',
    cases: [
      ['wrong type', { path: '/api/me/points/history?page=last' }, 'query.page'],
      ['unknown field', { path: '/api/me/points/history?shopperId=x' }, 'query.shopperId'],
    ],
  },
  {
    id: 'submitSurvey',
    method: 'POST',
    path: '/api/me/survey',
    cases: [
      ['missing field', { body: { satisfaction: 5, recommend: 5 } }, 'favouriteCategory'],
      ['out of range', { body: { satisfaction: 9, recommend: 5, favouriteCategory: 'detox' } }, 'satisfaction'],
      [
        'oversize comment',
        { body: { satisfaction: 5, recommend: 5, favouriteCategory: 'detox', comment: long(1001) } },
        'comment',
      ],
      ['unknown field', { body: { satisfaction: 5, recommend: 5, favouriteCategory: 'detox', points: 20 } }, 'points'],
    ],
  },
  {
    id: 'getWalletHistory',
    method: 'GET',
    path: '/api/me/wallet/history',
    cases: [
      ['out of range', { path: '/api/me/wallet/history?pageSize=0' }, 'query.pageSize'],
      ['unknown field', { path: '/api/me/wallet/history?status=pending' }, 'query.status'],
    ],
  },
  {
    id: 'requestWalletWithdrawal',
    method: 'POST',
    path: '/api/me/wallet/withdrawals',
    cases: [
      ['not positive', { body: { amount: 0 } }, 'amount'],
      ['not whole halalas', { body: { amount: 10.5 } }, 'amount'],
      ['unknown field', { body: { amount: 100, iban: 'SA00' } }, 'iban'],
    ],
  },
  // Staff endpoints (run with a staff session: to anyone else they are a 404 before validation).
  {
    id: 'listStaffOrders',
    method: 'GET',
    path: '/api/staff/orders',
    cases: [
      ['unknown status', { path: '/api/staff/orders?status=lost' }, 'query.status'],
      ['unknown field', { path: '/api/staff/orders?shopper=x' }, 'query.shopper'],
      ['not a day', { path: '/api/staff/orders?placedFrom=2026-13-40' }, 'query.placedFrom'],
      [
        'a range ending before it starts',
        { path: '/api/staff/orders?placedFrom=2026-11-24&placedTo=2026-11-01' },
        'query.placedTo',
      ],
      ['unknown sort', { path: '/api/staff/orders?sort=city' }, 'query.sort'],
      ['unknown payment', { path: '/api/staff/orders?payment=cash' }, 'query.payment'],
      ['oversize search', { path: `/api/staff/orders?q=${long(81)}` }, 'query.q'],
    ],
  },
  {
    id: 'getStaffOrder',
    method: 'GET',
    path: '/api/staff/orders/:number',
    cases: [['oversize number', { path: `/api/staff/orders/${long(41)}` }, 'params.number']],
  },
  {
    id: 'addStaffOrderNote',
    method: 'POST',
    path: '/api/staff/orders/:number/notes',
    cases: [
      ['missing text', { path: '/api/staff/orders/JY-1/notes', body: {} }, 'text'],
      ['blank text', { path: '/api/staff/orders/JY-1/notes', body: { text: '   ' } }, 'text'],
      ['oversize text', { path: '/api/staff/orders/JY-1/notes', body: { text: long(501) } }, 'text'],
      ['unknown field', { path: '/api/staff/orders/JY-1/notes', body: { text: 'x', pinned: true } }, 'pinned'],
    ],
  },
  {
    id: 'streamOrderEvents',
    method: 'GET',
    path: '/api/me/orders/:number/events',
    cases: [
      ['oversize number', { path: `/api/me/orders/${long(41)}/events` }, 'params.number'],
      ['resume point not an id', { path: '/api/me/orders/JY-1/events?after=first' }, 'query.after'],
      [
        'Last-Event-ID not an id',
        { path: '/api/me/orders/JY-1/events', headers: { 'last-event-id': 'x' } },
        'headers.last-event-id',
      ],
    ],
  },
  {
    id: 'advanceOrder',
    method: 'POST',
    path: '/api/staff/orders/:number/status',
    cases: [
      [
        'backwards status',
        { path: '/api/staff/orders/JY-1/status', body: { status: 'placed', location: 'Riyadh' } },
        'status',
      ],
      ['missing location', { path: '/api/staff/orders/JY-1/status', body: { status: 'shipping' } }, 'location'],
      [
        'oversize text',
        { path: '/api/staff/orders/JY-1/status', body: { status: 'shipping', location: 'Riyadh', text: long(201) } },
        'text',
      ],
    ],
  },
  {
    id: 'staffCancelOrder',
    method: 'POST',
    path: '/api/staff/orders/:number/cancel',
    cases: [['missing reason', { path: '/api/staff/orders/JY-1/cancel', body: {} }, 'reason']],
  },
  {
    id: 'listStaffWallet',
    method: 'GET',
    path: '/api/staff/wallet',
    cases: [['unknown type', { path: '/api/staff/wallet?type=payment' }, 'query.type']],
  },
  {
    id: 'listStaffProducts',
    method: 'GET',
    path: '/api/staff/products',
    cases: [
      ['unknown stock', { path: '/api/staff/products?stock=low' }, 'query.stock'],
      ['unknown category', { path: '/api/staff/products?category=soup' }, 'query.category'],
      ['sale not true or false', { path: '/api/staff/products?sale=yes' }, 'query.sale'],
      ['oversize search', { path: `/api/staff/products?q=${long(81)}` }, 'query.q'],
      ['unknown field', { path: '/api/staff/products?flavour=mint' }, 'query.flavour'],
    ],
  },
  {
    id: 'getStaffProduct',
    method: 'GET',
    path: '/api/staff/products/:slug',
    cases: [['not a slug', { path: '/api/staff/products/Orange%20Juice' }, 'params.slug']],
  },
  {
    id: 'listStaffProductImages',
    method: 'GET',
    path: '/api/staff/products/:slug/images',
    cases: [['not a slug', { path: '/api/staff/products/Orange%20Juice/images' }, 'params.slug']],
  },
  {
    id: 'uploadStaffProductImage',
    method: 'POST',
    path: '/api/staff/products/:slug/images',
    cases: [
      [
        'no material',
        { path: '/api/staff/products/orange/images?altEn=Cup&altAr=%D9%83%D9%88%D8%A8' },
        'query.material',
      ],
      [
        'an unknown material',
        { path: '/api/staff/products/orange/images?material=plastic&altEn=Cup&altAr=%D9%83%D9%88%D8%A8' },
        'query.material',
      ],
      [
        'no Arabic alt text',
        { path: '/api/staff/products/orange/images?material=glass&altEn=Cup&altAr=%20' },
        'query.altAr',
      ],
    ],
  },
  {
    id: 'updateStaffProductImage',
    method: 'PATCH',
    path: '/api/staff/products/:slug/images/:id',
    cases: [
      [
        'not an id',
        { path: '/api/staff/products/orange/images/first', body: { alt: { en: 'Cup', ar: 'كوب' } } },
        'params.id',
      ],
      [
        'no English alt text',
        { path: '/api/staff/products/orange/images/1', body: { alt: { en: '', ar: 'كوب' } } },
        'alt.en',
      ],
    ],
  },
  {
    id: 'orderStaffProductImages',
    method: 'PUT',
    path: '/api/staff/products/:slug/images/order',
    cases: [
      ['no ids', { path: '/api/staff/products/orange/images/order', body: { material: 'glass', ids: [] } }, 'ids'],
      [
        'an id twice',
        { path: '/api/staff/products/orange/images/order', body: { material: 'glass', ids: [1, 1] } },
        'ids',
      ],
    ],
  },
  {
    id: 'deleteStaffProductImage',
    method: 'DELETE',
    path: '/api/staff/products/:slug/images/:id',
    cases: [['an id of 0', { path: '/api/staff/products/orange/images/0' }, 'params.id']],
  },
  {
    id: 'updateStaffVariants',
    method: 'PUT',
    path: '/api/staff/products/:slug/variants',
    cases: [
      ['missing version', { path: '/api/staff/products/orange/variants', body: { variants: [] } }, 'version'],
      ['no variants', { path: '/api/staff/products/orange/variants', body: { version: 1, variants: [] } }, 'variants'],
      [
        'a price in SAR, not halalas',
        {
          path: '/api/staff/products/orange/variants',
          body: { version: 1, variants: [{ sku: 'OJ-1', price: 12.5, oldPrice: null, stock: 3 }] },
        },
        'variants.0.price',
      ],
      [
        'an old price below the price',
        {
          path: '/api/staff/products/orange/variants',
          body: { version: 1, variants: [{ sku: 'OJ-1', price: 1250, oldPrice: 1000, stock: 3 }] },
        },
        'variants.0.oldPrice',
      ],
      [
        'negative stock',
        {
          path: '/api/staff/products/orange/variants',
          body: { version: 1, variants: [{ sku: 'OJ-1', price: 1250, oldPrice: null, stock: -1 }] },
        },
        'variants.0.stock',
      ],
      [
        'a SKU twice',
        {
          path: '/api/staff/products/orange/variants',
          body: {
            version: 1,
            variants: [
              { sku: 'OJ-1', price: 1250, oldPrice: null, stock: 3 },
              { sku: 'OJ-1', price: 1300, oldPrice: null, stock: 3 },
            ],
          },
        },
        'variants',
      ],
    ],
  },
  {
    id: 'createStaffProduct',
    method: 'POST',
    path: '/api/staff/products',
    cases: [
      // A missing or malformed Idempotency-Key answers 400 idempotency_key_missing (products.test.ts).
      ['no variants', { body: { ...product, variants: [] }, headers: { 'idempotency-key': 'p-1' } }, 'variants'],
      [
        'a slug with spaces',
        { body: { ...product, slug: 'Kiwi Juice' }, headers: { 'idempotency-key': 'p-2' } },
        'slug',
      ],
      [
        'a refill price in SAR, not halalas',
        { body: { ...product, refillPrice: 4.5 }, headers: { 'idempotency-key': 'p-3' } },
        'refillPrice',
      ],
      [
        'an unknown season',
        { body: { ...product, seasons: ['june'] }, headers: { 'idempotency-key': 'p-4' } },
        'seasons.0',
      ],
    ],
  },
  {
    id: 'updateStaffProduct',
    method: 'PUT',
    path: '/api/staff/products/:slug',
    cases: [
      ['missing version', { path: '/api/staff/products/orange', body: productDetails }, 'version'],
      [
        'an empty Arabic name',
        {
          path: '/api/staff/products/orange',
          body: { ...productDetails, version: 1, name: { en: 'Orange', ar: ' ' } },
        },
        'name.ar',
      ],
      [
        'a flavour key with capitals',
        {
          path: '/api/staff/products/orange',
          body: { ...productDetails, version: 1, flavour: { key: 'Orange', en: 'Orange', ar: 'برتقال' } },
        },
        'flavour.key',
      ],
    ],
  },
  {
    id: 'addStaffVariant',
    method: 'POST',
    path: '/api/staff/products/:slug/variants',
    cases: [
      ['missing version', { path: '/api/staff/products/orange/variants', body: { variant: newVariant } }, 'version'],
      [
        'an unknown size',
        {
          path: '/api/staff/products/orange/variants',
          body: { version: 1, variant: { ...newVariant, size: '3-ltr' } },
        },
        'variant.size',
      ],
    ],
  },
  {
    id: 'removeStaffVariant',
    method: 'DELETE',
    path: '/api/staff/products/:slug/variants/:sku',
    cases: [
      ['missing version', { path: '/api/staff/products/orange/variants/OJ-1' }, 'query.version'],
      ['not a SKU', { path: '/api/staff/products/orange/variants/oj%201?version=1' }, 'params.sku'],
    ],
  },
  {
    id: 'archiveStaffProduct',
    method: 'POST',
    path: '/api/staff/products/:slug/archive',
    cases: [['not a slug', { path: '/api/staff/products/Orange%20Juice/archive' }, 'params.slug']],
  },
  {
    id: 'unarchiveStaffProduct',
    method: 'POST',
    path: '/api/staff/products/:slug/unarchive',
    cases: [['not a slug', { path: '/api/staff/products/Orange%20Juice/unarchive' }, 'params.slug']],
  },
  {
    id: 'updateStaffStoreSettings',
    method: 'PUT',
    path: '/api/staff/settings',
    cases: [
      ['missing version', { path: '/api/staff/settings', body: {} }, 'version'],
      [
        'a COD fee in SAR, not halalas',
        {
          path: '/api/staff/settings',
          body: { version: 1, cashOnDelivery: { enabled: true, fee: 7.5, reason: null } },
        },
        'cashOnDelivery.fee',
      ],
      [
        'lateness of zero minutes',
        { path: '/api/staff/settings', body: { version: 1, lateness: { placed: 0, processing: 45, shipping: 90 } } },
        'lateness.placed',
      ],
      ['an unknown field', { path: '/api/staff/settings', body: { version: 1, mapTiles: 'x' } }, 'mapTiles'],
    ],
  },
  {
    id: 'updateStaffFaq',
    method: 'PUT',
    path: '/api/staff/faq',
    cases: [
      ['missing version', { path: '/api/staff/faq', body: { groups: [] } }, 'version'],
      ['no group', { path: '/api/staff/faq', body: { version: 1, groups: [] } }, 'groups'],
      [
        'an answer missing in Arabic',
        {
          path: '/api/staff/faq',
          body: {
            version: 1,
            groups: [
              {
                key: 'order',
                title: { en: 'Order', ar: 'الطلب' },
                entries: [{ question: { en: 'Q?', ar: 'س؟' }, answer: { en: 'A.', ar: ' ' } }],
              },
            ],
          },
        },
        'groups.0.entries.0.answer.ar',
      ],
    ],
  },
  {
    id: 'getStaffBlogPost',
    method: 'GET',
    path: '/api/staff/blog-posts/:slug',
    cases: [['malformed slug', { path: '/api/staff/blog-posts/Summer_Citrus' }, 'params.slug']],
  },
  {
    id: 'createStaffBlogPost',
    method: 'POST',
    path: '/api/staff/blog-posts',
    cases: [
      // A missing Idempotency-Key answers 400 idempotency_key_missing (blog-posts.test.ts).
      ['the slug "new"', { body: { ...blogPost, slug: 'new' }, headers: { 'idempotency-key': 'b-1' } }, 'slug'],
      [
        'no English paragraph',
        { body: { ...blogPost, body: { ...blogPost.body, en: [] } }, headers: { 'idempotency-key': 'b-2' } },
        'body.en',
      ],
      [
        'a publish time without its offset',
        { body: { ...blogPost, publishedAt: '2026-12-01T09:00:00' }, headers: { 'idempotency-key': 'b-3' } },
        'publishedAt',
      ],
    ],
  },
  {
    id: 'updateStaffBlogPost',
    method: 'PUT',
    path: '/api/staff/blog-posts/:slug',
    cases: [
      [
        'missing version',
        { path: '/api/staff/blog-posts/summer-citrus', body: { ...blogPost, slug: undefined } },
        'version',
      ],
      [
        'the slug in the body (it does not change)',
        { path: '/api/staff/blog-posts/summer-citrus', body: { ...blogPost, version: 1 } },
        'slug',
      ],
    ],
  },
  {
    id: 'uploadStaffBlogPicture',
    method: 'PUT',
    path: '/api/staff/blog-posts/:slug/picture',
    cases: [
      [
        'no Arabic alt text',
        { path: '/api/staff/blog-posts/summer-citrus/picture?altEn=Cup&altAr=%20' },
        'query.altAr',
      ],
      ['malformed slug', { path: '/api/staff/blog-posts/Summer_Citrus/picture?altEn=Cup&altAr=X' }, 'params.slug'],
    ],
  },
  {
    id: 'deleteStaffBlogPicture',
    method: 'DELETE',
    path: '/api/staff/blog-posts/:slug/picture',
    cases: [['malformed slug', { path: '/api/staff/blog-posts/Summer_Citrus/picture' }, 'params.slug']],
  },
  {
    id: 'getStaffInfoPage',
    method: 'GET',
    path: '/api/staff/pages/:slug',
    cases: [['malformed slug', { path: '/api/staff/pages/Terms_Conditions' }, 'params.slug']],
  },
  {
    id: 'updateStaffInfoPage',
    method: 'PUT',
    path: '/api/staff/pages/:slug',
    cases: [
      ['missing version', { path: '/api/staff/pages/copyright', body: { title: { en: 'C', ar: 'ح' } } }, 'version'],
      [
        'a heading missing in Arabic',
        {
          path: '/api/staff/pages/copyright',
          body: {
            version: 1,
            title: { en: 'Copyright', ar: 'حقوق النشر' },
            intro: { en: [], ar: [] },
            sections: [{ id: 'ours', heading: { en: 'Ours', ar: ' ' }, paragraphs: { en: ['A.'], ar: ['أ.'] } }],
          },
        },
        'sections.0.heading.ar',
      ],
      [
        'the layout in the body',
        {
          path: '/api/staff/pages/copyright',
          body: {
            version: 1,
            layout: 'steps',
            title: { en: 'Copyright', ar: 'حقوق النشر' },
            intro: { en: [], ar: [] },
            sections: [{ id: 'ours', heading: { en: 'Ours', ar: 'لنا' }, paragraphs: { en: ['A.'], ar: ['أ.'] } }],
          },
        },
        'layout',
      ],
    ],
  },
  {
    id: 'listStaffSpecials',
    method: 'GET',
    path: '/api/staff/specials',
    cases: [
      ['missing end', { path: '/api/staff/specials?from=2026-11-01' }, 'query.to'],
      ['no such date', { path: '/api/staff/specials?from=2026-11-01&to=2026-11-31' }, 'query.to'],
      ['end before start', { path: '/api/staff/specials?from=2026-11-10&to=2026-11-01' }, 'query.to'],
      ['a range over 62 days', { path: '/api/staff/specials?from=2026-01-01&to=2026-12-31' }, 'query.to'],
    ],
  },
  {
    id: 'setStaffSpecial',
    method: 'PUT',
    path: '/api/staff/specials/:period',
    cases: [
      ['no such week', { path: '/api/staff/specials/2025-W53', body: { productSlugs: ['orange'] } }, 'params.period'],
      ['not a period', { path: '/api/staff/specials/today', body: { productSlugs: ['orange'] } }, 'params.period'],
      ['no products', { path: '/api/staff/specials/2026-11-30', body: { productSlugs: [] } }, 'productSlugs'],
      [
        'a product twice',
        { path: '/api/staff/specials/2026-11-30', body: { productSlugs: ['orange', 'orange'] } },
        'productSlugs',
      ],
      [
        'a name, not a slug',
        { path: '/api/staff/specials/2026-W49', body: { productSlugs: ['Orange'] } },
        'productSlugs.0',
      ],
      ['an unknown field', { path: '/api/staff/specials/2026-W49', body: { productSlug: 'orange' } }, 'productSlug'],
    ],
  },
  {
    id: 'clearStaffSpecial',
    method: 'DELETE',
    path: '/api/staff/specials/:period',
    cases: [['no such date', { path: '/api/staff/specials/2026-02-30' }, 'params.period']],
  },
  {
    id: 'listStaffCoupons',
    method: 'GET',
    path: '/api/staff/coupons',
    cases: [
      ['oversize search', { path: `/api/staff/coupons?q=${long(31)}` }, 'query.q'],
      ['out of range', { path: '/api/staff/coupons?pageSize=500' }, 'query.pageSize'],
      ['unknown field', { path: '/api/staff/coupons?tier=gold' }, 'query.tier'],
    ],
  },
  {
    id: 'getStaffCoupon',
    method: 'GET',
    path: '/api/staff/coupons/:code',
    cases: [['not a code', { path: '/api/staff/coupons/a%20b' }, 'params.code']],
  },
  {
    id: 'createStaffCoupon',
    method: 'POST',
    path: '/api/staff/coupons',
    cases: [
      // A missing or malformed Idempotency-Key answers 400 idempotency_key_missing (coupons.test.ts).
      ['missing code', { body: { ...coupon, code: undefined }, headers: { 'idempotency-key': 'v-1' } }, 'code'],
      ['a percentage over 100', { body: { ...coupon, value: 150 }, headers: { 'idempotency-key': 'v-2' } }, 'value'],
      [
        'a fixed amount in SAR, not halalas',
        { body: { ...coupon, kind: 'fixed', value: 12.5 }, headers: { 'idempotency-key': 'v-3' } },
        'value',
      ],
      [
        'the end before the start',
        {
          body: { ...coupon, validFrom: '2026-12-31T00:00:00Z', validUntil: '2026-12-01T00:00:00Z' },
          headers: { 'idempotency-key': 'v-4' },
        },
        'validUntil',
      ],
      [
        'a limit of 0',
        { body: { ...coupon, perShopperLimit: 0 }, headers: { 'idempotency-key': 'v-5' } },
        'perShopperLimit',
      ],
      ['unknown tier', { body: { ...coupon, tier: 'platinum' }, headers: { 'idempotency-key': 'v-6' } }, 'tier'],
      ['unknown field', { body: { ...coupon, uses: 3 }, headers: { 'idempotency-key': 'v-7' } }, 'uses'],
    ],
  },
  {
    id: 'updateStaffCoupon',
    method: 'PUT',
    path: '/api/staff/coupons/:code',
    cases: [
      ['missing version', { path: '/api/staff/coupons/WELCOME10', body: { ...coupon, code: undefined } }, 'version'],
      [
        'a negative minimum',
        { path: '/api/staff/coupons/WELCOME10', body: { ...coupon, code: undefined, version: 1, minSubTotal: -1 } },
        'minSubTotal',
      ],
      ['the code in the body', { path: '/api/staff/coupons/WELCOME10', body: { ...coupon, version: 1 } }, 'code'],
    ],
  },
  {
    id: 'grantStaffCoupon',
    method: 'POST',
    path: '/api/staff/coupons/:code/grants',
    cases: [
      ['no addresses', { path: '/api/staff/coupons/WELCOME10/grants', body: { emails: [] } }, 'emails'],
      ['not an address', { path: '/api/staff/coupons/WELCOME10/grants', body: { emails: ['x'] } }, 'emails.0'],
    ],
  },
  {
    id: 'listStaffComments',
    method: 'GET',
    path: '/api/staff/comments',
    cases: [
      ['unknown filter', { path: '/api/staff/comments?show=deleted' }, 'query.show'],
      ['out of range', { path: '/api/staff/comments?pageSize=500' }, 'query.pageSize'],
    ],
  },
  {
    id: 'hideStaffComment',
    method: 'PUT',
    path: '/api/staff/comments/:id/hidden',
    cases: [
      ['malformed id', { path: '/api/staff/comments/42/hidden' }, 'params.id'],
      ['unexpected body', { path: `/api/staff/comments/${uuid}/hidden`, body: { reason: 'spam' } }, 'body'],
    ],
  },
  {
    id: 'unhideStaffComment',
    method: 'DELETE',
    path: '/api/staff/comments/:id/hidden',
    cases: [['malformed id', { path: '/api/staff/comments/42/hidden' }, 'params.id']],
  },
  {
    id: 'listStaffLoyaltyEvents',
    method: 'GET',
    path: '/api/staff/loyalty-events',
    cases: [
      ['no year', { path: '/api/staff/loyalty-events' }, 'query.year'],
      ['not a year', { path: '/api/staff/loyalty-events?year=26' }, 'query.year'],
    ],
  },
  {
    id: 'createStaffLoyaltyEvent',
    method: 'POST',
    path: '/api/staff/loyalty-events',
    cases: [
      ['unknown kind', { body: { ...loyaltyWindow, kind: 'cashback' }, headers: { 'idempotency-key': 'l-1' } }, 'kind'],
      [
        'no such date',
        { body: { ...loyaltyWindow, startDate: '2031-02-30' }, headers: { 'idempotency-key': 'l-2' } },
        'startDate',
      ],
      [
        'the last day before the first',
        { body: { ...loyaltyWindow, endDate: '2031-02-28' }, headers: { 'idempotency-key': 'l-3' } },
        'endDate',
      ],
      [
        'an empty Arabic name',
        { body: { ...loyaltyWindow, name: { en: 'x', ar: ' ' } }, headers: { 'idempotency-key': 'l-4' } },
        'name.ar',
      ],
      [
        'a Super Saver day without its coupon',
        { body: { ...loyaltyWindow, kind: 'super-saver' }, headers: { 'idempotency-key': 'l-5' } },
        'coupon',
      ],
      [
        'a Super Saver coupon of more than 100 %',
        {
          body: { ...loyaltyWindow, kind: 'super-saver', coupon: { kind: 'percent', value: 120, minSubTotal: 0 } },
          headers: { 'idempotency-key': 'l-6' },
        },
        'coupon.value',
      ],
      [
        'a Super Saver coupon code that is not one',
        {
          body: {
            ...loyaltyWindow,
            kind: 'super-saver',
            coupon: { code: '-x', kind: 'percent', value: 10, minSubTotal: 0 },
          },
          headers: { 'idempotency-key': 'l-7' },
        },
        'coupon.code',
      ],
    ],
  },
  {
    id: 'updateStaffLoyaltyEvent',
    method: 'PUT',
    path: '/api/staff/loyalty-events/:id',
    cases: [
      ['missing version', { path: '/api/staff/loyalty-events/1', body: loyaltyWindow }, 'version'],
      ['not an id', { path: '/api/staff/loyalty-events/x', body: { ...loyaltyWindow, version: 1 } }, 'params.id'],
      [
        'a code for a Super Saver coupon (it never changes)',
        {
          path: '/api/staff/loyalty-events/1',
          body: {
            ...loyaltyWindow,
            kind: 'super-saver',
            version: 1,
            coupon: { code: 'NEW-CODE', kind: 'percent', value: 10, minSubTotal: 0 },
          },
        },
        'coupon.code',
      ],
    ],
  },
  {
    id: 'deleteStaffLoyaltyEvent',
    method: 'DELETE',
    path: '/api/staff/loyalty-events/:id',
    cases: [
      ['not an id', { path: '/api/staff/loyalty-events/0' }, 'params.id'],
      ['past a database integer', { path: '/api/staff/loyalty-events/2147483648' }, 'params.id'],
    ],
  },
  {
    id: 'staffSettleRefund',
    method: 'POST',
    path: '/api/staff/wallet/:id/settle',
    cases: [['malformed id', { path: '/api/staff/wallet/42/settle' }, 'params.id']],
  },
  {
    id: 'staffCompleteWithdrawal',
    method: 'POST',
    path: '/api/staff/wallet/:id/complete',
    cases: [['malformed id', { path: '/api/staff/wallet/42/complete' }, 'params.id']],
  },
  {
    id: 'staffFailWithdrawal',
    method: 'POST',
    path: '/api/staff/wallet/:id/fail',
    cases: [['unexpected body', { path: `/api/staff/wallet/${uuid}/fail`, body: { reason: 'x' } }, 'body']],
  },
  {
    id: 'grantGoodwill',
    method: 'POST',
    path: '/api/staff/goodwill',
    cases: [
      ['not positive', { body: { email: 'a@example.com', amount: -100, description: 'Sorry' } }, 'amount'],
      ['missing description', { body: { email: 'a@example.com', amount: 100 } }, 'description'],
      [
        'unknown field',
        { body: { email: 'a@example.com', amount: 100, description: 'x', withdrawable: true } },
        'withdrawable',
      ],
    ],
  },
  {
    id: 'listStaffActions',
    method: 'GET',
    path: '/api/staff/actions',
    cases: [
      ['oversize subject', { path: `/api/staff/actions?subject=${long(81)}` }, 'query.subject'],
      ['oversize action', { path: `/api/staff/actions?action=${long(41)}` }, 'query.action'],
    ],
  },
  {
    id: 'listStaffEnquiries',
    method: 'GET',
    path: '/api/staff/enquiries',
    cases: [
      ['unknown kind', { path: '/api/staff/enquiries?kind=complaint' }, 'query.kind'],
      ['out of range', { path: '/api/staff/enquiries?pageSize=500' }, 'query.pageSize'],
    ],
  },
  {
    id: 'quoteCheckout',
    method: 'POST',
    path: '/api/me/checkout/quote',
    cases: [
      ['points not a multiple of 50', { body: { pointsToRedeem: 70 } }, 'pointsToRedeem'],
      ['negative credit', { body: { walletAmount: -1 } }, 'walletAmount'],
      ['unknown payment method', { body: { paymentMethod: 'cheque' } }, 'paymentMethod'],
      ['oversize coupon code', { body: { couponCode: long(41) } }, 'couponCode'],
      ['malformed address id', { body: { addressId: 'home' } }, 'addressId'],
      ['unknown field', { body: { tip: 100 } }, 'tip'],
    ],
  },
  {
    id: 'placeOrder',
    method: 'POST',
    path: '/api/me/orders',
    cases: [
      // A missing or malformed Idempotency-Key answers 400 idempotency_key_missing (checkout.test.ts).
      [
        'missing address',
        { body: { paymentMethod: 'card' }, headers: { 'idempotency-key': 'validation-1' } },
        'addressId',
      ],
      [
        'card number with letters',
        {
          body: {
            addressId: uuid,
            paymentMethod: 'card',
            card: { number: '4242-abcd', holderName: 'N', expiryMonth: 1, expiryYear: 2030, cvv: '123' },
          },
          headers: { 'idempotency-key': 'validation-2' },
        },
        'card.number',
      ],
      [
        'expiry month 13',
        {
          body: {
            addressId: uuid,
            paymentMethod: 'card',
            card: { number: '4242424242424242', holderName: 'N', expiryMonth: 13, expiryYear: 2030, cvv: '123' },
          },
          headers: { 'idempotency-key': 'validation-3' },
        },
        'card.expiryMonth',
      ],
      [
        'unknown field',
        {
          body: { addressId: uuid, paymentMethod: 'card', gift: true },
          headers: { 'idempotency-key': 'validation-4' },
        },
        'gift',
      ],
    ],
  },
  {
    id: 'listOrders',
    method: 'GET',
    path: '/api/me/orders',
    cases: [
      ['page size over 50', { path: '/api/me/orders?pageSize=51' }, 'query.pageSize'],
      ['wrong type', { path: '/api/me/orders?page=first' }, 'query.page'],
      ['unknown query field', { path: '/api/me/orders?status=placed' }, 'query.status'],
    ],
  },
  {
    id: 'getOrder',
    method: 'GET',
    path: '/api/me/orders/:number',
    cases: [['oversize number', { path: `/api/me/orders/${long(41)}` }, 'params.number']],
  },
  {
    id: 'getInvoice',
    method: 'GET',
    path: '/api/me/orders/:number/invoice',
    cases: [['oversize number', { path: `/api/me/orders/${long(41)}/invoice` }, 'params.number']],
  },
  {
    id: 'trackOrder',
    method: 'GET',
    path: '/api/me/orders/:number/tracking',
    cases: [['oversize number', { path: `/api/me/orders/${long(41)}/tracking` }, 'params.number']],
  },
  {
    id: 'reorder',
    method: 'POST',
    path: '/api/me/orders/:number/reorder',
    cases: [['oversize number', { path: `/api/me/orders/${long(41)}/reorder` }, 'params.number']],
  },
  {
    id: 'cancelOrder',
    method: 'POST',
    path: '/api/me/orders/:number/cancel',
    cases: [['oversize number', { path: `/api/me/orders/${long(41)}/cancel` }, 'params.number']],
  },
  {
    id: 'listRefillProducts',
    method: 'GET',
    path: '/api/refills',
    cases: [
      ['wrong type', { path: '/api/refills?page=first' }, 'query.page'],
      ['unknown query field', { path: '/api/refills?material=glass' }, 'query.material'],
    ],
  },
];

describe('the table of malformed requests', () => {
  it('covers every endpoint that takes input', () => {
    const withInput = endpoints
      .filter((endpoint) => endpoint.body ?? endpoint.query ?? endpoint.params)
      .map((e) => e.id);
    expect(table.map((row) => row.id).sort()).toEqual(expect.arrayContaining(withInput.sort()));
    for (const row of table) {
      const endpoint = endpoints.find((candidate) => candidate.id === row.id);
      expect(endpoint, row.id).toMatchObject({ method: row.method, path: row.path });
    }
  });
});

describe.each(drivers)('malformed input answers 400 with field messages on %s', (driver) => {
  let server: TestServer;
  let browser: Browser;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    browser = new Browser(server.baseUrl);
    await registerShopper(browser);
    staff = new Browser(server.baseUrl);
    const { shopper } = await registerShopper(staff);
    await server.database.rows(`update shoppers set role = 'staff' where id = $1`, [shopper.id]);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  describe.each(table)('$method $path', (row) => {
    it.each(row.cases)('%s', async (_name, request, field) => {
      const client = row.path.startsWith('/api/staff/') ? staff : browser;
      const response = await client.json<{
        error: { code: string; message: string; fields?: Record<string, string> };
      }>(request.path ?? row.path, {
        method: row.method,
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(request.headers !== undefined ? { headers: request.headers } : {}),
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_input');
      expect(response.body.error.message).toEqual(expect.any(String));
      expect(Object.keys(response.body.error.fields ?? {})).toContain(field);
    });
  });
});

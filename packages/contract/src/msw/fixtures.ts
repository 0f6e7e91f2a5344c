import { bagTotals } from '@juicyin/domain';
import type { Address } from '../addresses/schemas.ts';
import type { Points, Shopper } from '../account/schemas.ts';
import type { Bag } from '../bag/schemas.ts';
import type { HomeSections, ProductDetail, ProductList, ProductSummary } from '../catalogue/schemas.ts';
import type { BlogPost, BlogSummary, Faq } from '../content/schemas.ts';
import type { Health } from '../health.ts';
import type { PointsHistory, PointsSummary, Referral } from '../points/schemas.ts';
import type { MyRefillList, RefillProductList } from '../refills/schemas.ts';
import type { CreateReviewResponse, Review, ReviewList } from '../reviews/schemas.ts';
import type { StaffOrder, StaffOrderList, StaffWalletEntry } from '../staff/schemas.ts';
import type { Outbox, StoreSettings } from '../store/schemas.ts';
import type { WalletBalancesView, WalletEntryView, WalletHistory, WithdrawalResponse } from '../wallet/schemas.ts';
import type { WishlistView } from '../wishlist/schemas.ts';
import { checkoutFixtures } from './checkout-fixtures.ts';

const images = (slug: string, material: 'regular' | 'glass') =>
  [1, 2, 3, 4, 5].map((view) => `/api/images/products/${slug}/${material}-${view}.svg`);

interface CardInput {
  readonly slug: string;
  readonly index: number;
  readonly category: ProductSummary['category'];
  readonly flavour: string;
  readonly flavourName: { en: string; ar: string };
  readonly name: { en: string; ar: string };
  readonly description: { en: string; ar: string };
  readonly price: number;
  readonly oldPrice: number | null;
  readonly rating: number;
  readonly seasons: ProductSummary['seasons'];
  readonly sizes: readonly ProductSummary['defaultVariant']['size'][];
}

const sizeCode: Record<string, string> = { '1-ltr': '1L', '2-ltr': '2L', s: 'S', m: 'M', l: 'L', xl: 'XL' };

function product(input: CardInput): ProductDetail {
  const variants = (['regular', 'glass'] as const).flatMap((material) =>
    input.sizes.map((size, position) => {
      const price = input.price + position * 800 + (material === 'glass' ? 500 : 0);
      const oldPrice =
        input.oldPrice === null ? null : input.oldPrice + position * 800 + (material === 'glass' ? 500 : 0);
      return {
        sku: `J${String(input.index).padStart(5, '0')}-${material === 'glass' ? 'G' : 'R'}-${sizeCode[size] ?? size}`,
        material,
        size,
        price,
        oldPrice,
        discountPercent: oldPrice === null ? null : Math.round(((oldPrice - price) / oldPrice) * 100),
        inStock: true,
      };
    }),
  );
  const lead = variants[0];
  if (!lead) throw new Error('a fixture product needs a size');
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    category: input.category,
    flavour: input.flavour,
    flavourName: input.flavourName,
    seasons: [...input.seasons],
    rating: input.rating,
    reviewCount: 48,
    image: images(input.slug, 'regular')[0] ?? '',
    imageAlt: null,
    price: lead.price,
    oldPrice: lead.oldPrice,
    discountPercent: lead.discountPercent,
    inStock: true,
    defaultVariant: lead,
    variants,
    images: { regular: images(input.slug, 'regular'), glass: images(input.slug, 'glass') },
    imageAlts: {
      regular: images(input.slug, 'regular').map(() => null),
      glass: images(input.slug, 'glass').map(() => null),
    },
    highlights: [
      { en: '100% natural', ar: 'طبيعي ١٠٠٪' },
      { en: '0% sugar added', ar: 'بدون سكر مضاف' },
    ],
    refillPrice: lead.price - 200,
    createdAt: '2026-10-01T06:00:00.000Z',
  };
}

const orangeJuice = product({
  slug: 'fresh-orange-juice',
  index: 1,
  category: 'fruit-juice',
  flavour: 'orange',
  flavourName: { en: 'Orange', ar: 'برتقال' },
  name: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  description: {
    en: 'Cold-pressed orange juice, squeezed this morning in Riyadh. 100% fruit, no water or sugar added.',
    ar: 'عصير برتقال معصور على البارد هذا الصباح في الرياض. فاكهة ١٠٠٪ بلا ماء ولا سكر مضاف.',
  },
  price: 1250,
  oldPrice: 1650,
  rating: 4.6,
  seasons: ['winter', 'spring'],
  sizes: ['1-ltr', '2-ltr'],
});

const mangoSmoothie = product({
  slug: 'mango-smoothie',
  index: 21,
  category: 'smoothies',
  flavour: 'mango',
  flavourName: { en: 'Mango', ar: 'مانجو' },
  name: { en: 'Mango Smoothie', ar: 'سموذي مانجو' },
  description: {
    en: 'A thick mango smoothie blended with yoghurt and a little honey.',
    ar: 'سموذي مانجو كثيف مخفوق مع الزبادي وقليل من العسل.',
  },
  price: 1900,
  oldPrice: null,
  rating: 4.8,
  seasons: ['summer'],
  sizes: ['s', 'm', 'xl'],
});

const greenDetox = product({
  slug: 'green-detox',
  index: 26,
  category: 'detox',
  flavour: 'green',
  flavourName: { en: 'Green', ar: 'أخضر' },
  name: { en: 'Green Detox', ar: 'ديتوكس أخضر' },
  description: {
    en: 'Our green detox blend: greens, citrus and herbs to start the day light.',
    ar: 'خلطة ديتوكس أخضر: خضار وحمضيات وأعشاب لبداية يوم خفيفة.',
  },
  price: 1900,
  oldPrice: 2500,
  rating: 4.2,
  seasons: ['spring', 'summer'],
  sizes: ['1-ltr', '2-ltr'],
});

const vanillaIceCream = product({
  slug: 'vanilla-ice-cream',
  index: 35,
  category: 'ice-cream',
  flavour: 'vanilla',
  flavourName: { en: 'Vanilla', ar: 'فانيليا' },
  name: { en: 'Vanilla Ice Cream', ar: 'آيس كريم فانيليا' },
  description: {
    en: 'Creamy vanilla ice cream churned in small batches from fresh fruit and milk.',
    ar: 'آيس كريم فانيليا كريمي محضر بكميات صغيرة من الفاكهة الطازجة والحليب.',
  },
  price: 1400,
  oldPrice: null,
  rating: 3.9,
  seasons: ['winter', 'spring', 'summer', 'autumn'],
  sizes: ['s', 'm', 'l'],
});

const products = [orangeJuice, mangoSmoothie, greenDetox, vanillaIceCream];
const summaries: ProductSummary[] = products.map(
  ({ variants: _v, images: _i, highlights: _h, refillPrice: _r, createdAt: _c, ...summary }) => summary,
);

const label = (en: string, ar: string) => ({ en, ar });

const productList: ProductList = {
  items: summaries,
  page: 1,
  pageSize: 24,
  total: summaries.length,
  pageCount: 1,
  facets: {
    categories: [
      { value: 'fruit-juice', label: label('Fruit Juice', 'عصير فواكه'), count: 1 },
      { value: 'herb-juice', label: label('Herb Juice', 'عصير أعشاب'), count: 0 },
      { value: 'vegetable-juice', label: label('Vegetable Juice', 'عصير خضار'), count: 0 },
      { value: 'smoothies', label: label('Smoothies', 'سموذي'), count: 1 },
      { value: 'detox', label: label('Detox', 'ديتوكس'), count: 1 },
      { value: 'ice-cream', label: label('Ice Cream', 'آيس كريم'), count: 1 },
      { value: 'salat', label: label('Salat', 'سلطات'), count: 0 },
    ],
    flavours: [
      { value: 'green', label: label('Green', 'أخضر'), count: 1 },
      { value: 'mango', label: label('Mango', 'مانجو'), count: 1 },
      { value: 'orange', label: label('Orange', 'برتقال'), count: 1 },
      { value: 'vanilla', label: label('Vanilla', 'فانيليا'), count: 1 },
    ],
    materials: [
      { value: 'regular', label: label('Regular', 'عادي'), count: 4 },
      { value: 'glass', label: label('Glass', 'زجاج'), count: 4 },
    ],
    sizes: [
      { value: '1-ltr', label: label('1 LTR', '١ لتر'), count: 2 },
      { value: '2-ltr', label: label('2 LTR', '٢ لتر'), count: 2 },
      { value: 's', label: label('S', 'صغير'), count: 2 },
      { value: 'm', label: label('M', 'وسط'), count: 2 },
      { value: 'l', label: label('L', 'كبير'), count: 1 },
      { value: 'xl', label: label('XL', 'كبير جداً'), count: 1 },
    ],
    sale: { sale: 2, regular: 2 },
    price: { min: 1250, max: 4200 },
  },
};

const home: HomeSections = {
  topSelling: [summaries[0], summaries[2]].filter((item) => item !== undefined),
  specialOfToday: summaries.slice(0, 3),
  specialOfWeek: summaries.slice(1, 4),
  mostSelling: summaries,
  newArrival: [...summaries].reverse(),
};

const shopper: Shopper = {
  id: '6f1f7c0a-5b1e-4c55-9d3c-1a2b3c4d5e6f',
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  email: 'noura@example.com',
  emailVerified: false,
  mobile: '+966551234567',
  preferredLanguage: 'en',
  gender: 'female',
  birthdate: '1994-03-21',
  points: 5,
  notifications: { balanceUpdate: true, pointExpiration: true, newsletter: false, messages: true },
};

const points: Points = {
  balance: 55,
  history: [
    {
      id: '0b7c1f52-8f7e-4a63-9a55-3f1d2c3b4a51',
      at: '2026-11-20T09:12:00.000Z',
      type: 'email-verified',
      amount: 50,
      expiresAt: '2027-05-19T09:12:00.000Z',
    },
    {
      id: '0b7c1f52-8f7e-4a63-9a55-3f1d2c3b4a50',
      at: '2026-11-20T09:10:00.000Z',
      type: 'registration',
      amount: 5,
      expiresAt: '2027-05-19T09:10:00.000Z',
    },
  ],
};

const riyadhAddress: Address = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  mobile: '+966551234567',
  buildingNumber: '7235',
  street: 'King Fahd Road',
  district: 'Al Olaya',
  city: 'Riyadh',
  region: 'Riyadh Province',
  postalCode: '12271',
  additionalNumber: '2121',
  shortAddress: 'RAOA7235',
  type: 'home',
  location: { lat: 24.7136, lng: 46.6753 },
  isDefault: true,
  delivery: { deliverable: true, zone: 'riyadh', fee: 0, message: null },
};

const abhaAddress: Address = {
  ...riyadhAddress,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e',
  buildingNumber: '3184',
  street: 'King Faisal Street',
  district: 'Al Manhal',
  city: 'Abha',
  region: 'Asir',
  postalCode: '62521',
  additionalNumber: '6712',
  shortAddress: null,
  type: 'work',
  location: null,
  isDefault: false,
  delivery: {
    deliverable: false,
    zone: null,
    fee: null,
    message: {
      en: 'We do not deliver to Abha yet. We deliver to Riyadh, Jeddah, Dammam. You can save the address, but not choose it for delivery.',
      ar: 'لا نوصل إلى Abha بعد. نوصل إلى الرياض، جدة، الدمام. يمكنك حفظ العنوان، لكن لا يمكنك اختياره للتوصيل.',
    },
  },
};

/** An address saved before the national address's numbers were asked for (PRODUCT.md §9). */
const olderAddress: Address = {
  ...riyadhAddress,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6f',
  buildingNumber: null,
  street: 'Anas Ibn Malik Road',
  district: 'Al Malqa',
  postalCode: '13521',
  additionalNumber: null,
  shortAddress: null,
};

function bagLine(detail: ProductDetail, index: number, quantity: number) {
  const variant = detail.variants[index] ?? detail.defaultVariant;
  return {
    sku: variant.sku,
    slug: detail.slug,
    name: detail.name,
    description: detail.description,
    image: detail.images[variant.material][0] ?? detail.image,
    material: variant.material,
    size: variant.size,
    quantity,
    unitPrice: variant.price,
    oldUnitPrice: variant.oldPrice,
    inStock: variant.inStock,
  };
}

const bag: Bag = bagTotals([bagLine(orangeJuice, 0, 2), bagLine(mangoSmoothie, 4, 1)]);

const wishlist: WishlistView = {
  items: [greenDetox, vanillaIceCream].map((detail) => {
    const variant = detail.defaultVariant;
    return {
      sku: variant.sku,
      slug: detail.slug,
      name: detail.name,
      description: detail.description,
      image: detail.image,
      material: variant.material,
      size: variant.size,
      price: variant.price,
      oldPrice: variant.oldPrice,
      inStock: variant.inStock,
    };
  }),
};

const blogSummaries: BlogSummary[] = [
  {
    slug: 'why-cold-pressed',
    title: { en: 'Why we cold-press every bottle', ar: 'لماذا نعصر كل زجاجة على البارد' },
    excerpt: {
      en: 'A centrifugal juicer spins fruit at thousands of turns a minute and warms it as it goes.',
      ar: 'تدور العصارة الطاردة بآلاف الدورات في الدقيقة فتسخن الفاكهة.',
    },
    author: 'Noura Al-Harbi',
    publishedAt: '2026-11-20T06:00:00.000Z',
    image: '/api/images/blog/why-cold-pressed.svg',
    imageAlt: null,
    featured: true,
    ofTheWeek: false,
    commentCount: 1,
  },
  {
    slug: 'refill-your-glass',
    title: { en: 'Refill your juice glass and pay less', ar: 'أعد تعبئة كأس العصير وادفع أقل' },
    excerpt: {
      en: 'Bought a juice in our Glass bottle? Keep it, and order a refill at the lower refill price.',
      ar: 'اشتريت عصيراً في زجاجتنا؟ احتفظ بها واطلب إعادة التعبئة بسعر أقل.',
    },
    author: 'Faisal Al-Qahtani',
    publishedAt: '2026-11-17T06:00:00.000Z',
    image: '/api/images/blog/refill-your-glass.svg',
    imageAlt: null,
    featured: false,
    ofTheWeek: true,
    commentCount: 0,
  },
];

const blogPost: BlogPost = {
  ...(blogSummaries[0] as BlogSummary),
  body: {
    en: [
      'A centrifugal juicer spins fruit at thousands of turns a minute and warms it as it goes. A cold press squeezes it slowly instead.',
      'Every Juicyin bottle is pressed in Riyadh on the morning it reaches you.',
    ],
    ar: [
      'تدور العصارة الطاردة بآلاف الدورات في الدقيقة فتسخن الفاكهة. أما العصر على البارد فيضغطها ببطء.',
      'كل زجاجة من جوسين تعصر في الرياض صباح يوم وصولها إليك.',
    ],
  },
  comments: [
    {
      id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
      author: 'Sara A.',
      body: 'The orange juice tastes like the ones my grandmother made.',
      createdAt: '2026-11-21T15:30:00.000Z',
    },
  ],
  shares: { facebook: 12, x: 7, linkedin: 2, whatsapp: 31, telegram: 0, email: 4 },
};

const faq: Faq = {
  groups: [
    {
      key: 'delivery',
      title: { en: 'Delivery', ar: 'التوصيل' },
      entries: [
        {
          question: { en: 'Where do you deliver?', ar: 'أين توصلون؟' },
          answer: {
            en: 'Riyadh with free shipping, and Jeddah and Dammam for a fee.',
            ar: 'الرياض بشحن مجاني، وجدة والدمام برسوم.',
          },
        },
      ],
    },
    {
      key: 'points',
      title: { en: 'Loyalty points', ar: 'نقاط الولاء' },
      entries: [
        {
          question: { en: 'When do my points expire?', ar: 'متى تنتهي صلاحية نقاطي؟' },
          answer: { en: '180 days after you earn them.', ar: 'بعد ١٨٠ يوماً من كسبها.' },
        },
      ],
    },
  ],
};

const store: StoreSettings = {
  cashOnDelivery: {
    enabled: false,
    fee: 0,
    unavailableReason: {
      en: 'Cash on delivery is unavailable due to the pandemic',
      ar: 'الدفع عند الاستلام غير متاح بسبب الجائحة',
    },
  },
  currencies: { usdPerSar: '0.266667', eurPerSar: '0.24' },
  deliveryZones: [
    { key: 'riyadh', city: { en: 'Riyadh', ar: 'الرياض' }, fee: 0, served: true },
    { key: 'jeddah', city: { en: 'Jeddah', ar: 'جدة' }, fee: 2500, served: true },
    { key: 'dammam', city: { en: 'Dammam', ar: 'الدمام' }, fee: 2500, served: true },
  ],
  seller: { name: { en: 'Juicyin Fresh Juice Co.', ar: 'شركة جوسين للعصائر الطازجة' }, vatNumber: '310123456700003' },
  // Every tile is one plain pale-green PNG (a data URL): the map draws the same without a network.
  mapTiles: {
    url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mN48eEBAAV8ArlDVR36AAAAAElFTkSuQmCC',
    attribution: '© OpenStreetMap contributors',
  },
  contact: {
    address: {
      en: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
      ar: 'طريق الملك فهد، العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
    },
    phone: '+966920000000',
    phoneDisplay: '920 000 000',
    email: 'hello@juicyin.sa',
    hours: { en: 'Every day, 8 am to 11 pm', ar: 'يومياً، من ٨ صباحاً حتى ١١ مساءً' },
    location: { lat: 24.7136, lng: 46.6753 },
    social: [
      { id: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/juicyin' },
      { id: 'x', network: 'X', href: 'https://x.com/juicyin' },
      { id: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/juicyin' },
    ],
  },
  widgets: { reviews: null, push: null },
};

const outbox: Outbox = {
  messages: [
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      to: 'noura@example.com',
      subject: 'Confirm your e-mail address at Juicyin',
      text: 'Hello Noura,\nConfirm your e-mail address and earn 50 points.\nhttp://127.0.0.1:3000/verify-email?token=abc\n',
      createdAt: '2026-11-20T09:10:01.000Z',
      sentAt: null,
    },
  ],
};

const reviews: Review[] = [
  {
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c61',
    author: 'Noura A.',
    rating: 5,
    text: 'Tastes like oranges picked this morning. We order it every week.',
    createdAt: '2026-11-18T16:40:00.000Z',
  },
  {
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c62',
    author: 'Fahad M.',
    rating: 4,
    text: 'Fresh and cold on arrival. A little sweet for me.',
    createdAt: '2026-11-12T08:05:00.000Z',
  },
  {
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c63',
    author: 'سارة ع.',
    rating: 5,
    text: 'عصير رائع وطازج، والتوصيل كان سريعاً.',
    createdAt: '2026-11-03T19:22:00.000Z',
  },
];

const reviewList: ReviewList = {
  items: reviews,
  page: 1,
  pageSize: 10,
  total: reviews.length,
  pageCount: 1,
  average: 4.7,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
};

const pointsSummary: PointsSummary = {
  balance: 1285,
  available: 1285,
  expiringSoon: 55,
  nextExpiry: { at: '2026-12-14T09:12:00.000Z', points: 55 },
  tier: 'gold',
  tierMultiplier: 2,
  earnedLastYear: 1340,
  nextTier: { tier: 'diamond', pointsNeeded: 3660 },
  bonusEventActive: false,
  surveyAnswered: false,
};

const pointsHistory: PointsHistory = {
  items: [
    {
      id: '1c7d2e63-9a8b-4c7d-8e9f-0a1b2c3d4e55',
      at: '2026-11-21T15:02:00.000Z',
      type: 'order',
      amount: 96,
      expiresAt: '2027-05-20T15:02:00.000Z',
      orderNumber: 'JY-261121-7K3QX',
    },
    {
      id: '1c7d2e63-9a8b-4c7d-8e9f-0a1b2c3d4e54',
      at: '2026-11-19T18:30:00.000Z',
      type: 'redeemed',
      amount: -100,
      expiresAt: null,
      orderNumber: 'JY-261119-2M8PD',
    },
    {
      id: '1c7d2e63-9a8b-4c7d-8e9f-0a1b2c3d4e53',
      at: '2026-11-02T11:00:00.000Z',
      type: 'review',
      amount: 1,
      expiresAt: '2027-05-01T11:00:00.000Z',
      orderNumber: null,
    },
    {
      id: '1c7d2e63-9a8b-4c7d-8e9f-0a1b2c3d4e52',
      at: '2026-06-17T09:12:00.000Z',
      type: 'email-verified',
      amount: 50,
      expiresAt: '2026-12-14T09:12:00.000Z',
      orderNumber: null,
    },
    {
      id: '1c7d2e63-9a8b-4c7d-8e9f-0a1b2c3d4e51',
      at: '2026-05-20T09:10:00.000Z',
      type: 'expired',
      amount: -5,
      expiresAt: null,
      orderNumber: null,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 5,
  pageCount: 1,
};

const referral: Referral = { code: 'NOURA7K2', referredCount: 3, rewardedCount: 1, pointsPerReferral: 100 };

const pendingRefund: WalletEntryView = {
  id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a73',
  at: '2026-11-20T12:00:00.000Z',
  type: 'refund',
  orderNumber: 'JY-261118-4H6TN',
  description: 'Refund of cancelled order JY-261118-4H6TN (card)',
  amount: 4250,
  status: 'pending',
};

const walletEntries: WalletEntryView[] = [
  pendingRefund,
  {
    id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a72',
    at: '2026-11-10T08:30:00.000Z',
    type: 'goodwill',
    orderNumber: null,
    description: 'Sorry for the late delivery',
    amount: 1500,
    status: 'completed',
  },
  {
    id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a71',
    at: '2026-11-01T16:45:00.000Z',
    type: 'refund',
    orderNumber: 'JY-261030-9B2LW',
    description: 'Refund of cancelled order JY-261030-9B2LW (card)',
    amount: 6000,
    status: 'completed',
  },
];

const walletBalances: WalletBalancesView = { total: 11750, unavailable: 4250, available: 7500, withdrawable: 6000 };

const staffOrder: StaffOrder = {
  id: '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a',
  number: 'JY-261121-7K3QX',
  status: 'processing',
  placedAt: '2026-11-21T15:02:00.000Z',
  statusSince: '2026-11-21T15:10:00.000Z',
  deliveredAt: null,
  customer: { id: '6f1f7c0a-5b1e-4c55-9d3c-1a2b3c4d5e6f', name: 'Noura Al-Harbi', email: 'noura@example.com' },
  city: 'Riyadh',
  itemCount: 3,
  grandTotal: 4800,
  paymentMethod: 'card',
  pointsEarned: 96,
  nextStatuses: ['shipping', 'cancelled'],
};

const staffRefund: StaffWalletEntry = {
  ...pendingRefund,
  customer: staffOrder.customer,
};

/** The juices offered for refill: those sold in Glass whose refill price is below the Glass price. */
const refillItems: RefillProductList['items'] = products.flatMap((detail, index) => {
  const summary = summaries[index];
  const glass = detail.variants.filter((variant) => variant.material === 'glass').map((variant) => variant.price);
  if (!summary || glass.length === 0 || detail.refillPrice === null) return [];
  const glassPrice = Math.min(...glass);
  return detail.refillPrice < glassPrice ? [{ product: summary, glassPrice, refillPrice: detail.refillPrice }] : [];
});
const refillProducts: RefillProductList = {
  items: refillItems,
  page: 1,
  pageSize: 24,
  total: refillItems.length,
  pageCount: 1,
};

/** A shopper who received three glasses of one juice (one refill ordered) and one of another. */
const myRefills: MyRefillList = {
  items: refillProducts.items.slice(0, 2).map((item, index) => {
    const glassDelivered = index === 0 ? 3 : 1;
    const refillsOrdered = index === 0 ? 1 : 0;
    return { ...item, glassDelivered, refillsOrdered, available: glassDelivered - refillsOrdered };
  }),
};

/** Realistic fixtures for stories and tests, shaped by the contract's schemas. */
export const fixtures = {
  health: { status: 'ok', database: { reachable: true, driver: 'pglite' } } satisfies Health,
  products: { orangeJuice, mangoSmoothie, greenDetox, vanillaIceCream },
  productSummaries: summaries,
  refillProducts,
  myRefills,
  emptyMyRefills: { items: [] } satisfies MyRefillList,
  productList,
  emptyProductList: { ...productList, items: [], total: 0, pageCount: 0 } satisfies ProductList,
  home,
  shopper,
  verifiedShopper: { ...shopper, emailVerified: true, points: 55 } satisfies Shopper,
  points,
  addresses: { items: [riyadhAddress, abhaAddress] },
  address: riyadhAddress,
  olderAddress,
  bag,
  emptyBag: { lines: [], itemCount: 0, subTotal: 0 } satisfies Bag,
  wishlist,
  blogList: { items: blogSummaries, page: 1, pageSize: 24, total: blogSummaries.length },
  blogPost,
  faq,
  store,
  outbox,
  ...checkoutFixtures({ bag, address: riyadhAddress, store }),
  pointsSummary,
  emptyPointsSummary: {
    balance: 0,
    available: 0,
    expiringSoon: 0,
    nextExpiry: null,
    tier: 'silver',
    tierMultiplier: 1,
    earnedLastYear: 0,
    nextTier: { tier: 'gold', pointsNeeded: 1000 },
    bonusEventActive: false,
    surveyAnswered: false,
  } satisfies PointsSummary,
  pointsHistory,
  referral,
  walletBalances,
  walletHistory: {
    items: walletEntries,
    page: 1,
    pageSize: 20,
    total: walletEntries.length,
    pageCount: 1,
  } satisfies WalletHistory,
  withdrawal: {
    entry: {
      id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a74',
      at: '2026-11-22T10:00:00.000Z',
      type: 'withdrawal',
      orderNumber: null,
      description: 'Withdraw Deposit',
      amount: -6000,
      status: 'pending',
    },
    balances: { total: 5750, unavailable: 4250, available: 1500, withdrawable: 0 },
  } satisfies WithdrawalResponse,
  staffOrder,
  staffOrders: {
    items: [staffOrder],
    page: 1,
    pageSize: 25,
    total: 1,
    pageCount: 1,
    counts: { placed: 0, processing: 1, shipping: 0 },
    cities: ['Riyadh'],
  } satisfies StaffOrderList,
  staffWallet: { items: [staffRefund], page: 1, pageSize: 25, total: 1, pageCount: 1 },
  reviewList,
  emptyReviewList: {
    items: [],
    page: 1,
    pageSize: 10,
    total: 0,
    pageCount: 0,
    average: 0,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  } satisfies ReviewList,
  createdReview: {
    review: {
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c64',
      author: 'Noura A.',
      rating: 5,
      text: 'Lovely and fresh.',
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    pointsCredited: 1,
  } satisfies CreateReviewResponse,
};

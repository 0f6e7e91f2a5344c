import type { InfoPage, InfoPageSlug } from '../content/pages.ts';
import { INFO_PAGE_SLUGS } from '../content/pages.ts';
import type { StaffEnquiryList } from '../staff/dashboard-schemas.ts';

const updatedAt = '2026-11-01T06:00:00.000Z';

const howToOrder: InfoPage = {
  slug: 'how-to-order',
  title: { en: 'How to order', ar: 'كيف تطلب' },
  intro: {
    en: ['We make the purchase easier for you. Just follow the steps as below.'],
    ar: ['نجعل الشراء أسهل لك. اتبع الخطوات أدناه فقط.'],
  },
  layout: 'steps',
  sections: [
    {
      id: 'choose',
      heading: { en: 'Choose your juice', ar: 'اختر عصيرك' },
      paragraphs: {
        en: ['Pick a juice, its size and a Regular or Glass bottle.'],
        ar: ['اختر العصير وحجمه وعبوة عادية أو زجاجية.'],
      },
    },
    {
      id: 'bag',
      heading: { en: 'Add it to your bag', ar: 'أضفه إلى حقيبتك' },
      paragraphs: { en: ['Your bag keeps it while you browse.'], ar: ['تحتفظ حقيبتك به أثناء التصفح.'] },
    },
    {
      id: 'checkout',
      heading: { en: 'Check out', ar: 'أكمل الطلب' },
      paragraphs: {
        en: ['Choose the address and pay by card or cash on delivery.'],
        ar: ['اختر العنوان وادفع بالبطاقة أو نقداً عند الاستلام.'],
      },
    },
  ],
  updatedAt,
};

const privacyPolicy: InfoPage = {
  slug: 'privacy-policy',
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  intro: { en: ['How we handle your data.'], ar: ['كيف نتعامل مع بياناتك.'] },
  layout: 'numbered',
  sections: [
    ['shopping', 'Shopping', 'التسوق'],
    ['cookies', 'Cookies and similar technologies', 'ملفات تعريف الارتباط والتقنيات المشابهة'],
    ['account', 'Ordering and user account', 'الطلب وحساب المستخدم'],
    ['analytics', 'Processing of data for web analytics', 'معالجة البيانات لتحليلات الويب'],
    ['advertising', 'Advertising activities', 'الأنشطة الإعلانية'],
  ].map(([id, en, ar]) => ({
    id: id as string,
    heading: { en: en as string, ar: ar as string },
    paragraphs: { en: [`What ${String(en).toLowerCase()} means for your data.`], ar: [`ما يعنيه ${ar} لبياناتك.`] },
  })),
  updatedAt,
};

const titles: Record<InfoPageSlug, { en: string; ar: string }> = {
  'how-to-order': howToOrder.title,
  'terms-conditions': { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  'privacy-policy': privacyPolicy.title,
  copyright: { en: 'Copyright', ar: 'حقوق النشر' },
  'security-policy': { en: 'Security policy', ar: 'سياسة الأمان' },
  'about-us': { en: 'About us', ar: 'من نحن' },
  careers: { en: 'Careers', ar: 'الوظائف' },
  'warranty-policy': { en: 'Warranty policy', ar: 'سياسة الضمان' },
  'sell-with-us': { en: 'Sell with us', ar: 'بع معنا' },
  'terms-of-use': { en: 'Terms of use', ar: 'شروط الاستخدام' },
  'terms-of-sale': { en: 'Terms of sale', ar: 'شروط البيع' },
};

/** A short page of two sections, for the pages the fixtures do not write out. */
function shortPage(slug: InfoPageSlug): InfoPage {
  const title = titles[slug];
  return {
    slug,
    title,
    intro: { en: [`${title.en} at Juicyin.`], ar: [`${title.ar} في جوسين.`] },
    layout: 'sections',
    sections: [
      {
        id: 'overview',
        heading: { en: 'Overview', ar: 'نظرة عامة' },
        paragraphs: { en: ['What this page covers, in plain words.'], ar: ['ما تغطيه هذه الصفحة بكلمات بسيطة.'] },
      },
      {
        id: 'contact',
        heading: { en: 'Questions', ar: 'أسئلة' },
        paragraphs: { en: ['Write to hello@juicyin.sa.'], ar: ['راسلنا على hello@juicyin.sa.'] },
      },
    ],
    updatedAt,
  };
}

export const infoPages = Object.fromEntries(
  INFO_PAGE_SLUGS.map((slug) => [
    slug,
    slug === 'how-to-order' ? howToOrder : slug === 'privacy-policy' ? privacyPolicy : shortPage(slug),
  ]),
) as Record<InfoPageSlug, InfoPage>;

export const enquiryInbox: StaffEnquiryList = {
  items: [
    {
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      kind: 'price-match',
      fullName: 'Sara Al-Otaibi',
      email: 'sara@example.com',
      enquiry: null,
      priceMatch: {
        product: 'Orange Juice 1 LTR',
        seenAt: 'Fresh Corner',
        price: 1600,
        link: 'https://example.com/orange',
      },
      receivedAt: '2026-11-22T09:15:00.000Z',
    },
    {
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1e',
      kind: 'contact',
      fullName: 'Omar Al-Harbi',
      email: 'omar@example.com',
      enquiry: 'Do you cater office events of 40 people in Al Olaya?',
      priceMatch: null,
      receivedAt: '2026-11-21T17:40:00.000Z',
    },
  ],
  page: 1,
  pageSize: 24,
  total: 2,
};

import type { StaffBlogPost, StaffBlogSummary } from '../staff/blog-schemas.ts';

// The dashboard's blog stories' posts: one of each status (a draft, one scheduled, two published),
// in English and Arabic, drafts first and then the newest publish time first, as the API lists them.

const post = (fields: Partial<StaffBlogPost> & Pick<StaffBlogPost, 'slug' | 'title' | 'status'>): StaffBlogPost => ({
  author: 'Noura Al-Harbi',
  publishedAt: null,
  featured: false,
  ofTheWeek: false,
  image: `/api/images/blog/${fields.slug}.svg`,
  imageAlt: null,
  version: 1,
  excerpt: { en: `${fields.title.en}: what we learned.`, ar: `${fields.title.ar}: ما تعلمناه.` },
  body: {
    en: [`${fields.title.en} starts with good fruit.`, 'Press it cold and drink it the same day.'],
    ar: [`${fields.title.ar} يبدأ بفاكهة جيدة.`, 'اعصرها على البارد واشربها في اليوم نفسه.'],
  },
  ...fields,
});

export const staffBlogPosts: readonly StaffBlogPost[] = [
  post({
    slug: 'winter-greens',
    title: { en: 'Winter greens', ar: 'خضار الشتاء' },
    status: 'draft',
  }),
  post({
    slug: 'ramadan-hydration',
    title: { en: 'Staying hydrated in Ramadan', ar: 'الترطيب في رمضان' },
    status: 'scheduled',
    publishedAt: '2026-12-20T06:00:00.000Z',
    author: 'Faisal Al-Qahtani',
  }),
  post({
    slug: 'why-cold-pressed',
    title: { en: 'Why we cold-press every bottle', ar: 'لماذا نعصر كل زجاجة على البارد' },
    status: 'published',
    publishedAt: '2026-11-20T06:00:00.000Z',
    featured: true,
    version: 3,
  }),
  post({
    slug: 'refill-your-glass',
    title: { en: 'Refill your juice glass and pay less', ar: 'أعد تعبئة كأس العصير وادفع أقل' },
    status: 'published',
    publishedAt: '2026-11-12T06:00:00.000Z',
    ofTheWeek: true,
    author: 'Faisal Al-Qahtani',
  }),
];

/** The same posts, "Why we cold-press" with a picture staff uploaded (described in both languages). */
export const staffBlogPostsWithPicture: readonly StaffBlogPost[] = staffBlogPosts.map((post) =>
  post.slug === 'why-cold-pressed'
    ? {
        ...post,
        image: `/api/images/uploads/${'7'.padStart(32, '0')}-card.jpg`,
        imageAlt: { en: 'Oranges in a cold press', ar: 'برتقال في عصارة على البارد' },
      }
    : post,
);

/** A post as the list shows it. */
export function staffBlogSummary(full: StaffBlogPost): StaffBlogSummary {
  return {
    slug: full.slug,
    title: full.title,
    author: full.author,
    publishedAt: full.publishedAt,
    status: full.status,
    featured: full.featured,
    ofTheWeek: full.ofTheWeek,
    image: full.image,
    imageAlt: full.imageAlt,
    version: full.version,
  };
}

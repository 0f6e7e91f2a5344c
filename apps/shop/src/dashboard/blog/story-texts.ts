/** The words the blog list's stories look for, in both languages (as staff read them). */
export const blogTexts = {
  heading: { en: 'Blog', ar: 'المدونة' },
  nav: { en: 'Dashboard', ar: 'لوحة التحكم' },
  navEntry: { en: 'Blog', ar: 'المدونة' },
  table: { en: 'Blog posts', ar: 'مقالات المدونة' },
  columns: {
    en: ['Title', 'Status', 'Publish time', 'Featured'],
    ar: ['العنوان', 'الحالة', 'وقت النشر', 'مميز'],
  },
  newPost: { en: 'New post', ar: 'مقال جديد' },
  statuses: {
    en: ['Draft', 'Scheduled', 'Published', 'Published'],
    ar: ['مسودة', 'مجدول', 'منشور', 'منشور'],
  },
  found: { en: '4 posts', ar: '4 مقالات' },
  empty: { en: 'No posts yet. Write the first one.', ar: 'لا مقالات بعد. اكتب أول مقال.' },
  loading: { en: 'Loading the posts…', ar: 'جارٍ تحميل المقالات…' },
  error: { en: 'The posts could not be loaded.', ar: 'تعذر تحميل المقالات.' },
} as const;

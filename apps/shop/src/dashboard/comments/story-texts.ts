/** The words the comment moderation stories look for, in both languages (as staff read them). */
export const commentsTexts = {
  heading: { en: 'Blog comments', ar: 'تعليقات المدونة' },
  nav: { en: 'Dashboard', ar: 'لوحة التحكم' },
  navEntry: { en: 'Comments', ar: 'التعليقات' },
  table: { en: 'Blog comments, newest first', ar: 'تعليقات المدونة، الأحدث أولاً' },
  columns: {
    en: ['Written', 'Post', 'Shopper', 'Comment', 'Shoppers see it', 'Action'],
    ar: ['كُتب في', 'المقالة', 'المتسوق', 'التعليق', 'يراه المتسوقون', 'الإجراء'],
  },
  show: { en: 'Show', ar: 'عرض' },
  coldPressed: { en: 'Why we cold-press every bottle', ar: 'لماذا نعصر كل زجاجة على البارد' },
  shown: { en: 'Shown', ar: 'ظاهر' },
  hiddenState: { en: 'Hidden', ar: 'مخفي' },
  hide: (name: string) => ({ en: `Hide ${name}'s comment`, ar: `إخفاء تعليق ${name}` }),
  showAgain: (name: string) => ({ en: `Show again ${name}'s comment`, ar: `إظهار مجدداً تعليق ${name}` }),
  hidden: (name: string) => ({
    en: `${name}'s comment is hidden: shoppers no longer see it.`,
    ar: `أُخفي تعليق ${name}: لم يعد المتسوقون يرونه.`,
  }),
  shownAgain: (name: string) => ({
    en: `${name}'s comment is shown to shoppers again.`,
    ar: `عاد تعليق ${name} ظاهراً للمتسوقين.`,
  }),
  found: (total: number) => ({
    en: total === 1 ? '1 comment found' : `${String(total)} comments found`,
    ar: total === 1 ? 'تعليق واحد' : total === 4 ? '4 تعليقات' : `${String(total)} تعليق`,
  }),
  failed: { en: 'The comment could not be changed. Try again.', ar: 'تعذّر تغيير التعليق. حاول مرة أخرى.' },
  empty: { en: 'There are no comments yet.', ar: 'لا توجد تعليقات بعد.' },
  loading: { en: 'Loading comments…', ar: 'جارٍ تحميل التعليقات…' },
  error: { en: 'The comments could not be loaded.', ar: 'تعذّر تحميل التعليقات.' },
} as const;

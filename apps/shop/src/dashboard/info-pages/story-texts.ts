/** The words the information pages' stories look for, in both languages. */
type Both = { readonly en: string; readonly ar: string };

export const pagesTexts = {
  heading: { en: 'Information pages', ar: 'صفحات المعلومات' },
  title: { en: 'Information pages — Juicyin dashboard', ar: 'صفحات المعلومات — لوحة تحكم جوسين' },
  navEntry: { en: 'Information pages', ar: 'صفحات المعلومات' },
  terms: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  termsUpdated: { en: 'Terms & Conditions (updated)', ar: 'الشروط والأحكام' },
  editTitle: (page: Both) => ({
    en: `${page.en} — information pages — Juicyin dashboard`,
    ar: `${page.ar} — صفحات المعلومات — لوحة تحكم جوسين`,
  }),
  back: { en: 'All information pages', ar: 'كل صفحات المعلومات' },
  shopLink: { en: 'See the page in the shop', ar: 'عرض الصفحة في المتجر' },
  loadingList: { en: 'Loading the pages…', ar: 'جارٍ تحميل الصفحات…' },
  listError: { en: 'The pages could not be loaded.', ar: 'تعذّر تحميل الصفحات.' },
  loading: { en: 'Loading the page…', ar: 'جارٍ تحميل الصفحة…' },
  error: { en: 'The page could not be loaded.', ar: 'تعذّر تحميل الصفحة.' },
  notFound: { en: 'No information page has this address.', ar: 'لا توجد صفحة معلومات بهذا العنوان.' },
  overview: { en: 'Overview', ar: 'نظرة عامة' },
  questions: { en: 'Questions', ar: 'أسئلة' },
  section: (number: number, name: Both) => ({
    en: `Section ${String(number)}: ${name.en}`,
    ar: `القسم ${String(number)}: ${name.ar}`,
  }),
  titleEn: { en: 'Title (in English)', ar: 'العنوان (بالإنجليزية)' },
  titleAr: { en: 'Title (in Arabic)', ar: 'العنوان (بالعربية)' },
  introEn: { en: 'Intro (in English)', ar: 'المقدمة (بالإنجليزية)' },
  headingEn: { en: 'Heading (in English)', ar: 'العنوان الفرعي (بالإنجليزية)' },
  headingAr: { en: 'Heading (in Arabic)', ar: 'العنوان الفرعي (بالعربية)' },
  paragraphsEn: { en: 'Paragraphs (in English)', ar: 'الفقرات (بالإنجليزية)' },
  paragraphsAr: { en: 'Paragraphs (in Arabic)', ar: 'الفقرات (بالعربية)' },
  moveUp: (name: Both) => ({ en: `Move up — ${name.en}`, ar: `نقل لأعلى — ${name.ar}` }),
  moveDown: (name: Both) => ({ en: `Move down — ${name.en}`, ar: `نقل لأسفل — ${name.ar}` }),
  addSection: { en: 'Add a section', ar: 'إضافة قسم' },
  save: { en: 'Save the page', ar: 'حفظ الصفحة' },
  reload: { en: 'Reload', ar: 'إعادة التحميل' },
  version: {
    en: (version: number) => `Version ${String(version)}`,
    ar: (version: number) => `الإصدار ${String(version)}`,
  },
  saved: {
    en: (version: number) => `Page saved (version ${String(version)}). The shop shows it now.`,
    ar: (version: number) => `حُفظت الصفحة (الإصدار ${String(version)}). يعرضها المتجر الآن.`,
  },
  fix: {
    en: 'Some fields need a change before the page can be saved.',
    ar: 'بعض الحقول تحتاج إلى تعديل قبل حفظ الصفحة.',
  },
  conflict: {
    en: 'Someone else saved this page since you opened it.',
    ar: 'حفظ شخص آخر هذه الصفحة بعد أن فتحتها.',
  },
  required: { en: 'Required.', ar: 'مطلوب.' },
  noParagraphs: { en: 'Write at least one paragraph.', ar: 'اكتب فقرة واحدة على الأقل.' },
  paragraphTooLong: (number: number) => ({
    en: `Paragraph ${String(number)}: At most 2000 characters.`,
    ar: `الفقرة ${String(number)}: 2000 حرفًا على الأكثر.`,
  }),
} as const;

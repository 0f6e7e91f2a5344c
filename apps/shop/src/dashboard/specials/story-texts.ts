/** The words the specials calendar's stories look for, in both languages. */
export const specialsTexts = {
  heading: { en: 'Specials', ar: 'العروض الخاصة' },
  title: { en: 'Specials — Juicyin dashboard', ar: 'العروض الخاصة — لوحة تحكم جوسين' },
  navEntry: { en: 'Specials', ar: 'العروض الخاصة' },
  month: { en: 'November 2026', ar: 'نوفمبر 2026' },
  calendar: { en: 'Special of Today by day', ar: 'عرض اليوم حسب اليوم' },
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  apple: { en: 'Fresh Apple Juice', ar: 'عصير تفاح طازج' },
  ginger: { en: 'Ginger Herb Juice', ar: 'عصير أعشاب زنجبيل' },
  week48: { en: /^Week 48, /, ar: /^الأسبوع 48، / },
  dayHeading25: {
    en: /^Special of Today on Wednesday, November 25, 2026$/,
    ar: /^عرض اليوم في الأربعاء، 25 نوفمبر 2026$/,
  },
  weekHeading48: { en: /^Special of the week: week 48, /, ar: /^عرض الأسبوع: الأسبوع 48، / },
  add: { en: 'Add a product', ar: 'إضافة منتج' },
  save: { en: 'Save special', ar: 'حفظ العرض' },
  clear: { en: 'Clear special', ar: 'إلغاء العرض' },
  none: { en: 'No special', ar: 'لا يوجد عرض' },
  saved: {
    en: /^Saved: Wednesday, November 25, 2026 now features 3 products\.$/,
    ar: /^تم الحفظ: الأربعاء، 25 نوفمبر 2026 يعرض الآن 3 منتجات\.$/,
  },
  cleared: {
    en: /^Cleared: Week 48, .* has no special now\.$/,
    ar: /^تم الإلغاء: لا يوجد عرض في الأسبوع 48، .* الآن\.$/,
  },
  past: {
    en: 'This day or week is over: its special stays on record as it was.',
    ar: 'انتهى هذا اليوم أو الأسبوع: يبقى عرضه مسجّلًا كما كان.',
  },
  refused: {
    en: 'This day or week is over: its special can no longer change.',
    ar: 'انتهى هذا اليوم أو الأسبوع: لم يعد بالإمكان تغيير عرضه.',
  },
  empty: {
    en: 'No day or week this month has a special yet. Choose one to set it.',
    ar: 'لا يوجد عرض لأي يوم أو أسبوع في هذا الشهر بعد. اختر يومًا أو أسبوعًا لتحديده.',
  },
  loading: { en: 'Loading the specials…', ar: 'جارٍ تحميل العروض…' },
  error: { en: 'The specials could not be loaded.', ar: 'تعذّر تحميل العروض.' },
} as const;

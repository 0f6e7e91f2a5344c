/** The words the settings page's stories look for, in both languages. */
export const settingsTexts = {
  heading: { en: 'Store settings', ar: 'إعدادات المتجر' },
  title: { en: 'Store settings — Juicyin dashboard', ar: 'إعدادات المتجر — لوحة تحكم جوسين' },
  navEntry: { en: 'Settings', ar: 'الإعدادات' },
  cod: { en: 'Shoppers can pay cash on delivery', ar: 'يمكن للمتسوقين الدفع نقدًا عند الاستلام' },
  codFee: { en: 'Cash on delivery fee', ar: 'رسوم الدفع عند الاستلام' },
  reasonEn: { en: 'Why it is off (in English)', ar: 'سبب الإيقاف (بالإنجليزية)' },
  reasonAr: { en: 'Why it is off (in Arabic)', ar: 'سبب الإيقاف (بالعربية)' },
  eurPerSar: { en: 'EUR per SAR', ar: 'اليورو مقابل الريال' },
  jeddahFee: { en: 'Delivery fee — Jeddah', ar: 'رسوم التوصيل — جدة' },
  jeddahServed: { en: 'We deliver here — Jeddah', ar: 'نوصّل إلى هنا — جدة' },
  placed: { en: 'Placed (minutes)', ar: 'تم الطلب (بالدقائق)' },
  vatNumber: { en: 'VAT number', ar: 'الرقم الضريبي' },
  phone: { en: 'Phone (dialled)', ar: 'الهاتف (للاتصال)' },
  save: { en: 'Save settings', ar: 'حفظ الإعدادات' },
  reload: { en: 'Reload', ar: 'إعادة التحميل' },
  version: {
    en: (version: number) => `Version ${String(version)}`,
    ar: (version: number) => `الإصدار ${String(version)}`,
  },
  saved: {
    en: (version: number) => `Settings saved (version ${String(version)}). The shop shows them now.`,
    ar: (version: number) => `حُفظت الإعدادات (الإصدار ${String(version)}). يعرضها المتجر الآن.`,
  },
  fix: {
    en: 'Some fields need a change before the settings can be saved.',
    ar: 'بعض الحقول تحتاج إلى تعديل قبل حفظ الإعدادات.',
  },
  vatProblem: {
    en: 'A Saudi VAT number: 15 digits, starting and ending with 3.',
    ar: 'رقم ضريبي سعودي: 15 رقمًا يبدأ بـ 3 وينتهي بـ 3.',
  },
  reasonProblem: {
    en: 'Say why cash on delivery is off, in English and Arabic: shoppers see it at checkout.',
    ar: 'اذكر سبب إيقاف الدفع عند الاستلام بالإنجليزية والعربية: يراه المتسوقون عند إتمام الطلب.',
  },
  conflict: {
    en: 'Someone else changed the settings since you opened them. Reload to see their change, then make yours again.',
    ar: 'غيّر شخص آخر الإعدادات منذ أن فتحتها. أعد التحميل لترى تغييره، ثم أجرِ تغييرك مرة أخرى.',
  },
  loading: { en: 'Loading the settings…', ar: 'جارٍ تحميل الإعدادات…' },
  error: { en: 'The settings could not be loaded.', ar: 'تعذّر تحميل الإعدادات.' },
} as const;

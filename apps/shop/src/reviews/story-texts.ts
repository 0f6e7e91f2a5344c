/** What the write-a-review stories read, in both languages. */
export const reviewTexts = {
  write: { en: 'Write a review', ar: 'اكتب تقييمًا' },
  signIn: { en: 'Sign in to write a review', ar: 'سجّل الدخول لتكتب تقييمًا' },
  rating: { en: 'Your rating', ar: 'تقييمك' },
  text: { en: 'Your review', ar: 'رأيك' },
  fourStars: { en: '4 stars', ar: '4 نجوم' },
  fiveStars: { en: '5 stars', ar: '5 نجوم' },
  submit: { en: 'Post review', ar: 'انشر التقييم' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  points: { en: 'Your first review of a product earns 1 point.', ar: 'أول تقييم تكتبه لكل منتج يمنحك نقطة واحدة.' },
  ratingError: { en: 'Choose 1 to 5 stars', ar: 'اختر من 1 إلى 5 نجوم' },
  textError: { en: 'Write a few words about the product', ar: 'اكتب كلمتين عن المنتج' },
  tooLong: { en: 'At most 2000 characters', ar: 'بحد أقصى 2000 حرف' },
  thanks: { en: 'Thank you for your review', ar: 'شكرًا على تقييمك' },
  earned: {
    en: 'You earned 1 point. It now shows in the product’s reviews.',
    ar: 'كسبت نقطة واحدة. يظهر الآن في تقييمات المنتج.',
  },
  already: { en: 'You reviewed this product', ar: 'قيّمت هذا المنتج' },
  notReceived: {
    en: 'You can review this product once an order with it has been delivered to you.',
    ar: 'تقدر تقيّم هذا المنتج بعد ما يوصلك طلب فيه.',
  },
  checking: { en: 'Checking whether you can review this product…', ar: 'نتحقق إن كان بإمكانك تقييم هذا المنتج…' },
  loadError: {
    en: 'We could not check whether you can review this product.',
    ar: 'تعذّر التحقق إن كان بإمكانك تقييم هذا المنتج.',
  },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  orderTitle: { en: 'Review what you received', ar: 'قيّم ما وصلك' },
  reviewsTitle: { en: 'Customer reviews', ar: 'آراء العملاء' },
} as const;

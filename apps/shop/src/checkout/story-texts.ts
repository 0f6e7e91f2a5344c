/** The words the checkout's stories look for, in both languages. */
export const texts = {
  title: { en: 'Secure Checkout', ar: 'الدفع الآمن' },
  signInTitle: { en: 'Sign in to check out', ar: 'سجّل الدخول لإتمام الطلب' },
  logIn: { en: 'Log In', ar: 'دخول' },
  register: { en: 'Register', ar: 'إنشاء حساب' },
  addressTitle: { en: 'Select a shipping address', ar: 'اختر عنوان الشحن' },
  addAddress: { en: 'Add new address', ar: 'أضف عنواناً جديداً' },
  saveAddress: { en: 'Save Address', ar: 'حفظ العنوان' },
  deliverHere: { en: 'Deliver to this address', ar: 'التوصيل إلى هذا العنوان' },
  deliveringHere: { en: 'Delivering here', ar: 'التوصيل هنا' },
  nationalAddress: {
    buildingNumber: { en: 'Building number', ar: 'رقم المبنى' },
    postalCode: { en: 'Postal code', ar: 'الرمز البريدي' },
    additionalNumber: { en: 'Additional number', ar: 'الرقم الإضافي' },
    shortAddress: { en: 'Short address', ar: 'العنوان المختصر' },
  },
  numbersMissing: {
    en: 'The building number and additional number are missing.',
    ar: 'رقم المبنى والرقم الإضافي غير مذكورين.',
  },
  completeAddress: {
    en: 'Add the building number and additional number of this address (you find them in your national address) to deliver here.',
    ar: 'أضف رقم المبنى والرقم الإضافي لهذا العنوان (تجدهما في عنوانك الوطني) للتوصيل إليه.',
  },
  emptyTitle: { en: 'Your bag is empty', ar: 'حقيبتك فارغة' },
  orange: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  mango: { en: 'Mango Smoothie', ar: 'سموذي مانجو' },
  pointsTitle: { en: 'Redeem Juicyin points', ar: 'استبدل نقاط جوسين' },
  notEnoughPoints: { en: 'You need at least 50 points to redeem.', ar: 'تحتاج إلى 50 نقطة على الأقل للاستبدال.' },
  walletEmpty: { en: 'Your wallet has no credit to use.', ar: 'لا يوجد رصيد في محفظتك لاستخدامه.' },
  couponLabel: { en: 'Coupon code', ar: 'رمز القسيمة' },
  addCoupon: { en: 'Add a coupon', ar: 'أضف قسيمة' },
  cod: { en: 'Cash on Delivery', ar: 'الدفع عند الاستلام' },
  card: { en: 'Credit/ Debit card Payment', ar: 'الدفع ببطاقة ائتمان/ خصم' },
  codOff: {
    en: 'Cash on delivery is unavailable due to the pandemic',
    ar: 'الدفع عند الاستلام غير متاح بسبب الجائحة',
  },
  cardNumber: { en: 'Card number', ar: 'رقم البطاقة' },
  holderName: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  expiry: { en: 'Expires on (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)' },
  cvv: { en: 'CVV', ar: 'رمز التحقق CVV' },
  visa: { en: 'Card: Visa', ar: 'البطاقة: فيزا' },
  confirm: { en: 'Confirm Order', ar: 'تأكيد الطلب' },
  placingButton: { en: 'Placing your order…', ar: 'جارٍ تقديم طلبك…' },
  errorsTitle: { en: 'Please fix these to place your order', ar: 'يرجى تصحيح ما يلي لتقديم طلبك' },
  numberRequired: { en: 'Enter the card number.', ar: 'أدخل رقم البطاقة.' },
  badNumber: {
    en: 'This card number is not valid; check the digits.',
    ar: 'رقم البطاقة غير صحيح؛ تحقق من الأرقام.',
  },
  declined: {
    en: 'Your card was declined. Nothing was charged: check the card details or use another card.',
    ar: 'رُفضت بطاقتك. لم يُخصم أي مبلغ: تحقق من بيانات البطاقة أو استخدم بطاقة أخرى.',
  },
  providerFailed: {
    en: 'The payment service did not answer. Nothing was charged: press Confirm Order again in a moment.',
    ar: 'لم تستجب خدمة الدفع. لم يُخصم أي مبلغ: اضغط تأكيد الطلب مرة أخرى بعد قليل.',
  },
  allSet: { en: 'You’re all set', ar: 'تم كل شيء' },
  viewOrder: { en: 'View your order', ar: 'اعرض طلبك' },
  keepShopping: { en: 'Keep shopping', ar: 'تابع التسوق' },
  stock: { en: 'Not enough in stock for this quantity', ar: 'الكمية المتوفرة لا تكفي لهذا العدد' },
} as const;

/** The coupon's refusal in words, per reason. */
export const couponReasons = {
  unknown: {
    en: 'We do not know this coupon code. Check how it is spelt.',
    ar: 'لا نعرف رمز القسيمة هذا. تحقق من كتابته.',
  },
  expired: { en: 'This coupon has expired.', ar: 'انتهت صلاحية هذه القسيمة.' },
  not_yet_valid: { en: 'This coupon cannot be used yet.', ar: 'لا يمكن استخدام هذه القسيمة بعد.' },
  minimum_not_met: {
    en: 'Your sub total is below this coupon’s minimum.',
    ar: 'المجموع الفرعي أقل من الحد الأدنى لهذه القسيمة.',
  },
  used_up: { en: 'This coupon has been used up.', ar: 'نفدت استخدامات هذه القسيمة.' },
  used_up_for_you: { en: 'You have already used this coupon.', ar: 'لقد استخدمت هذه القسيمة من قبل.' },
  not_for_your_tier: { en: 'This coupon is not for your membership tier.', ar: 'هذه القسيمة ليست لفئة عضويتك.' },
} as const;

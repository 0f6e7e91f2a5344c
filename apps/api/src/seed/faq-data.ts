/** The FAQ groups seeded on first start. */

export interface FaqGroupSeed {
  readonly key: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly entries: readonly { qEn: string; qAr: string; aEn: string; aAr: string }[];
}

export const faqSeeds: readonly FaqGroupSeed[] = [
  {
    key: 'order',
    titleEn: 'Order',
    titleAr: 'الطلب',
    entries: [
      {
        qEn: 'How do I place an order?',
        qAr: 'كيف أقدم طلباً؟',
        aEn: 'Add products to your bag, choose Secure Checkout, sign in, pick an address and a payment method, and confirm.',
        aAr: 'أضف المنتجات إلى حقيبتك، واختر الدفع الآمن، وسجل الدخول، واختر العنوان وطريقة الدفع، ثم أكد.',
      },
      {
        qEn: 'Can I cancel my order?',
        qAr: 'هل يمكنني إلغاء طلبي؟',
        aEn: 'Yes, while it is Placed. Once we start preparing it, contact us.',
        aAr: 'نعم، ما دام في حالة "تم الطلب". بعد أن نبدأ التحضير تواصل معنا.',
      },
    ],
  },
  {
    key: 'returns',
    titleEn: 'Returns',
    titleAr: 'الإرجاع',
    entries: [
      {
        qEn: 'What if my juice arrives damaged?',
        qAr: 'ماذا لو وصل العصير تالفاً؟',
        aEn: 'Tell us within 24 hours with a photo and we refund it to your Juicyin wallet.',
        aAr: 'أخبرنا خلال ٢٤ ساعة مع صورة وسنعيد المبلغ إلى محفظة جوسين.',
      },
    ],
  },
  {
    key: 'delivery',
    titleEn: 'Delivery',
    titleAr: 'التوصيل',
    entries: [
      {
        qEn: 'Where do you deliver?',
        qAr: 'أين توصلون؟',
        aEn: 'Riyadh with free shipping, and Jeddah and Dammam for a fee. Other cities are coming.',
        aAr: 'الرياض بشحن مجاني، وجدة والدمام برسوم. مدن أخرى قريباً.',
      },
      {
        qEn: 'When will my order arrive?',
        qAr: 'متى يصل طلبي؟',
        aEn: 'Orders placed before 11:00 arrive the same day in Riyadh.',
        aAr: 'الطلبات قبل الساعة ١١:٠٠ تصل في اليوم نفسه في الرياض.',
      },
    ],
  },
  {
    key: 'account',
    titleEn: 'Your account',
    titleAr: 'حسابك',
    entries: [
      {
        qEn: 'I forgot my password.',
        qAr: 'نسيت كلمة المرور.',
        aEn: 'Choose Forgot password when you sign in; we e-mail you a link that works for one hour.',
        aAr: 'اختر "نسيت كلمة المرور" عند تسجيل الدخول، وسنرسل لك رابطاً صالحاً لمدة ساعة.',
      },
    ],
  },
  {
    key: 'payment',
    titleEn: 'Prices & payment',
    titleAr: 'الأسعار والدفع',
    entries: [
      {
        qEn: 'Do prices include VAT?',
        qAr: 'هل تشمل الأسعار ضريبة القيمة المضافة؟',
        aEn: 'Yes, every price includes 15% VAT.',
        aAr: 'نعم، جميع الأسعار تشمل ضريبة القيمة المضافة ١٥٪.',
      },
      {
        qEn: 'Can I pay cash on delivery?',
        qAr: 'هل يمكنني الدفع عند الاستلام؟',
        aEn: 'Cash on delivery is unavailable for now; pay by card or with your wallet.',
        aAr: 'الدفع عند الاستلام غير متاح حالياً؛ ادفع بالبطاقة أو من محفظتك.',
      },
    ],
  },
  {
    key: 'points',
    titleEn: 'Loyalty points',
    titleAr: 'نقاط الولاء',
    entries: [
      {
        qEn: 'When do my points expire?',
        qAr: 'متى تنتهي صلاحية نقاطي؟',
        aEn: '180 days after you earn them. Your points page shows what expires soon.',
        aAr: 'بعد ١٨٠ يوماً من كسبها. تعرض صفحة نقاطك ما سينتهي قريباً.',
      },
    ],
  },
  {
    key: 'other',
    titleEn: 'Other faqs',
    titleAr: 'أسئلة أخرى',
    entries: [
      {
        qEn: 'Are your juices sugar free?',
        qAr: 'هل عصائركم خالية من السكر؟',
        aEn: 'We add no sugar and no water; the sweetness is the fruit.',
        aAr: 'لا نضيف سكراً ولا ماء؛ الحلاوة من الفاكهة نفسها.',
      },
    ],
  },
];

/** Blog posts, FAQ groups, delivery zones and store settings seeded on first start. */

export interface BlogSeed {
  readonly slug: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly author: string;
  readonly bodyEn: readonly string[];
  readonly bodyAr: readonly string[];
  readonly featured?: boolean;
  readonly ofTheWeek?: boolean;
  readonly daysAgo: number;
  readonly colour: string;
}

export const blogSeeds: readonly BlogSeed[] = [
  {
    slug: 'why-cold-pressed',
    titleEn: 'Why we cold-press every bottle',
    titleAr: 'لماذا نعصر كل زجاجة على البارد',
    author: 'Noura Al-Harbi',
    bodyEn: [
      'A centrifugal juicer spins fruit at thousands of turns a minute and warms it as it goes. A cold press squeezes it slowly instead.',
      'The juice keeps more of its colour, its taste and its vitamins, and it stays fresh longer in your fridge.',
      'Every Juicyin bottle is pressed in Riyadh on the morning it reaches you.',
    ],
    bodyAr: [
      'تدور العصارة الطاردة بآلاف الدورات في الدقيقة فتسخن الفاكهة. أما العصر على البارد فيضغطها ببطء.',
      'يحتفظ العصير بلونه وطعمه وفيتاميناته أكثر، ويبقى طازجاً مدة أطول في ثلاجتك.',
      'كل زجاجة من جوسين تعصر في الرياض صباح يوم وصولها إليك.',
    ],
    featured: true,
    daysAgo: 2,
    colour: '#f59e0b',
  },
  {
    slug: 'refill-your-glass',
    titleEn: 'Refill your juice glass and pay less',
    titleAr: 'أعد تعبئة كأس العصير وادفع أقل',
    author: 'Faisal Al-Qahtani',
    bodyEn: [
      'Bought a juice in our Glass bottle? Keep it. Next time, order a refill of the same juice at the lower refill price.',
      'Our driver swaps your empty glass for a full one at your doorstep. Less waste, lower price.',
    ],
    bodyAr: [
      'اشتريت عصيراً في زجاجتنا؟ احتفظ بها. في المرة القادمة اطلب إعادة تعبئة العصير نفسه بسعر التعبئة الأقل.',
      'يستبدل مندوبنا زجاجتك الفارغة بأخرى ممتلئة عند بابك. هدر أقل وسعر أقل.',
    ],
    ofTheWeek: true,
    daysAgo: 5,
    colour: '#0ea5e9',
  },
  {
    slug: 'summer-hydration',
    titleEn: 'Five juices for a Riyadh summer',
    titleAr: 'خمسة عصائر لصيف الرياض',
    author: 'Sara Al-Otaibi',
    bodyEn: [
      'Watermelon, cucumber mint, lemongrass, pineapple and hibiscus: light, cooling and low in sugar.',
      'Drink them chilled between meals, and keep a bottle of water beside you too.',
    ],
    bodyAr: [
      'البطيخ والخيار بالنعناع وعشبة الليمون والأناناس والكركديه: خفيفة ومنعشة وقليلة السكر.',
      'اشربها مبردة بين الوجبات، واحتفظ بزجاجة ماء بجانبك أيضاً.',
    ],
    daysAgo: 9,
    colour: '#ef4444',
  },
  {
    slug: 'detox-myths',
    titleEn: 'Detox juices: what they do and do not do',
    titleAr: 'عصائر الديتوكس: ما تفعله وما لا تفعله',
    author: 'Dr. Hala Al-Shehri',
    bodyEn: [
      'Your liver and kidneys do the detoxing. A green juice does not replace them, but it does add vegetables most of us lack.',
      'Pick blends with more vegetables than fruit, and drink them alongside a balanced meal.',
    ],
    bodyAr: [
      'الكبد والكليتان يقومان بإزالة السموم. العصير الأخضر لا يحل محلهما، لكنه يضيف خضاراً يفتقدها أكثرنا.',
      'اختر خلطات فيها خضار أكثر من الفاكهة، واشربها مع وجبة متوازنة.',
    ],
    daysAgo: 14,
    colour: '#16a34a',
  },
  {
    slug: 'points-explained',
    titleEn: 'How Juicyin points work',
    titleAr: 'كيف تعمل نقاط جوسين',
    author: 'Juicyin team',
    bodyEn: [
      'Register and earn 5 points; verify your e-mail and earn 50 more. Every delivered order earns points for each riyal.',
      'Redeem them in steps of 50 points, each worth SAR 1.30 off your next order. Points expire 180 days after you earn them.',
    ],
    bodyAr: [
      'سجل واكسب ٥ نقاط، وأكد بريدك الإلكتروني واكسب ٥٠ نقطة أخرى. كل طلب يصلك يكسبك نقاطاً عن كل ريال.',
      'استبدلها بخطوات من ٥٠ نقطة، كل منها بقيمة ١٫٣٠ ريال من طلبك القادم. تنتهي صلاحية النقاط بعد ١٨٠ يوماً من كسبها.',
    ],
    daysAgo: 21,
    colour: '#7c3aed',
  },
  {
    slug: 'winter-immunity',
    titleEn: 'Winter blends with ginger and citrus',
    titleAr: 'خلطات الشتاء بالزنجبيل والحمضيات',
    author: 'Noura Al-Harbi',
    bodyEn: [
      'When the evenings turn cool, we reach for ginger, orange, carrot and turmeric.',
      'Our lemon ginger detox and fresh orange juice are back on the menu for the season.',
    ],
    bodyAr: [
      'عندما تبرد الأمسيات نلجأ إلى الزنجبيل والبرتقال والجزر والكركم.',
      'عادت ديتوكس الليمون والزنجبيل وعصير البرتقال الطازج إلى قائمتنا لهذا الموسم.',
    ],
    daysAgo: 30,
    colour: '#d97706',
  },
];

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

export const deliveryZoneSeeds = [
  { key: 'riyadh', cityEn: 'Riyadh', cityAr: 'الرياض', fee: 0, served: true },
  { key: 'jeddah', cityEn: 'Jeddah', cityAr: 'جدة', fee: 2500, served: true },
  { key: 'dammam', cityEn: 'Dammam', cityAr: 'الدمام', fee: 2500, served: true },
  { key: 'mecca', cityEn: 'Mecca', cityAr: 'مكة المكرمة', fee: 3000, served: false },
  { key: 'medina', cityEn: 'Medina', cityAr: 'المدينة المنورة', fee: 3000, served: false },
] as const;

export const storeSettingsSeed = {
  codEnabled: false,
  codFee: 0,
  codReasonEn: 'Cash on delivery is unavailable due to the pandemic',
  codReasonAr: 'الدفع عند الاستلام غير متاح بسبب الجائحة',
  eurPerSar: '0.24',
  sellerNameEn: 'Juicyin Fresh Juice Co.',
  sellerNameAr: 'شركة جوسين للعصائر الطازجة',
  sellerVatNumber: '310123456700003',
} as const;

/** How shoppers reach the shop (Riyadh): the contact page, the help line and the footer's social links. */
export const storeContactSeed = {
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
  phone: '+966920000000',
  phoneDisplay: '920 000 000',
  email: 'hello@juicyin.sa',
  hoursEn: 'Every day, 8 am to 11 pm',
  hoursAr: 'يومياً، من ٨ صباحاً حتى ١١ مساءً',
  lat: 24.7136,
  lng: 46.6753,
  social: [
    { id: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/juicyin' },
    { id: 'x', network: 'X', href: 'https://x.com/juicyin' },
    { id: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/juicyin' },
  ],
} as const;

/** The blog posts seeded on first start. */

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

import type { InfoPageSeed } from '../page-data.ts';

export const sellWithUs: InfoPageSeed = {
  slug: 'sell-with-us',
  title: { en: 'Sell with us', ar: 'بِع معنا' },
  intro: {
    en: [
      'A juice is only as good as the fruit in it. We buy from farmers and suppliers who grow and handle produce with care, as close to Riyadh as the season allows.',
      'If you grow fruit, vegetables or herbs, or supply the bottles and packaging a fresh juice kitchen needs, we would like to meet you.',
    ],
    ar: [
      'العصير لا يكون أفضل من الفاكهة التي فيه. لذلك نشتري من مزارعين وموردين يزرعون المحاصيل ويتعاملون معها بعناية، وأقرب ما يكون إلى الرياض بحسب ما يسمح به الموسم.',
      'إن كنت تزرع الفاكهة أو الخضار أو الأعشاب، أو تورد الزجاجات والتغليف الذي يحتاجه مطبخ للعصائر الطازجة، فيسعدنا أن نتعرف عليك.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'what-we-buy',
      heading: { en: 'What we buy', ar: 'ما نشتريه' },
      paragraphs: {
        en: [
          'Citrus, pomegranates, grapes, pineapples, apples, berries, watermelon and mangoes; carrots, cucumbers, spinach, beetroot and celery; ginger, mint, lemongrass and other fresh herbs. We favour produce grown in the Kingdom whenever its quality and season allow.',
          'We also buy reusable glass bottles, caps and labels, and insulated bags for delivery.',
        ],
        ar: [
          'الحمضيات والرمان والعنب والأناناس والتفاح والتوت والبطيخ والمانجو؛ والجزر والخيار والسبانخ والشمندر والكرفس؛ والزنجبيل والنعناع وعشبة الليمون وغيرها من الأعشاب الطازجة. ونفضّل ما يُزرع في المملكة متى سمحت جودته وموسمه.',
          'ونشتري كذلك الزجاجات القابلة لإعادة الاستخدام والأغطية والملصقات والحقائب المعزولة للتوصيل.',
        ],
      },
    },
    {
      id: 'what-we-ask-of-suppliers',
      heading: { en: 'What we ask of our suppliers', ar: 'ما نطلبه من موردينا' },
      paragraphs: {
        en: [
          'Ripe, whole produce, picked recently and kept cool on its way to us. Food suppliers need a valid commercial registration and must meet the Saudi Food and Drug Authority requirements; packaging must be safe for food.',
          'Reliable, early deliveries: our kitchen starts before sunrise and presses only what it delivers that day.',
        ],
        ar: [
          'محاصيل ناضجة وكاملة، قُطفت حديثاً وحُفظت باردة في طريقها إلينا. ويلزم موردي الأغذية سجل تجاري ساري المفعول واستيفاء متطلبات الهيئة العامة للغذاء والدواء، ويجب أن يكون التغليف آمناً للأغذية.',
          'توريد منتظم ومبكر: فمطبخنا يبدأ قبل شروق الشمس ولا يعصر إلا ما يوصله في ذلك اليوم.',
        ],
      },
    },
    {
      id: 'how-we-work-together',
      heading: { en: 'How we work together', ar: 'كيف نعمل معاً' },
      paragraphs: {
        en: [
          'We agree quantities a week ahead and adjust them with the season. You receive a tax invoice for every delivery we accept, and we pay on the terms we agree in writing, on time.',
          'Tell us when a harvest is especially good: we often build a season special around it.',
        ],
        ar: [
          'نتفق على الكميات قبل أسبوع ونعدّلها بحسب الموسم. وتصدر فاتورة ضريبية لكل توريد نقبله، وندفع في موعده وفق الشروط التي نتفق عليها كتابة.',
          'أخبرنا حين يكون المحصول مميزاً، فكثيراً ما نبني حوله عرضاً موسمياً.',
        ],
      },
    },
    {
      id: 'how-to-get-in-touch',
      heading: { en: 'How to get in touch', ar: 'كيف تتواصل معنا' },
      paragraphs: {
        en: [
          'Write to hello@juicyin.sa, or use the form on our Contact us page. Tell us what you grow or make, where, in what quantities and in which months, and attach any certificates. We reply within a week and, if it is a fit, come to see you and taste.',
        ],
        ar: [
          'راسلنا على hello@juicyin.sa، أو استخدم النموذج في صفحة "اتصل بنا". أخبرنا بما تزرعه أو تصنعه، وأين، وبأي كميات وفي أي أشهر، وأرفق ما لديك من شهادات. نرد خلال أسبوع، وإن كان التعاون مناسباً نزورك ونتذوق.',
        ],
      },
    },
  ],
};

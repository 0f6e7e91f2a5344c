import type { InfoPageSeed } from '../page-data.ts';

export const aboutUs: InfoPageSeed = {
  slug: 'about-us',
  title: { en: 'About us', ar: 'من نحن' },
  intro: {
    en: [
      'Juicyin is a fresh juice kitchen in Riyadh. Every morning we cold-press fruit and vegetables, bottle the juice, and bring it to doorsteps across the city the same day.',
    ],
    ar: [
      'جوسين مطبخ للعصائر الطازجة في الرياض. كل صباح نعصر الفاكهة والخضار على البارد ونعبئ العصير ونوصله إلى أبواب البيوت في أنحاء المدينة في اليوم نفسه.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'our-story',
      heading: { en: 'Our story', ar: 'قصتنا' },
      paragraphs: {
        en: [
          'We started Juicyin because we could not find juice in Riyadh that tasted like the fruit it came from. Most bottles on the shelf had travelled for days, been heated to last for months, or had sugar and water added.',
          'So we bought a cold press, set up a small kitchen, and began delivering to friends and neighbours. They told their friends, and the kitchen grew into the shop you are using today.',
        ],
        ar: [
          'بدأنا جوسين لأننا لم نجد في الرياض عصيراً طعمه طعم الفاكهة التي عُصر منها. فأغلب الزجاجات على الرفوف سافرت أياماً، أو سُخّنت لتدوم شهوراً، أو أضيف إليها السكر والماء.',
          'فاشترينا عصارة على البارد وجهزنا مطبخاً صغيراً وبدأنا التوصيل للأصدقاء والجيران. أخبروا أصدقاءهم، وكبر المطبخ حتى صار المتجر الذي تتصفحه اليوم.',
        ],
      },
    },
    {
      id: 'how-we-make-it',
      heading: { en: 'How we make it', ar: 'كيف نصنعه' },
      paragraphs: {
        en: [
          'A cold press squeezes fruit slowly instead of spinning and warming it, so the juice keeps more of its colour, taste and vitamins. We press only what we will deliver that day.',
          'Our juice is 100% fruit and vegetables: no water, no sugar, no preservatives. The sweetness is the fruit.',
        ],
        ar: [
          'تضغط العصارة على البارد الفاكهة ببطء بدلاً من تدويرها وتسخينها، فيحتفظ العصير بلونه وطعمه وفيتاميناته أكثر. ولا نعصر إلا ما سنوصله في ذلك اليوم.',
          'عصيرنا فاكهة وخضار ١٠٠٪: لا ماء ولا سكر ولا مواد حافظة. والحلاوة من الفاكهة نفسها.',
        ],
      },
    },
    {
      id: 'the-glass-bottle',
      heading: { en: 'The Glass bottle', ar: 'زجاجة جوسين' },
      paragraphs: {
        en: [
          'Choose Glass and your juice comes in a sturdy bottle made to be used again. Keep it, order a refill of the same juice at a lower price, and our driver swaps your empty bottle for a full one at your door.',
        ],
        ar: [
          'اختر العبوة الزجاجية ليصلك عصيرك في زجاجة متينة صُنعت لتُستخدم مرة بعد مرة. احتفظ بها واطلب إعادة تعبئة العصير نفسه بسعر أقل، ويستبدل مندوبنا زجاجتك الفارغة بأخرى ممتلئة عند بابك.',
        ],
      },
    },
    {
      id: 'where-we-deliver',
      heading: { en: 'Where we deliver', ar: 'أين نوصل' },
      paragraphs: {
        en: [
          'Delivery in Riyadh is free, and orders placed before 11:00 arrive the same day. We also deliver to Jeddah and Dammam for a fee, and we are working on more cities.',
        ],
        ar: [
          'التوصيل داخل الرياض مجاني، والطلبات قبل الساعة ١١:٠٠ تصل في اليوم نفسه. ونوصل كذلك إلى جدة والدمام برسوم، ونعمل على إضافة مدن أخرى.',
        ],
      },
    },
    {
      id: 'thank-you-for-coming-back',
      heading: { en: 'Thank you for coming back', ar: 'شكراً لعودتك' },
      paragraphs: {
        en: [
          'Every order earns Juicyin points that you can spend on the next one, and your tier rises as you keep drinking with us. Invite a friend and earn points when their first order is delivered.',
        ],
        ar: [
          'كل طلب يكسبك نقاط جوسين تنفقها على طلبك التالي، ويرتفع مستواك كلما واصلت الشرب معنا. ادعُ صديقاً واكسب نقاطاً عند توصيل أول طلب له.',
        ],
      },
    },
    {
      id: 'talk-to-us',
      heading: { en: 'Talk to us', ar: 'تحدث إلينا' },
      paragraphs: {
        en: [
          'We read every message. Write to hello@juicyin.sa, call 920 000 000, or use the form on our Contact us page.',
        ],
        ar: [
          'نقرأ كل رسالة. راسلنا على hello@juicyin.sa، أو اتصل على 920 000 000، أو استخدم النموذج في صفحة "اتصل بنا".',
        ],
      },
    },
  ],
};

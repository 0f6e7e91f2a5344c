import type { InfoPageSeed } from '../page-data.ts';

export const copyright: InfoPageSeed = {
  slug: 'copyright',
  title: { en: 'Copyright', ar: 'حقوق النشر' },
  intro: {
    en: [
      'The words, photographs, recipes and designs on this shop are the work of the Juicyin team and the people we work with. This page says what you may do with them.',
    ],
    ar: [
      'النصوص والصور والوصفات والتصاميم في هذا المتجر من عمل فريق جوسين ومن نتعاون معهم. توضح هذه الصفحة ما يحق لك فعله بها.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'copyright-notice',
      heading: { en: 'Copyright notice', ar: 'إشعار حقوق النشر' },
      paragraphs: {
        en: [
          'Copyright © Juicyin Fresh Juice Co., Riyadh, Kingdom of Saudi Arabia. All rights reserved. The content of this shop is protected by the Saudi Copyright Law and by international agreements.',
        ],
        ar: [
          'حقوق النشر © شركة جوسين للعصائر الطازجة، الرياض، المملكة العربية السعودية. جميع الحقوق محفوظة. محتوى هذا المتجر محمي بنظام حماية حقوق المؤلف في المملكة وبالاتفاقيات الدولية.',
        ],
      },
    },
    {
      id: 'copyright-announcement',
      heading: { en: 'Copyright announcement', ar: 'إعلان حقوق النشر' },
      paragraphs: {
        en: [
          'You are welcome to share a link to any page, to quote a short passage from our blog with a link back, and to print your own invoices and orders.',
          'You may not copy our product photographs, descriptions, blog posts or page designs to another shop, app or publication, or sell them, without our written permission. To ask, write to hello@juicyin.sa.',
        ],
        ar: [
          'يسعدنا أن تشارك رابط أي صفحة، وأن تقتبس فقرة قصيرة من مدونتنا مع رابط إليها، وأن تطبع فواتيرك وطلباتك.',
          'ولا يجوز نسخ صور منتجاتنا أو أوصافها أو مقالات مدونتنا أو تصاميم صفحاتنا إلى متجر أو تطبيق أو منشور آخر، ولا بيعها، دون إذن كتابي منا. لطلب الإذن راسلنا على hello@juicyin.sa.',
        ],
      },
    },
    {
      id: 'trademark-announcement',
      heading: { en: 'Trademark announcement', ar: 'إعلان العلامات التجارية' },
      paragraphs: {
        en: [
          'Juicyin, جوسين and the Juicyin logo are trademarks of Juicyin Fresh Juice Co. Please do not use them in a way that suggests we made, sell or endorse something we do not.',
          'Card brand names and logos shown at checkout belong to their owners and appear only to show which cards we accept.',
        ],
        ar: [
          'جوسين وJuicyin وشعار جوسين علامات تجارية لشركة جوسين للعصائر الطازجة. نرجو ألا تستخدمها بطريقة توحي بأننا صنعنا شيئاً أو نبيعه أو نوصي به ونحن لم نفعل.',
          'أسماء بطاقات الدفع وشعاراتها الظاهرة في صفحة الدفع ملك لأصحابها، ولا تظهر إلا لبيان البطاقات التي نقبلها.',
        ],
      },
    },
    {
      id: 'disclaimer',
      heading: { en: 'Disclaimer', ar: 'إخلاء المسؤولية' },
      paragraphs: {
        en: [
          'Our blog and product pages share general information about food and drink, not medical advice. If you have an allergy, a health condition, or are pregnant, read the ingredients and ask your doctor before changing your diet.',
          'We work to keep prices, photos and descriptions accurate. Juice is a natural product, so colour and taste vary a little with the season and the harvest.',
        ],
        ar: [
          'تقدم مدونتنا وصفحات منتجاتنا معلومات عامة عن الطعام والشراب، وليست نصيحة طبية. إن كانت لديك حساسية أو حالة صحية أو كنتِ حاملاً فاقرأ المكونات واستشر طبيبك قبل تغيير نظامك الغذائي.',
          'نحرص على دقة الأسعار والصور والأوصاف. والعصير منتج طبيعي، لذا يختلف لونه وطعمه قليلاً باختلاف الموسم والمحصول.',
        ],
      },
    },
  ],
};

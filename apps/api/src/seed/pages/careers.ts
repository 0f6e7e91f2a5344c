import type { InfoPageSeed } from '../page-data.ts';

export const careers: InfoPageSeed = {
  slug: 'careers',
  title: { en: 'Careers', ar: 'الوظائف' },
  intro: {
    en: [
      'Juicyin is a small team in Riyadh that starts early and cares about getting things right. If you like fresh food, honest work and happy customers, we would like to hear from you.',
    ],
    ar: [
      'جوسين فريق صغير في الرياض يبدأ يومه مبكراً ويحرص على إتقان عمله. إن كنت تحب الطعام الطازج والعمل الصادق ورضا العملاء، فيسعدنا أن نسمع منك.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'who-we-look-for',
      heading: { en: 'Who we look for', ar: 'من نبحث عنه' },
      paragraphs: {
        en: [
          'We hire throughout the year for our kitchen (juice makers who start before sunrise), our delivery team in Riyadh, Jeddah and Dammam, and customer care that answers in Arabic and English.',
          'From time to time we also look for people in purchasing, marketing and technology. Experience helps, but care and reliability matter more; we train you in everything else.',
        ],
        ar: [
          'نوظف على مدار العام في مطبخنا (صانعو عصير يبدؤون قبل شروق الشمس)، وفي فريق التوصيل في الرياض وجدة والدمام، وفي خدمة العملاء التي تجيب بالعربية والإنجليزية.',
          'ونبحث من حين لآخر عن أشخاص في المشتريات والتسويق والتقنية. الخبرة تفيد، لكن الحرص والالتزام أهم، ونحن ندربك على ما سوى ذلك.',
        ],
      },
    },
    {
      id: 'what-we-offer',
      heading: { en: 'What we offer', ar: 'ما نقدمه' },
      paragraphs: {
        en: [
          'A fair salary paid on time, medical insurance and GOSI registration, paid annual leave, and a share of the juice we make. We support Saudi talent and welcome applicants who are allowed to work in the Kingdom.',
        ],
        ar: [
          'راتب عادل يُصرف في موعده، وتأمين طبي وتسجيل في التأمينات الاجتماعية، وإجازة سنوية مدفوعة، ونصيب من العصير الذي نصنعه. ندعم الكفاءات السعودية ونرحب بكل من يحق له العمل في المملكة.',
        ],
      },
    },
    {
      id: 'how-to-apply',
      heading: { en: 'How to apply', ar: 'كيف تتقدم' },
      paragraphs: {
        en: [
          'E-mail your CV to hello@juicyin.sa with the role and the city in the subject line, or send us a short note from the form on the Contact us page.',
          'Tell us in a few lines why you would like to work with us. A cover letter in Arabic or in English is equally welcome.',
        ],
        ar: [
          'أرسل سيرتك الذاتية إلى hello@juicyin.sa واكتب الوظيفة والمدينة في عنوان الرسالة، أو أرسل لنا نبذة قصيرة من النموذج في صفحة "اتصل بنا".',
          'أخبرنا في سطور قليلة لماذا تود العمل معنا. نرحب برسالتك بالعربية أو بالإنجليزية على حد سواء.',
        ],
      },
    },
    {
      id: 'what-happens-next',
      heading: { en: 'What happens next', ar: 'ماذا بعد ذلك' },
      paragraphs: {
        en: [
          'We reply to every application within two weeks. If your profile fits, we invite you to a conversation and, for kitchen and delivery roles, a paid trial morning with the team.',
        ],
        ar: [
          'نرد على كل طلب خلال أسبوعين. وإن كان ملفك مناسباً ندعوك إلى مقابلة، ولوظائف المطبخ والتوصيل إلى صباح تجريبي مدفوع الأجر مع الفريق.',
        ],
      },
    },
  ],
};
